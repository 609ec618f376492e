/**
 * Area `results`, preschool classes (issue 6): a preschool's results of a term, one pupil's
 * result, and saving one (attendance, topic ratings, activities, comments). Visibility as for
 * class results: a teacher reads and writes the preschool they teach. Saving is the use case
 * results/save-preschool-result.ts.
 */

import { item, list, toId } from '../http/envelope.ts';
import { invalid, notFound } from '../http/errors.ts';
import { checkPreschoolTeacher, preschoolOf, studentOfSchool } from '../results/access.ts';
import { preschoolResultOf, preschoolResultsOf } from '../results/preschool.queries.ts';
import { preschoolRecords } from '../results/preschool.ts';
import { savePreschoolResult } from '../results/save-preschool-result.ts';
import { ownPreschool } from '../school-setup/access.ts';
import type { HandlerMap } from './types.ts';

export const preschoolResultsHandlers = {
  async listPreschoolResults({ db, auth, params, query }) {
    let preschoolId: bigint | null = query.class_id ? toId(query.class_id) : null;
    if (preschoolId === null && auth.role === 'teacher') {
      preschoolId = await ownPreschool(db, auth.schId, auth.userId);
    }
    if (preschoolId === null) throw invalid({ class_id: ['is required'] });
    const pre = await preschoolOf(db, auth, preschoolId);
    await checkPreschoolTeacher(db, auth, pre.id);
    const rows = await preschoolResultsOf(db, pre, params);
    return list(await preschoolRecords(db, rows));
  },

  async getPreschoolResult({ db, auth, params }) {
    const student = await studentOfSchool(db, auth, params.student_id);
    const row = await preschoolResultOf(db, auth.schId, student.id, params);
    if (!row) throw notFound('Preschool result');
    await checkPreschoolTeacher(db, auth, row.preschoolId);
    const [rec] = await preschoolRecords(db, [row]);
    if (!rec) throw notFound('Preschool result');
    return item(rec);
  },

  async savePreschoolResult({ db, auth, body }) {
    return item(await savePreschoolResult(db, auth, body), 'Result saved.');
  },
} satisfies Partial<HandlerMap>;
