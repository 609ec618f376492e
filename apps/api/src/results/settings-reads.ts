/**
 * Reads of the results settings as the contract answers them: the preset score schemes, a
 * campus's scheme, its extra-curricular activities and its closing and resumption dates. The
 * rows: settings.queries.ts; their records: settings.ts.
 */
import { assessmentCount, SCORE_OPTIONS, schemeValue } from '@schoolmates/domain/results';
import { currentPeriod } from '../academic-setup/sessions.ts';
import type { Auth } from '../auth/sessions.ts';
import type { QueryOf } from '../contract.ts';
import type { DbOrTx } from '../db/client.ts';
import { record, toId } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { queryCampus } from './access.ts';
import {
  activities,
  classOfCampus,
  closingOf,
  enteredThisTerm,
  schemeRows,
} from './settings.queries.ts';
import {
  activityRecord,
  closingRecord,
  type ScoreSettingRow,
  schemeAttributes,
} from './settings.ts';

/** The preset score schemes a campus may start from. */
export const scoreOptions = () =>
  SCORE_OPTIONS.map((o) =>
    record(o.id, {
      label: o.label,
      value: schemeValue(o.components),
      assessment_type: assessmentCount(o.components),
      components: o.components,
      is_default: o.is_default,
    }),
  );

/** The campus's score scheme; 404 when it has none. */
export async function scoreSettingOf(db: DbOrTx, auth: Auth, query: QueryOf<'getScoreSetting'>) {
  const campus = await queryCampus(db, auth, query);
  const [row] = await schemeRows(db, auth.schId, [campus.id]);
  if (!row) throw notFound('Score settings of the campus');
  return scoreSettingRecord(db, row);
}

/** A campus's scheme, saying whether scores were entered under it this term. */
export async function scoreSettingRecord(db: DbOrTx, row: ScoreSettingRow) {
  const entered = await enteredThisTerm(db, row.schId, row.campusId);
  return record(row.id, schemeAttributes(row, entered.size > 0));
}

/** The campus's activities, or those a class of it offers (404 for a class not of the campus). */
export async function extraCurricularsOf(
  db: DbOrTx,
  auth: Auth,
  query: QueryOf<'listExtraCurriculars'>,
) {
  const classId = query.class_id ? toId(query.class_id) : undefined;
  if (classId !== undefined && !(await classOfCampus(db, auth.schId, auth.campusId, classId))) {
    throw notFound('Class');
  }
  const rows = await activities(db, auth.schId, auth.campusId, false, classId);
  return rows.map(activityRecord);
}

/** The dates of the term asked, or of the campus's current term for what is not asked. */
export async function closingResumptionOf(
  db: DbOrTx,
  auth: Auth,
  query: QueryOf<'getClosingResumption'>,
) {
  let term: string | undefined = query.term;
  let session: string | undefined = query.session;
  if (!term || !session) {
    const current = await currentPeriod(db, auth.schId, auth.campusId);
    term ??= current?.term;
    session ??= current?.session;
  }
  const [row] =
    term && session ? await closingOf(db, auth.schId, [auth.campusId], term, session) : [];
  if (!row) throw notFound('Closing and resumption dates');
  return closingRecord(row);
}
