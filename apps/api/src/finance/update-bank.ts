/** Changing a bank account: still one account number per bank (409), of the school (404). */
import type { components } from '@schoolmates/sdk';
import type { DbOrTx } from '../db/client.ts';
import { notFound, uniquely } from '../http/errors.ts';
import { bankRecord } from './bank-records.ts';
import { banksOfSchool, receivedByBank, updateBankRow } from './banks.queries.ts';
import { bankCampus, DUPLICATE_ACCOUNT } from './create-bank.ts';

type S = components['schemas'];

export async function updateBank(db: DbOrTx, schId: bigint, id: bigint, input: S['BankUpdate']) {
  const campus =
    input.campus_id === undefined
      ? {}
      : { campusId: await bankCampus(db, schId, input.campus_id, null) };
  const bank = await uniquely(DUPLICATE_ACCOUNT, () =>
    updateBankRow(db, schId, id, {
      ...(input.bank_name !== undefined ? { bankName: input.bank_name } : {}),
      ...(input.account_name !== undefined ? { accountName: input.account_name } : {}),
      ...(input.account_number !== undefined ? { accountNumber: input.account_number } : {}),
      ...(input.account_purpose !== undefined ? { accountPurpose: input.account_purpose } : {}),
      ...(input.opening_balance !== undefined ? { openingBalance: input.opening_balance } : {}),
      ...campus,
    }),
  );
  const [updated] = bank ? await banksOfSchool(db, schId, id) : [];
  if (!updated) throw notFound('Bank account');
  const received = await receivedByBank(db, schId, [id]);
  return bankRecord(updated, received.get(id) ?? 0);
}
