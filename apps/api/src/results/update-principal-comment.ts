/** A comment of the campus's comment bank: its text and its range of averages, kept in order. */
import type { Auth } from '../auth/sessions.ts';
import type { BodyOf } from '../contract.ts';
import type { DbOrTx } from '../db/client.ts';
import { commentOf } from './access.ts';
import { updateComment } from './settings.queries.ts';
import { checkCommentRange, principalCommentRecord } from './settings.ts';

export async function updatePrincipalComment(
  db: DbOrTx,
  auth: Auth,
  id: string,
  body: BodyOf<'updatePrincipalComment'>,
) {
  const row = await commentOf(db, auth, id);
  const from = body.score_from ?? row.c.scoreFrom;
  const to = body.score_to ?? row.c.scoreTo;
  checkCommentRange(from, to);
  await updateComment(db, auth.schId, row.c.id, {
    comment: body.hos_comment ?? row.c.comment,
    scoreFrom: from,
    scoreTo: to,
  });
  return principalCommentRecord(await commentOf(db, auth, String(row.c.id)));
}
