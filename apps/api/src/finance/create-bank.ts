/** Adding a bank account of the school: one account number per bank (409 otherwise). */
import type { components } from '@schoolmates/sdk';
import type { DbOrTx } from '../db/client.ts';
import { uniquely } from '../http/errors.ts';
import { bankRecord } from './bank-records.ts';
import { insertBank } from './banks.queries.ts';

type S = components['schemas'];

export const DUPLICATE_ACCOUNT = 'The school already has this account number at this bank.';

export async function createBank(db: DbOrTx, schId: bigint, input: S['BankInput']) {
  const bank = await uniquely(DUPLICATE_ACCOUNT, () =>
    insertBank(db, {
      schId,
      bankName: input.bank_name,
      accountName: input.account_name,
      accountNumber: input.account_number,
      accountPurpose: input.account_purpose ?? null,
      openingBalance: input.opening_balance,
    }),
  );
  return bankRecord(bank, 0);
}
