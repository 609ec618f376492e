/**
 * Uploaded files (`POST /files`), re-exported from schema.ts. The bytes live in the file
 * store (storage/file-store.ts) under `storage_key`; this row holds what was checked on
 * upload. `sch_id` scopes every read: another school's id is 404.
 */
import { bigint, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FileContentType, FilePurpose } from '../files/purposes.ts';
import { oneOf, sameSchool, schoolKey } from './keys.ts';
import { schools, users } from './school-schema.ts';
import { FILE_PURPOSES } from './values.ts';

export const files = pgTable(
  'files',
  {
    id: bigint({ mode: 'bigint' }).generatedAlwaysAsIdentity(),
    schId: bigint({ mode: 'bigint' })
      .notNull()
      .references(() => schools.id),
    /** Who uploaded it: a user who uploaded a file has history, so is disabled, not deleted. */
    uploadedBy: bigint({ mode: 'bigint' }),
    purpose: text().$type<FilePurpose>().notNull(),
    /** The cleaned client name, sent back in Content-Disposition. */
    name: text().notNull(),
    /** Found from the content, never taken from the request. */
    contentType: text().$type<FileContentType>().notNull(),
    size: integer().notNull(),
    storageKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    schoolKey('files', t.id, t.schId),
    // No `on delete set null (uploaded_by)`: Citus refuses it on a key holding sch_id.
    sameSchool('files_uploaded_by_fk', t.schId, t.uploadedBy, users),
    uniqueIndex('files_storage_key').on(t.storageKey, t.schId),
    oneOf('files_purpose_check', t.purpose, FILE_PURPOSES),
  ],
);
