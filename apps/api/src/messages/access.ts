/** Who reads which messages: a bursar the finance ones; the text only the superadmin, from the mailbox. */
import type { Schema } from '@schoolmates/sdk';
import type { Auth } from '../auth/sessions.ts';
import type { MessageRow } from './messages.queries.ts';

const FINANCE_EVENTS = [
  'invoice_issued',
  'payment_received',
  'payment_reversed',
] as const satisfies readonly Schema<'MessageEvent'>[];

/** The events `auth` may see; undefined: all. */
export const visibleEvents = (auth: Auth) => (auth.role === 'account' ? FINANCE_EVENTS : undefined);

export const mayRead = (auth: Auth, message: MessageRow) =>
  message.schId === auth.schId &&
  (visibleEvents(auth)?.some((event) => event === message.event) ?? true);

/** A message as the Messages screen shows it to `auth`. */
export function messageRecord(auth: Auth, message: MessageRow): Schema<'OutboxMessage'> {
  return {
    id: String(message.id),
    event: message.event,
    channel: message.channel,
    recipient: message.recipient,
    recipient_name: message.recipientName,
    subject: message.subject,
    status: message.status,
    tries: message.tries,
    last_error: message.lastError,
    batch: message.batch,
    transport: message.transport,
    // Mail that left the portal may hold a one-time link: nobody reads it here.
    text: auth.role === 'superadmin' && message.transport === 'mailbox' ? message.text : null,
    created_at: message.createdAt.toISOString(),
    updated_at: message.updatedAt.toISOString(),
  };
}
