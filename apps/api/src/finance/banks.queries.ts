/** Bank accounts' SQL (fees are paid into them; expenses paid from them). */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { financeBanks, financeLedger } from '../db/finance-schema.ts';
import { koboTotal } from './ledger.queries.ts';
import { RECEIVED_KINDS } from './ledger.ts';

export type BankRow = typeof financeBanks.$inferSelect;

/** Σ payments (as they stand) recorded into each bank. */
export async function receivedByBank(db: DbOrTx, schId: bigint, bankIds: bigint[]) {
  if (bankIds.length === 0) return new Map<bigint, number>();
  const rows = await db
    .select({ bankId: financeLedger.bankId, total: sql<string>`sum(${financeLedger.amount})` })
    .from(financeLedger)
    .where(
      and(
        eq(financeLedger.schId, schId),
        inArray(financeLedger.bankId, bankIds),
        inArray(financeLedger.kind, [...RECEIVED_KINDS]),
      ),
    )
    .groupBy(financeLedger.bankId);
  return new Map(rows.map((r) => [r.bankId as bigint, koboTotal(r.total)]));
}

/** The school's accounts by bank name. */
export const banksOfSchool = (db: DbOrTx, schId: bigint) =>
  db
    .select()
    .from(financeBanks)
    .where(eq(financeBanks.schId, schId))
    .orderBy(asc(financeBanks.bankName), asc(financeBanks.id));

export async function bankOfSchool(db: DbOrTx, schId: bigint, id: bigint) {
  const [bank] = await db
    .select()
    .from(financeBanks)
    .where(and(eq(financeBanks.schId, schId), eq(financeBanks.id, id)));
  return bank;
}

export const insertBank = async (db: DbOrTx, values: typeof financeBanks.$inferInsert) =>
  (await db.insert(financeBanks).values(values).returning())[0] as BankRow;

/** Changes an account of the school; undefined when there is none with this id. */
export async function updateBankRow(
  db: DbOrTx,
  schId: bigint,
  id: bigint,
  set: Partial<typeof financeBanks.$inferInsert>,
) {
  const [bank] = await db
    .update(financeBanks)
    .set(set)
    .where(and(eq(financeBanks.schId, schId), eq(financeBanks.id, id)))
    .returning();
  return bank;
}

/** Whether any payment or expense was recorded with this account. */
export async function bankUsed(db: DbOrTx, schId: bigint, id: bigint) {
  const [used] = await db
    .select({ id: financeLedger.id })
    .from(financeLedger)
    .where(and(eq(financeLedger.schId, schId), eq(financeLedger.bankId, id)))
    .limit(1);
  return used !== undefined;
}

export async function deleteBankRow(db: DbOrTx, schId: bigint, id: bigint) {
  await db.delete(financeBanks).where(and(eq(financeBanks.schId, schId), eq(financeBanks.id, id)));
}
