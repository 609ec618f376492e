/** A campus's grading bands, replaced as a set that covers 0 to 100 exactly once. */
import type { Auth } from '../auth/sessions.ts';
import type { BodyOf } from '../contract.ts';
import type { Db } from '../db/client.ts';
import { replaceGradingBands } from './bands.queries.ts';
import { checkCoverage, gradingList } from './bands.ts';

/** Saves the set; answers the campus's bands. */
export async function saveGradingBands(db: Db, auth: Auth, body: BodyOf<'saveGradingBands'>) {
  checkCoverage(
    body.bands.map((b) => ({ from: b.score_from, to: b.score_to })),
    { from: 'score_from', to: 'score_to' },
    'grading',
  );
  await replaceGradingBands(
    db,
    auth.schId,
    auth.campusId,
    body.bands.map((b) => ({
      schId: auth.schId,
      campusId: auth.campusId,
      scoreFrom: b.score_from,
      scoreTo: b.score_to,
      grade: b.grade,
      remark: b.remark,
    })),
  );
  return gradingList(db, auth.schId, auth.campusId);
}
