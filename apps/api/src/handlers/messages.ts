/** Area `messages`: the outbox as the Messages screen reads it, and "send again". */
import { item, toId } from '../http/envelope.ts';
import { messageRecord } from '../messages/access.ts';
import { messageList } from '../messages/message-list.ts';
import { resendMessage } from '../messages/resend-message.ts';
import type { HandlerMap } from './types.ts';

export const messagesHandlers = {
  async listMessages({ db, auth, query }) {
    const { records, meta, counts } = await messageList(db, auth, query);
    return { data: records, meta, counts };
  },

  async resendMessage({ db, outbox, auth, params }) {
    const message = await resendMessage(db, outbox, auth, toId(params.id));
    return item(messageRecord(auth, message), 'The message is queued to be sent again.');
  },
} satisfies Pick<HandlerMap, 'listMessages' | 'resendMessage'>;
