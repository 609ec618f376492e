/**
 * A one-time password sent to the person it is for, when they have an e-mail address (it is
 * still shown once on screen). Each issue is its own message: a new password replaces the last.
 */
import type { Config } from '../config.ts';
import type { Notification } from '../messages/notify.ts';
import { oneTimePasswordWording } from '../messages/templates.ts';

export interface IssuedPassword {
  userId: bigint;
  username: string;
  password: string;
}

export function oneTimePasswordNotice(
  schId: bigint,
  issued: readonly IssuedPassword[],
  issuedAt: Date,
  config: Pick<Config, 'publicUrl'>,
): Notification<IssuedPassword & { eventKey: string }> {
  return {
    schId,
    event: 'one_time_password',
    secret: true,
    to: issued.map((p) => ({ ...p, eventKey: `${p.userId}:${issuedAt.getTime()}` })),
    wording: (person, school, p) =>
      oneTimePasswordWording(school, person.firstname, p.username, p.password, config.publicUrl),
  };
}
