/** Changing a bank account: still one account number per bank (409), of the school (404). */
import type { components } from '@schoolmates/sdk';
import type { DbOrTx } from '../db/client.ts';
import { notFound, uniquely } from '../http/errors.ts';
import { bankRecord } from './bank-records.ts';
import { receivedByBank, updateBankRow } from './banks.queries.ts';
import { DUPLICATE_ACCOUNT } from './create-bank.ts';

type S = components['schemas'];

export async function updateBank(db: DbOrTx, schId: bigint, id: bigint, input: S['BankUpdate']) {
  const bank = await uniquely(DUPLICATE_ACCOUNT, () =>
    updateBankRow(db, schId, id, {
      ...(input.bank_name !== undefined ? { bankName: input.bank_name } : {}),
      ...(input.account_name !== undefined ? { accountName: input.account_name } : {}),
      ...(input.account_number !== undefined ? { accountNumber: input.account_number } : {}),
      ...(input.account_purpose !== undefined ? { accountPurpose: input.account_purpose } : {}),
      ...(input.opening_balance !== undefined ? { openingBalance: input.opening_balance } : {}),
    }),
  );
  if (!bank) throw notFound('Bank account');
  const received = await receivedByBank(db, schId, [id]);
  return bankRecord(bank, received.get(id) ?? 0);
}
