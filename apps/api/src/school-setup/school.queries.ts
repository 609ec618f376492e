/** The school's own row. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { schools } from '../db/schema.ts';

export async function schoolRow(db: DbOrTx, schId: bigint) {
  const [school] = await db.select().from(schools).where(eq(schools.id, schId));
  return school;
}
