/** Uploads (table `files`) of a school. */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { one } from '../db/rows.ts';
import { files } from '../db/schema.ts';

export async function fileOfSchool(db: DbOrTx, schId: bigint, id: bigint) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.schId, schId)));
  return row;
}

/** What a record's `*_file_id` check needs of an upload. */
export async function uploadOf(db: DbOrTx, schId: bigint, id: bigint) {
  const [row] = await db
    .select({ purpose: files.purpose, uploadedBy: files.uploadedBy })
    .from(files)
    .where(and(eq(files.id, id), eq(files.schId, schId)));
  return row;
}

export async function insertFile(db: DbOrTx, values: typeof files.$inferInsert) {
  return one(await db.insert(files).values(values).returning());
}
