/** "Send again": a failed or dead message queued once more, its tries counted afresh. */
import type { Auth } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { conflict, notFound } from '../http/errors.ts';
import { mayRead } from './access.ts';
import { messageOf, requeueMessage } from './messages.queries.ts';
import type { Outbox } from './outbox.ts';

export async function resendMessage(db: Db, outbox: Outbox, auth: Auth, id: bigint) {
  return db.transaction(async (tx) => {
    const message = await messageOf(tx, auth.schId, id);
    if (!message || !mayRead(auth, message)) throw notFound('Message');
    if (!(await requeueMessage(tx, auth.schId, id, new Date()))) {
      throw conflict(
        `This message is ${message.status}; only a failed or dead message is sent again.`,
      );
    }
    await outbox.requeue(tx, message);
    return { ...message, status: 'queued' as const, tries: 0, lastError: null };
  });
}
