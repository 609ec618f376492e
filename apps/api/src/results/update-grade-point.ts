/** One grade-point band of the caller's campus: its bounds move (neighbours follow), its point and remark change. */
import { moveBand, wholeHalfUp } from '@schoolmates/domain/results';
import type { Auth } from '../auth/sessions.ts';
import type { BodyOf } from '../contract.ts';
import type { DbOrTx } from '../db/client.ts';
import { gradePointTable } from './bands.queries.ts';
import { editBand, gradePointList } from './bands.ts';

/** Changes the band; answers the campus's bands. */
export async function updateGradePoint(
  db: DbOrTx,
  auth: Auth,
  id: string,
  body: BodyOf<'updateGradePoint'>,
) {
  await editBand(
    db,
    auth,
    gradePointTable,
    id,
    (bands, band) => moveBand(bands, id, body.min_mark ?? band.from, body.max_mark ?? band.to),
    {
      remark: body.remark,
      gradePoint: body.grade_point === undefined ? undefined : wholeHalfUp(body.grade_point * 100),
    },
  );
  return gradePointList(db, auth.schId, auth.campusId);
}
