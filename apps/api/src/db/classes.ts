/**
 * A class of one school by its id, as every area checks a class a request names: undefined
 * when no class of that school has it.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { classes } from './schema.ts';

export async function classOfSchool(db: DbOrTx, schId: bigint, id: bigint) {
  const [cls] = await db
    .select()
    .from(classes)
    .where(and(eq(classes.schId, schId), eq(classes.id, id)));
  return cls;
}
