/** Area `messages`: the outbox as the Messages screen reads it, and "send again". */
import { item, pageMeta, paging, toId } from '../http/envelope.ts';
import { messageRecord, visibleEvents } from '../messages/access.ts';
import { messageCounts, messagesPage } from '../messages/messages.queries.ts';
import { resendMessage } from '../messages/resend-message.ts';
import type { HandlerMap } from './types.ts';

export const messagesHandlers = {
  async listMessages({ db, auth, query }) {
    const page = paging(query);
    const filter = {
      status: query.status,
      channel: query.channel,
      event: query.event,
      events: visibleEvents(auth),
      batch: query.batch,
      recipient: query.recipient,
    };
    const [{ rows, total }, counts] = await Promise.all([
      messagesPage(db, auth.schId, filter, { limit: page.perPage, offset: page.offset }),
      messageCounts(db, auth.schId, filter),
    ]);
    return {
      data: rows.map((row) => messageRecord(auth, row)),
      meta: pageMeta(page, total),
      counts,
    };
  },

  async resendMessage({ db, outbox, auth, params }) {
    const message = await resendMessage(db, outbox, auth, toId(params.id));
    return item(messageRecord(auth, message), 'The message is queued to be sent again.');
  },
} satisfies Pick<HandlerMap, 'listMessages' | 'resendMessage'>;
