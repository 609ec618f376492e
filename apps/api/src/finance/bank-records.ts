/** Bank accounts as the contract gives them; their figures only for those who may see them. */
import type { components } from '@schoolmates/sdk';
import type { DbOrTx } from '../db/client.ts';
import { record } from '../http/envelope.ts';
import { type BankWithCampus, banksOfSchool, receivedByBank } from './banks.queries.ts';

type S = components['schemas'];

export function bankRecord(
  { bank, campus }: BankWithCampus,
  received: number | null,
): S['BankRecord'] {
  return record(bank.id, {
    bank_name: bank.bankName,
    account_name: bank.accountName,
    account_number: bank.accountNumber,
    account_purpose: bank.accountPurpose,
    campus_id: bank.campusId === null ? null : String(bank.campusId),
    campus,
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
        banks.map((b) => b.bank.id),
      )
    : null;
  return banks.map((b) => bankRecord(b, received ? (received.get(b.bank.id) ?? 0) : null));
}
