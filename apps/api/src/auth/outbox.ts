/**
 * Outgoing e-mail. There is no mail transport yet: messages are kept here (the last 100) and
 * logged without their secret parts; tests read them. A real transport replaces `send`.
 */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The secret the mail carries (reset token), for tests only. */
  secret?: string;
}

export const outbox: Mail[] = [];

export function send(mail: Mail): void {
  outbox.push(mail);
  if (outbox.length > 100) outbox.shift();
}
