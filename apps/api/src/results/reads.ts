/**
 * Results under a view (mid-term, an assessment, end of term): one student's, and the list of
 * a class or a student, as staff read them (any status) or as the student reads them (only
 * once released: 404 with `result_status` otherwise; DECISIONS #6, #14).
 */
import type { components } from '@schoolmates/sdk';
import type { Auth } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import type { QueryOf } from '../contract.ts';
import type { DbOrTx } from '../db/client.ts';
import { one } from '../db/rows.ts';
import { toId } from '../http/envelope.ts';
import { HttpError, invalid, notFound } from '../http/errors.ts';
import { withSeals } from '../report-cards/seals.ts';
import { checkOwnResults, checkReads, queryCampus, studentOfSchool } from './access.ts';
import { checkNotHeld } from './fee-gate.ts';
import { classesOfResults, classOfResult, listedResults, resultOf } from './results.queries.ts';
import { loadSheets } from './sheets.queries.ts';
import { type MidTermType, resultRecords, type View, viewOf } from './sheets.ts';

type S = components['schemas'];

const UNAVAILABLE = {
  none: 'There is no result for this term yet.',
  not_released: 'This result has not been released yet.',
  withheld: 'This result has been withheld. Please contact the school.',
};

interface ReadContext {
  db: DbOrTx;
  auth: Auth;
}
type ResultParams = { student_id: string; term: S['Term']; session: string };

export function oneResult(
  ctx: ReadContext,
  params: ResultParams,
  resultType: 'endterm',
  asStudent: boolean,
): Promise<S['EndTermResultRecord']>;
export function oneResult(
  ctx: ReadContext,
  params: ResultParams,
  resultType: MidTermType,
  asStudent: boolean,
): Promise<S['MidTermResultRecord']>;
export async function oneResult(
  ctx: ReadContext,
  params: ResultParams,
  resultType: View['resultType'],
  asStudent: boolean,
): Promise<S['ResultRecord']> {
  const { db, auth } = ctx;
  // Another family's child is a result that is not there, as the student's own reads say it.
  if (asStudent && auth.role === 'guardian' && !auth.children.includes(toId(params.student_id))) {
    throw studentUnavailable(null);
  }
  if (asStudent) checkOwnResults(auth, params.student_id);
  const student = await studentOfSchool(db, auth, params.student_id);
  const period = resultType === 'endterm' ? 'Second Half' : 'First Half';
  const result = await resultOf(db, auth.schId, student.id, period, params.term, params.session);
  if (asStudent && result?.status !== 'released') {
    throw studentUnavailable(
      result?.status === 'withheld' ? 'withheld' : result ? 'not_released' : null,
    );
  }
  // A released result is still held from its family while the term's fees are owed (issue 29).
  if (asStudent) await checkNotHeld(db, auth.schId, student.id, params.term, params.session);
  if (!result) throw notFound('Result');
  await checkReads(db, auth, params.session, [
    { classId: result.classId, subClass: result.subClass },
  ]);
  const sheets = await loadSheets(
    db,
    [await classOfResult(db, result)],
    params.term,
    params.session,
  );
  if (!viewOf(one(sheets, 'sheet').scheme, resultType)) {
    throw notFound('Assessment of the score scheme');
  }
  const [rec] = await resultRecords(db, sheets, resultType, (r) => r.result.id === result.id);
  if (!rec) throw notFound('Result');
  return rec;
}

/** The contract's ResultUnavailable body: `{ message, result_status }` with 404. */
const studentUnavailable = (status: 'not_released' | 'withheld' | null) =>
  new HttpError(404, UNAVAILABLE[status ?? 'none'], undefined, { result_status: status });

/**
 * The results of a class or a student of (period, term, session), sealed once released. A
 * student lists only their own released ones; staff name a class or a student.
 */
export async function resultList(
  db: DbOrTx,
  config: Pick<Config, 'publicUrl' | 'messagesSecretKey'>,
  auth: Auth,
  query: QueryOf<'listResults'>,
) {
  const campus = await queryCampus(db, auth, query);
  const type = query.result_type ?? (query.period === 'First Half' ? 'midterm' : 'endterm');
  if ((type === 'endterm') !== (query.period === 'Second Half')) {
    throw invalid({ result_type: [`does not go with ${query.period}`] });
  }
  const asStudent = auth.role === 'student';
  if (!asStudent && !query.class && !query.student_id) {
    throw invalid({ class: ['give a class or a student'] });
  }
  if (query.student_id && !asStudent) {
    // Another school's student is not an empty list: 404, logged.
    await studentOfSchool(db, auth, query.student_id).catch(() => {
      throw notFound('Student');
    });
  }
  if (asStudent && query.status && query.status !== 'released') return [];
  if (asStudent) await checkNotHeld(db, auth.schId, auth.userId, query.term, query.session);
  const found = await listedResults(
    db,
    auth.schId,
    campus.id,
    query,
    asStudent ? auth.userId : null,
  );
  if (!asStudent) {
    await checkReads(
      db,
      auth,
      query.session,
      found.map((r) => ({ classId: r.classId, subClass: r.subClass })),
    );
  }
  const wanted = new Set(found.map((r) => r.id));
  // Every class found in one load (a student's results may span classes).
  const classList = await classesOfResults(db, found);
  const sheets = await loadSheets(db, classList, query.term, query.session);
  if (sheets.some((sheet) => !viewOf(sheet.scheme, type))) {
    throw invalid({ result_type: ['is not a component of the score scheme'] });
  }
  const cards = await resultRecords(db, sheets, type, (r) => wanted.has(r.result.id));
  return withSeals(db, config, auth.schId, cards);
}
