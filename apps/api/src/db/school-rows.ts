/**
 * Rows every area reads by id within one school: the school itself, and a class a request
 * names (undefined when no class of that school has it).
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { classes, schools } from './schema.ts';

export async function schoolRow(db: DbOrTx, schId: bigint) {
  const [school] = await db.select().from(schools).where(eq(schools.id, schId));
  return school;
}

export async function classOfSchool(db: DbOrTx, schId: bigint, id: bigint) {
  const [cls] = await db
    .select()
    .from(classes)
    .where(and(eq(classes.schId, schId), eq(classes.id, id)));
  return cls;
}
