/**
 * Adding a bank account of the school: one account number per bank (409 otherwise), belonging
 * to a campus of the school (422 otherwise) or to the whole school (issue 29: a campus's balance
 * counts only its own accounts' opening balances, so the campuses add up to the school).
 */
import type { components } from '@schoolmates/sdk';
import type { DbOrTx } from '../db/client.ts';
import { toId } from '../http/envelope.ts';
import { invalid, notFound, uniquely } from '../http/errors.ts';
import { bankRecord } from './bank-records.ts';
import { banksOfSchool, campusOfSchool, insertBank } from './banks.queries.ts';

type S = components['schemas'];

export const DUPLICATE_ACCOUNT = 'The school already has this account number at this bank.';

/** The campus a bank is put under: `asked` (null: the whole school) or, left out, `otherwise`. */
export async function bankCampus(
  db: DbOrTx,
  schId: bigint,
  asked: string | null | undefined,
  otherwise: bigint | null,
): Promise<bigint | null> {
  if (asked === undefined) return otherwise;
  if (asked === null) return null;
  const id = toId(asked);
  if (!(await campusOfSchool(db, schId, id))) {
    throw invalid({ campus_id: ['Choose a campus of the school, or the whole school.'] });
  }
  return id;
}

/** `callerCampus`: where an account goes when the body names none (a superadmin's: null). */
export async function createBank(
  db: DbOrTx,
  schId: bigint,
  input: S['BankInput'],
  callerCampus: bigint | null = null,
) {
  const campusId = await bankCampus(db, schId, input.campus_id, callerCampus);
  const bank = await uniquely(DUPLICATE_ACCOUNT, () =>
    insertBank(db, {
      schId,
      campusId,
      bankName: input.bank_name,
      accountName: input.account_name,
      accountNumber: input.account_number,
      accountPurpose: input.account_purpose ?? null,
      openingBalance: input.opening_balance,
    }),
  );
  const [created] = await banksOfSchool(db, schId, bank.id);
  if (!created) throw notFound('Bank account');
  return bankRecord(created, 0);
}
