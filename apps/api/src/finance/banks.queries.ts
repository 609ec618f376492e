/** Bank accounts of the school (fees are paid into them; expenses paid from them). */
import type { components } from '@schoolmates/sdk';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { financeBanks, financeLedger } from '../db/finance-schema.ts';
import { record } from '../http/envelope.ts';
import { conflict, invalid, notFound, uniquely } from '../http/errors.ts';
import { RECEIVED_KINDS } from './ledger.ts';

type S = components['schemas'];
type BankRow = typeof financeBanks.$inferSelect;

const DUPLICATE = 'The school already has this account number at this bank.';

function bankRecord(bank: BankRow, received: number | null): S['BankRecord'] {
  return record(bank.id, {
    bank_name: bank.bankName,
    account_name: bank.accountName,
    account_number: bank.accountNumber,
    account_purpose: bank.accountPurpose,
    ...(received === null
      ? {}
      : { opening_balance: bank.openingBalance, total_received: received }),
    created_at: bank.createdAt.toISOString(),
  });
}

/** Σ payments (as they stand) recorded into each bank. */
async function receivedByBank(db: DbOrTx, schId: bigint, bankIds: bigint[]) {
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
  return new Map(rows.map((r) => [r.bankId as bigint, Number(r.total)]));
}

export async function listBanks(db: DbOrTx, schId: bigint, withFigures: boolean) {
  const banks = await db
    .select()
    .from(financeBanks)
    .where(eq(financeBanks.schId, schId))
    .orderBy(asc(financeBanks.bankName), asc(financeBanks.id));
  const received = withFigures
    ? await receivedByBank(
        db,
        schId,
        banks.map((b) => b.id),
      )
    : null;
  return banks.map((bank) => bankRecord(bank, received ? (received.get(bank.id) ?? 0) : null));
}

export async function bankOfSchool(db: DbOrTx, schId: bigint, id: bigint) {
  const [bank] = await db
    .select()
    .from(financeBanks)
    .where(and(eq(financeBanks.schId, schId), eq(financeBanks.id, id)));
  return bank;
}

/**
 * The bank of a payment or expense: required (a bank of the school) for bank deposits and
 * transfers, none for cash.
 */
export async function bankForMethod(
  db: DbOrTx,
  schId: bigint,
  method: S['PaymentMethod'],
  bankId: string | null | undefined,
): Promise<BankRow | null> {
  if (method === 'cash') {
    if (bankId) throw invalid({ bank_id: ['must be left out for cash'] });
    return null;
  }
  if (!bankId) throw invalid({ bank_id: ['is required for a bank deposit or transfer'] });
  const bank = await bankOfSchool(db, schId, BigInt(bankId));
  if (!bank) throw invalid({ bank_id: ['is not a bank account of the school'] });
  return bank;
}

export async function createBank(db: DbOrTx, schId: bigint, input: S['BankInput']) {
  const [bank] = await uniquely(DUPLICATE, () =>
    db
      .insert(financeBanks)
      .values({
        schId,
        bankName: input.bank_name,
        accountName: input.account_name,
        accountNumber: input.account_number,
        accountPurpose: input.account_purpose ?? null,
        openingBalance: input.opening_balance,
      })
      .returning(),
  );
  return bankRecord(bank as BankRow, 0);
}

export async function updateBank(db: DbOrTx, schId: bigint, id: bigint, input: S['BankUpdate']) {
  const [bank] = await uniquely(DUPLICATE, () =>
    db
      .update(financeBanks)
      .set({
        ...(input.bank_name !== undefined ? { bankName: input.bank_name } : {}),
        ...(input.account_name !== undefined ? { accountName: input.account_name } : {}),
        ...(input.account_number !== undefined ? { accountNumber: input.account_number } : {}),
        ...(input.account_purpose !== undefined ? { accountPurpose: input.account_purpose } : {}),
        ...(input.opening_balance !== undefined ? { openingBalance: input.opening_balance } : {}),
      })
      .where(and(eq(financeBanks.schId, schId), eq(financeBanks.id, id)))
      .returning(),
  );
  if (!bank) throw notFound('Bank account');
  const received = await receivedByBank(db, schId, [id]);
  return bankRecord(bank, received.get(id) ?? 0);
}

/** Deletes an account nothing was recorded into or paid from (409 otherwise). */
export async function deleteBank(db: DbOrTx, schId: bigint, id: bigint) {
  await db.transaction(async (tx) => {
    const bank = await bankOfSchool(tx, schId, id);
    if (!bank) throw notFound('Bank account');
    const [used] = await tx
      .select({ id: financeLedger.id })
      .from(financeLedger)
      .where(and(eq(financeLedger.schId, schId), eq(financeLedger.bankId, id)))
      .limit(1);
    if (used) {
      throw conflict('Payments or expenses were recorded with this account; it cannot be deleted.');
    }
    await tx
      .delete(financeBanks)
      .where(and(eq(financeBanks.schId, schId), eq(financeBanks.id, id)));
  });
}
