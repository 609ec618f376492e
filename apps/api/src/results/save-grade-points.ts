/**
 * A campus's grade-point bands, replaced as a set that covers 0 to 100 exactly once; a grade
 * point is stored in hundredths.
 */
import { wholeHalfUp } from '@schoolmates/domain/results';
import type { Auth } from '../auth/sessions.ts';
import type { BodyOf } from '../contract.ts';
import type { Db } from '../db/client.ts';
import { replaceGradePoints } from './bands.queries.ts';
import { checkCoverage, gradePointList } from './bands.ts';

/** Saves the set; answers the campus's bands. */
export async function saveGradePoints(db: Db, auth: Auth, body: BodyOf<'saveGradePoints'>) {
  checkCoverage(
    body.bands.map((b) => ({ from: b.min_mark, to: b.max_mark })),
    { from: 'min_mark', to: 'max_mark' },
    'grade-point',
  );
  await replaceGradePoints(
    db,
    auth.schId,
    auth.campusId,
    body.bands.map((b) => ({
      schId: auth.schId,
      campusId: auth.campusId,
      minMark: b.min_mark,
      maxMark: b.max_mark,
      gradePoint: wholeHalfUp(b.grade_point * 100),
      remark: b.remark,
    })),
  );
  return gradePointList(db, auth.schId, auth.campusId);
}
