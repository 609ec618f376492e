/** The bank a payment or expense names, checked against how the money moved. */
import type { components } from '@schoolmates/sdk';
import type { DbOrTx } from '../db/client.ts';
import { invalid } from '../http/errors.ts';
import { type BankRow, bankOfSchool } from './banks.queries.ts';

type S = components['schemas'];

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
