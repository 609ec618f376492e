/**
 * Who sees which finance records (one place for the area). Account staff see their own campus,
 * a superadmin the whole school, a student only their own invoices and payments and a
 * guardian those of their linked children (issue 28); anything
 * else is answered 404, as if it did not exist (x-roles already refused other roles with 403).
 */
import type { Auth } from '../auth/sessions.ts';
import { notFound } from '../http/errors.ts';

export interface FinanceScope {
  schId: bigint;
  /** `null`: every campus of the school (superadmin). */
  campusId: bigint | null;
  /** Set for a family: a student's own records, a guardian's children's. */
  studentIds: readonly bigint[] | null;
}

export function financeScope(auth: Auth): FinanceScope {
  return {
    schId: auth.schId,
    campusId: auth.role === 'superadmin' ? null : auth.campusId,
    studentIds:
      auth.role === 'student' ? [auth.userId] : auth.role === 'guardian' ? auth.children : null,
  };
}

export function canSee(scope: FinanceScope, row: { campusId: bigint; studentId?: bigint }) {
  if (scope.studentIds !== null) {
    return row.studentId !== undefined && scope.studentIds.includes(row.studentId);
  }
  return scope.campusId === null || scope.campusId === row.campusId;
}

/** The row when the caller may see it; 404 otherwise. */
export function visible<R extends { campusId: bigint; studentId?: bigint }>(
  scope: FinanceScope,
  row: R | undefined,
  what: string,
): R {
  if (!row || !canSee(scope, row)) throw notFound(what);
  return row;
}

/** Opening balances and bank totals are for account staff and the superadmin only. */
export const seesBankFigures = (auth: Auth) => auth.role !== 'student' && auth.role !== 'guardian';

/** The students a list may show: the family's (narrowed to `asked`), `asked`, or any (undefined). */
export function familyStudents(scope: FinanceScope, asked: bigint | undefined) {
  if (scope.studentIds === null) return asked === undefined ? undefined : [asked];
  return asked === undefined ? scope.studentIds : scope.studentIds.filter((id) => id === asked);
}
