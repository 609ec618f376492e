/** The school's own row. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { schools } from '../db/schema.ts';

export async function schoolRow(db: DbOrTx, schId: bigint) {
  const [school] = await db.select().from(schools).where(eq(schools.id, schId));
  return school;
}

/** Sets the school's logo (a stored file's address, or null); answers the row. */
export async function updateSchoolLogo(db: DbOrTx, schId: bigint, logo: string | null) {
  const [school] = await db.update(schools).set({ logo }).where(eq(schools.id, schId)).returning();
  return school;
}
