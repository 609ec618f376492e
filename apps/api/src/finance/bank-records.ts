/** Bank accounts as the contract gives them; their figures only for those who may see them. */
import type { components } from '@schoolmates/sdk';
import type { DbOrTx } from '../db/client.ts';
import { record } from '../http/envelope.ts';
import { type BankRow, banksOfSchool, receivedByBank } from './banks.queries.ts';

type S = components['schemas'];

export function bankRecord(bank: BankRow, received: number | null): S['BankRecord'] {
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

export async function listBanks(db: DbOrTx, schId: bigint, withFigures: boolean) {
  const banks = await banksOfSchool(db, schId);
  const received = withFigures
    ? await receivedByBank(
        db,
        schId,
        banks.map((b) => b.id),
      )
    : null;
  return banks.map((bank) => bankRecord(bank, received ? (received.get(bank.id) ?? 0) : null));
}
