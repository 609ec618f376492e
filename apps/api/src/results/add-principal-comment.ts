/** A comment of the principal's comment bank, for whole averages from..to, signed by the caller. */
import type { Auth } from '../auth/sessions.ts';
import type { BodyOf } from '../contract.ts';
import type { DbOrTx } from '../db/client.ts';
import { commentOf } from './access.ts';
import { insertComment } from './settings.queries.ts';
import { checkCommentRange, principalCommentRecord } from './settings.ts';

export async function addPrincipalComment(
  db: DbOrTx,
  auth: Auth,
  body: BodyOf<'createPrincipalComment'>,
) {
  checkCommentRange(body.score_from, body.score_to);
  const id = await insertComment(db, {
    schId: auth.schId,
    campusId: auth.campusId,
    hosId: auth.userId,
    comment: body.hos_comment,
    scoreFrom: body.score_from,
    scoreTo: body.score_to,
  });
  return principalCommentRecord(await commentOf(db, auth, String(id)));
}
