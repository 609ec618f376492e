/**
 * The Messages screen's list: a page of the outbox the caller may see, filtered as asked, with
 * the counts of the whole filtered list by status.
 */
import type { Auth } from '../auth/sessions.ts';
import type { QueryOf } from '../contract.ts';
import type { DbOrTx } from '../db/client.ts';
import { pageMeta, paging } from '../http/envelope.ts';
import { messageRecord, visibleEvents } from './access.ts';
import { messageCounts, messagesPage } from './messages.queries.ts';

export async function messageList(db: DbOrTx, auth: Auth, query: QueryOf<'listMessages'>) {
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
    records: rows.map((row) => messageRecord(auth, row)),
    meta: pageMeta(page, total),
    counts,
  };
}
