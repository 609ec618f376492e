/** Writes to the school's own row (db/school-rows.ts reads it). */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { schools } from '../db/schema.ts';

/** Sets the school's logo (a stored file's address, or null); answers the row. */
export async function updateSchoolLogo(db: DbOrTx, schId: bigint, logo: string | null) {
  const [school] = await db.update(schools).set({ logo }).where(eq(schools.id, schId)).returning();
  return school;
}
