import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { loadable, mapLoadable } from '../../components/queries.ts';
import {
  filtersFrom,
  onTheirWay,
  paramsOf,
  useMessages,
  useResendMessage,
} from './messages.api.ts';
import { MessagesView } from './messages.view.tsx';

/** The Messages screen; its filters, batch and page live in the address. */
export default function MessagesRoute() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const list = useMessages(filters);
  const resend = useResendMessage();
  const [reading, setReading] = useState<string | null>(null);
  const rows = list.data?.data ?? [];
  return (
    <MessagesView
      filters={filters}
      onFilters={(next) => setParams(paramsOf(next), { replace: true })}
      rows={mapLoadable(loadable(list), (answer) => answer.data)}
      meta={list.data?.meta ?? null}
      counts={list.data?.counts ?? null}
      refreshing={onTheirWay(list.data?.counts)}
      sending={resend.isPending ? (resend.variables ?? null) : null}
      // A refusal (409: it is no longer failed; 404: gone) means the row is out of date.
      onResend={(m) => resend.mutate(m.id, { onError: () => void list.refetch() })}
      reading={rows.find((m) => m.id === reading) ?? null}
      onRead={(m) => setReading(m?.id ?? null)}
      onRetry={() => void list.refetch()}
    />
  );
}
