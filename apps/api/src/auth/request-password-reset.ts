/**
 * "Forgot password": one link per active account with the e-mail (it may be in several
 * schools, DECISIONS #17), each queued in the outbox with its reset in one transaction. The
 * link's token is single-use and expires; only its hash is stored with the reset, and no log
 * line carries it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Outbox } from '../messages/outbox.ts';
import { passwordResetWording } from '../messages/templates.ts';
import { activeUsersByEmail, recentPasswordResets } from './accounts.queries.ts';
import { newResetLink } from './reset-links.ts';

export const RESET_MINUTES = 60;
/** Reset links one account may receive in an hour. */
const RESET_EMAILS_PER_ADDRESS = 3;

export async function requestPasswordReset(
  db: Db,
  outbox: Outbox,
  config: Config,
  email: string,
  log: FastifyBaseLogger,
) {
  for (const user of await activeUsersByEmail(db, email)) {
    // An account gets at most 3 links an hour and the server sends at most
    // `resetEmailsPerMinute` in all, so the form cannot flood anyone's mailbox. The answer is
    // the same either way.
    const recent = await recentPasswordResets(db, { schId: user.schId, userId: user.id });
    if (recent.mine >= RESET_EMAILS_PER_ADDRESS || recent.all >= config.resetEmailsPerMinute) {
      log.warn('password reset e-mail not sent: limit reached');
      continue;
    }
    await db.transaction(async (tx) => {
      const { resetId, url } = await newResetLink(tx, config, user, RESET_MINUTES);
      await outbox.queue(tx, [
        {
          schId: user.schId,
          event: 'password_reset',
          eventKey: String(resetId),
          channel: 'email',
          recipient: user.email,
          userId: user.id,
          recipientName: user.name,
          secret: true,
          ...passwordResetWording(user.school, user.name, url, RESET_MINUTES),
        },
      ]);
    });
    log.info({ userId: String(user.id) }, 'password reset e-mail queued');
  }
}
