/**
 * The principal's comment on a student's mid-term or end-of-term result: only while the result
 * is not released (withhold it first), written with its audit entry (results.queries.ts).
 */
import type { Auth } from '../auth/sessions.ts';
import type { BodyOf } from '../contract.ts';
import type { DbOrTx } from '../db/client.ts';
import { must } from '../db/rows.ts';
import { conflict, notFound } from '../http/errors.ts';
import { studentOfSchool } from './access.ts';
import { classOfResult, resultOf, writeHosComment } from './results.queries.ts';
import { loadSheets, type SheetRow } from './sheets.queries.ts';
import { resultRecords } from './sheets.ts';

/** Saves the comment; answers the result as it now reads. */
export async function saveHosComment(db: DbOrTx, auth: Auth, body: BodyOf<'saveHosComment'>) {
  const period = body.period ?? 'Second Half';
  const student = await studentOfSchool(db, auth, body.student_id);
  const result = await resultOf(db, auth.schId, student.id, period, body.term, body.session);
  if (!result) throw notFound(period === 'First Half' ? 'Mid-term result' : 'End-of-term result');
  if (result.status === 'released') {
    throw conflict("This result is released; withhold it first to change the principal's comment.");
  }
  await writeHosComment(db, result, body.hos_comment, {
    schId: auth.schId,
    actorId: auth.userId,
  });
  const cls = await classOfResult(db, result);
  const sheets = await loadSheets(db, [cls], body.term, body.session);
  const mine = (r: SheetRow) => r.result.id === result.id;
  const [saved] =
    period === 'First Half'
      ? await resultRecords(db, sheets, 'midterm', mine)
      : await resultRecords(db, sheets, 'endterm', mine);
  return must(saved);
}
