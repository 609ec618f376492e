/**
 * What the students of a release or withhold end as: the contract's types, who may start one,
 * the words, and each student's outcome from a call's answer or failure.
 */
import { type OperationId, type RoleName, rolesFor, type Schema } from '@schoolmates/sdk';
import { listOfRoles, splitBatchFailure } from '../shared/batches.ts';
import { failureMessage } from '../shared/errors.ts';

export type ResultStatus = Schema<'ResultStatus'>;
/** What one release or withhold call answers (`data`). */
export type ResultStatusChange = Schema<'ResultStatusChange'>;

export type ReleaseAction = 'release' | 'withhold';
export type ReleaseScope = 'student' | 'class';

/** A student whose result is released or withheld, named as the class list names them. */
export interface ReleaseStudent {
  id: string;
  name: string;
}

/** The (term, session, period) of the results. */
export interface ReleasePeriod {
  term: Schema<'Term'>;
  session: string;
  period: Schema<'Period'>;
}

/** What a run is about: one student, or every student of a class arm with a result. */
export interface ReleaseTarget extends ReleasePeriod {
  scope: ReleaseScope;
  /** How the confirmation names it: the student's name, or the class arm ("JSS 1 A"). */
  label: string;
  /** The students whose results change; for a class, those with a result for the period. */
  students: ReleaseStudent[];
}

/** A student whose result did not change, with the reason to show. */
export interface ReleaseFailure extends ReleaseStudent {
  reason: string;
}

/** A student the server answered for: their result changed, or already had the status. */
export interface ReleaseStudentOutcome extends ReleaseStudent {
  outcome: Schema<'ResultStudentOutcome'>['outcome'];
}

const operationOf = {
  release: 'releaseResults',
  withhold: 'withholdResults',
} as const satisfies Record<ReleaseAction, OperationId>;

export const pastTense = { release: 'released', withhold: 'withheld' } as const;

/** Whether a role may release (or withhold) results, by the contract's `x-roles`. */
export function mayChangeResultStatus(role: RoleName | null, action: ReleaseAction): boolean {
  return role !== null && rolesFor(operationOf[action]).includes(role);
}

export const resultReleaseMessages = {
  refusedRole: (action: ReleaseAction) =>
    `Only ${listOfRoles(rolesFor(operationOf[action]))} may ${action} results.`,
  nothingToChange: (action: ReleaseAction) => `There are no results to ${action}.`,
  failedFallback: (action: ReleaseAction) => `The result could not be ${pastTense[action]}.`,
} as const;

/**
 * How a failed call ends for its students: with a 422 naming some of them (`student_ids.N`),
 * those fail with its reasons and the others are to be sent again; with any other failure every
 * student of the call fails with the error's message.
 */
export function splitFailure(
  sent: readonly ReleaseStudent[],
  error: unknown,
  action: ReleaseAction,
): { failures: ReleaseFailure[]; resend: ReleaseStudent[] } {
  return splitBatchFailure(
    sent,
    error,
    failureMessage(error, resultReleaseMessages.failedFallback(action)),
  );
}

/**
 * Each student of a call by the answer's outcomes; a student the answer leaves out (the contract
 * lists every one) fails rather than count as done.
 */
export function outcomesOf(
  sent: readonly ReleaseStudent[],
  answer: ResultStatusChange,
  action: ReleaseAction,
): { answered: ReleaseStudentOutcome[]; failures: ReleaseFailure[] } {
  const outcomeOf = new Map(answer.students.map((s) => [s.student_id, s.outcome]));
  const answered: ReleaseStudentOutcome[] = [];
  const failures: ReleaseFailure[] = [];
  for (const student of sent) {
    const outcome = outcomeOf.get(student.id);
    if (outcome) answered.push({ ...student, outcome });
    else failures.push({ ...student, reason: resultReleaseMessages.failedFallback(action) });
  }
  return { answered, failures };
}

/** Results the answers changed, and those that already had the status. */
export function countsOf(answered: readonly ReleaseStudentOutcome[]) {
  const changed = answered.filter((s) => s.outcome === 'changed').length;
  return { changed, unchanged: answered.length - changed };
}
