/** Bank accounts' SQL (fees are paid into them; expenses paid from them). */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { financeBanks, financeLedger } from '../db/finance-schema.ts';
import { campuses } from '../db/schema.ts';
import { koboTotal } from './ledger.queries.ts';
import { RECEIVED_KINDS } from './ledger.ts';

export type BankRow = typeof financeBanks.$inferSelect;
/** An account with its campus's name (null: the whole school's). */
export type BankWithCampus = { bank: BankRow; campus: string | null };

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

/** The school's accounts (or one of them) by bank name, each with its campus's name. */
export const banksOfSchool = (db: DbOrTx, schId: bigint, id?: bigint): Promise<BankWithCampus[]> =>
  db
    .select({ bank: financeBanks, campus: campuses.name })
    .from(financeBanks)
    .leftJoin(
      campuses,
      and(eq(campuses.schId, financeBanks.schId), eq(campuses.id, financeBanks.campusId)),
    )
    .where(
      and(eq(financeBanks.schId, schId), id === undefined ? undefined : eq(financeBanks.id, id)),
    )
    .orderBy(asc(financeBanks.bankName), asc(financeBanks.id));

/** Whether the school has this campus (a bank may belong to one). */
export async function campusOfSchool(db: DbOrTx, schId: bigint, id: bigint) {
  const [campus] = await db
    .select({ id: campuses.id })
    .from(campuses)
    .where(and(eq(campuses.schId, schId), eq(campuses.id, id)));
  return campus !== undefined;
}

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

/** Σ opening balances of the whole school's own accounts (those of no campus). */
export async function schoolAccountsOpening(db: DbOrTx, schId: bigint) {
  const [row] = await db
    .select({ opening: sql<string>`coalesce(sum(${financeBanks.openingBalance}), 0)` })
    .from(financeBanks)
    .where(and(eq(financeBanks.schId, schId), isNull(financeBanks.campusId)));
  return koboTotal(row?.opening);
}
