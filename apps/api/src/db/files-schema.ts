/**
 * Uploaded files (`POST /files`), re-exported from schema.ts. The bytes live in the file
 * store (storage/file-store.ts) under `storage_key`; this row holds what was checked on
 * upload. `sch_id` scopes every read: another school's id is 404.
 */
import { bigint, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FileContentType, FilePurpose } from '../domain/files.ts';
import { schools, users } from './schema.ts';

export const files = pgTable(
  'files',
  {
    id: bigint({ mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    schId: bigint({ mode: 'bigint' })
      .notNull()
      .references(() => schools.id),
    /** Null once the uploader is deleted; the file stays with the record that uses it. */
    uploadedBy: bigint({ mode: 'bigint' }).references(() => users.id, { onDelete: 'set null' }),
    purpose: text().$type<FilePurpose>().notNull(),
    /** The cleaned client name, sent back in Content-Disposition. */
    name: text().notNull(),
    /** Found from the content, never taken from the request. */
    contentType: text().$type<FileContentType>().notNull(),
    size: integer().notNull(),
    storageKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('files_storage_key').on(t.storageKey)],
);
