/**
 * A guardian's invitation: a one-time link, valid for 7 days, to choose a password (a
 * password reset under another name), queued in the caller's transaction on the channels that
 * reach the guardian. A new invitation ends the earlier links.
 */
import { newResetLink } from '../auth/reset-links.ts';
import type { Config } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { notify } from '../messages/notify.ts';
import type { Outbox } from '../messages/outbox.ts';
import { guardianInvitationWording } from '../messages/templates.ts';
import { childrenOf, endOpenResets } from './guardians.queries.ts';

export const INVITATION_DAYS = 7;

/** Answers how many messages were queued (0: no channel reaches the guardian). */
export async function queueInvitation(
  tx: DbOrTx,
  outbox: Outbox,
  config: Pick<Config, 'publicUrl'>,
  guardian: { schId: bigint; id: bigint },
) {
  await endOpenResets(tx, guardian.schId, guardian.id);
  const { resetId, url } = await newResetLink(tx, config, guardian, INVITATION_DAYS * 24 * 60);
  const children = (await childrenOf(tx, guardian.schId, [guardian.id])).map((c) => c.studentName);
  return notify(tx, outbox, {
    schId: guardian.schId,
    event: 'guardian_invitation',
    to: [{ userId: guardian.id, eventKey: String(resetId) }],
    secret: true,
    wording: (recipient, school) =>
      guardianInvitationWording(
        school,
        recipient.firstname,
        children.join(', ') || 'your children',
        url,
        INVITATION_DAYS,
      ),
  });
}
