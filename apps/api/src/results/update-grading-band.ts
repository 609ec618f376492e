/** One grading band of the caller's campus: its bounds move (neighbours follow), its grade and remark change. */
import { moveBand } from '@schoolmates/domain/results';
import type { Auth } from '../auth/sessions.ts';
import type { BodyOf } from '../contract.ts';
import type { DbOrTx } from '../db/client.ts';
import { gradingTable } from './bands.queries.ts';
import { editBand, gradingList } from './bands.ts';

/** Changes the band; answers the campus's bands. */
export async function updateGradingBand(
  db: DbOrTx,
  auth: Auth,
  id: string,
  body: BodyOf<'updateGradingBand'>,
) {
  await editBand(
    db,
    auth,
    gradingTable,
    id,
    (bands, band) => moveBand(bands, id, body.score_from ?? band.from, body.score_to ?? band.to),
    { grade: body.grade, remark: body.remark },
  );
  return gradingList(db, auth.schId, auth.campusId);
}
