/**
 * Exempting a student's term result from the fee gate (issue 29): one exemption per student
 * and term, with the reason staff gave, written to the audit log in the same transaction.
 */
import type { components } from '@schoolmates/sdk';
import { audit } from '../audit/audit.queries.ts';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { uniquely } from '../http/errors.ts';
import { studentOfSchool } from './access.ts';
import { insertExemption } from './fee-gate.queries.ts';

type S = components['schemas'];

export async function exemptStudent(db: DbOrTx, auth: Auth, input: S['ResultFeeExemptionInput']) {
  const student = await studentOfSchool(db, auth, input.student_id);
  const reason = input.reason.trim();
  return db.transaction(async (tx) => {
    const row = await uniquely('This student is already exempted for the term.', () =>
      insertExemption(tx, {
        schId: auth.schId,
        studentId: student.id,
        term: input.term,
        session: input.session,
        reason,
        createdBy: auth.userId,
      }),
    );
    await audit(tx, auth, 'result_fee_exemption', row.id, 'exempted', {
      student_id: String(student.id),
      term: input.term,
      session: input.session,
      reason,
    });
    return row;
  });
}
