/**
 * Fee-gated results (issue 29): which students' results of a term are held because they owe
 * more than the school's threshold for it (packages/domain money/fee-gate.ts), and the held
 * answer every student and guardian read gives instead of the result: 404 with
 * `result_status: 'held'` (the contract's ResultUnavailable).
 */
import { type FeeGate, resultHeld, termOwed } from '@schoolmates/domain/money';
import type { components } from '@schoolmates/sdk';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { must } from '../db/rows.ts';
import { record } from '../http/envelope.ts';
import { HttpError } from '../http/errors.ts';
import { fullName } from '../people/records.ts';
import { visibleClass } from './access.ts';
import { exemptionsOf, gateRow, owedOf } from './fee-gate.queries.ts';
import { activeStudentsOfClass } from './results.queries.ts';

type S = components['schemas'];

export const HELD_MESSAGE = 'This result is held: please see the bursar.';

/** The contract's ResultUnavailable body for a held result. */
export const heldAnswer = () =>
  new HttpError(404, HELD_MESSAGE, undefined, { result_status: 'held' });

/** The school's gate; off when it saved none. */
export async function feeGateOf(db: DbOrTx, schId: bigint): Promise<FeeGate> {
  const row = await gateRow(db, schId);
  return { enabled: row?.enabled ?? false, threshold: row?.threshold ?? 0 };
}

/** Each student's standing for (term, session): owed, exemption and whether held. */
export async function feeHolds(
  db: DbOrTx,
  schId: bigint,
  studentIds: readonly bigint[],
  term: S['Term'],
  session: string,
) {
  const gate = await feeGateOf(db, schId);
  const [owed, exemptions] = await Promise.all([
    owedOf(db, schId, studentIds, term, session),
    exemptionsOf(db, schId, studentIds, term, session),
  ]);
  return {
    gate,
    students: new Map(
      studentIds.map((id) => {
        const sums = owed.get(id);
        const balance = sums ? termOwed([sums]) : 0;
        const exemption = exemptions.find((e) => e.studentId === id) ?? null;
        return [id, { owed: balance, exemption, held: resultHeld(gate, balance, !!exemption) }];
      }),
    ),
  };
}

/** Whether one student's result of (term, session) is held; cheap when the gate is off. */
export async function isHeld(
  db: DbOrTx,
  schId: bigint,
  studentId: bigint,
  term: S['Term'],
  session: string,
): Promise<boolean> {
  const gate = await feeGateOf(db, schId);
  if (!gate.enabled) return false;
  const [owed, exemptions] = await Promise.all([
    owedOf(db, schId, [studentId], term, session),
    exemptionsOf(db, schId, [studentId], term, session),
  ]);
  const sums = owed.get(studentId);
  return resultHeld(gate, sums ? termOwed([sums]) : 0, exemptions.length > 0);
}

/** Throws the held answer when the student's result of (term, session) is held. */
export async function checkNotHeld(
  db: DbOrTx,
  schId: bigint,
  studentId: bigint,
  term: S['Term'],
  session: string,
) {
  if (await isHeld(db, schId, studentId, term, session)) throw heldAnswer();
}

/** The release screen's list: each active student of a class (or arm) and their hold. */
export async function classFeeHolds(
  db: DbOrTx,
  auth: Auth,
  params: { class_id: string; term: S['Term']; session: string },
  subClass: string | undefined,
): Promise<S['ResultFeeHoldsItem']['data']> {
  const cls = await visibleClass(db, auth, params.class_id);
  const members = (await activeStudentsOfClass(db, cls))
    .filter((m) => subClass === undefined || m.subClass === subClass)
    .sort((a, b) => fullName(a).localeCompare(fullName(b)));
  const { gate, students } = await feeHolds(
    db,
    auth.schId,
    members.map((m) => m.id),
    params.term,
    params.session,
  );
  return record(cls.id, {
    gate,
    term: params.term,
    session: params.session,
    students: members.map((m) => {
      const hold = must(students.get(m.id));
      return {
        student_id: String(m.id),
        student_fullname: fullName(m),
        sub_class: m.subClass,
        owed: hold.owed,
        held: hold.held,
        exemption_reason: hold.exemption?.reason ?? null,
      };
    }),
  });
}
