/**
 * Exempting a student's term result from the fee gate (issue 29): one exemption per student
 * and term, with the reason staff gave, written to the audit log in the same transaction.
 */
import type { components } from '@schoolmates/sdk';
import { audit } from '../audit/audit-log.ts';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { record } from '../http/envelope.ts';
import { uniquely } from '../http/errors.ts';
import { studentOfSchool } from './access.ts';
import { insertExemption } from './fee-gate.queries.ts';

type S = components['schemas'];

/** Exempts the student; answers the exemption. */
export async function exemptStudent(db: DbOrTx, auth: Auth, input: S['ResultFeeExemptionInput']) {
  const student = await studentOfSchool(db, auth, input.student_id);
  const reason = input.reason.trim();
  const row = await db.transaction(async (tx) => {
    const exemption = await uniquely('This student is already exempted for the term.', () =>
      insertExemption(tx, {
        schId: auth.schId,
        studentId: student.id,
        term: input.term,
        session: input.session,
        reason,
        createdBy: auth.userId,
      }),
    );
    await audit(tx, auth, 'result_fee_exemption', exemption.id, 'exempted', {
      student_id: String(student.id),
      term: input.term,
      session: input.session,
      reason,
    });
    return exemption;
  });
  return record(row.id, {
    student_id: String(row.studentId),
    term: row.term,
    session: row.session,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  });
}
