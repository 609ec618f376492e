import { type operations, type Schema, unwrap } from '@schoolmates/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useChange } from '../../components/mutations.ts';
import { useApi } from '../../lib/api.tsx';
import { channelLabel } from '../../lib/message-channels.ts';

export type Message = Schema<'OutboxMessage'>;
export type MessageCounts = Schema<'MessageCounts'>;
export type MessageStatus = Schema<'MessageStatus'>;
export type MessageEvent = Schema<'MessageEvent'>;
export type MessageFilters = NonNullable<operations['listMessages']['parameters']['query']>;

export const messageKeys = { all: ['messages'] as const };

export const messagesPerPage = 25;
/** How often the list asks again while messages are still on their way. */
export const refreshEvery = 3000;

export const statusLabel = {
  queued: 'Queued',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
  dead: 'Dead',
} as const satisfies Record<MessageStatus, string>;

export const eventLabel = {
  password_reset: 'Password reset',
  one_time_password: 'One-time password',
  result_released: 'Result released',
  invoice_issued: 'Invoice issued',
  payment_received: 'Payment received',
  payment_reversed: 'Payment reversed',
  announcement_published: 'Announcement',
  assignment_published: 'Assignment published',
  assignment_marked: 'Assignment marked',
  student_absent: 'Absence',
  guardian_invitation: 'Guardian invitation',
} as const satisfies Record<MessageEvent, string>;

const oneOf = <T extends string>(labels: Record<T, string>, value: string | null) =>
  value !== null && Object.hasOwn(labels, value) ? (value as T) : undefined;

/** The filters and page of the address (`?status=failed&batch=…&page=2`); unknown values are dropped. */
export function filtersFrom(params: URLSearchParams): MessageFilters {
  const page = Number(params.get('page'));
  return {
    status: oneOf(statusLabel, params.get('status')),
    channel: oneOf(channelLabel, params.get('channel')),
    event: oneOf(eventLabel, params.get('event')),
    recipient: params.get('recipient')?.trim() || undefined,
    batch: params.get('batch') || undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of `filters`: only what is set, and no page 1. */
export function paramsOf(filters: MessageFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) {
      params.set(key, String(value));
    }
  }
  return params;
}

/** Messages the worker will still try: waiting for it, or waiting for a retry after a failed try. */
export const onTheirWay = (counts: MessageCounts | undefined) =>
  counts !== undefined && counts.queued + counts.failed > 0;

/**
 * A page of messages and the counts of their filter. Messages change on the server without
 * anyone here writing (the worker sends them), so the list is asked for afresh on every visit
 * and every few seconds while some are on their way.
 */
export function useMessages(filters: MessageFilters) {
  const client = useApi();
  return useQuery({
    queryKey: [...messageKeys.all, filters],
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
    refetchInterval: (query) => (onTheirWay(query.state.data?.counts) ? refreshEvery : false),
    queryFn: () =>
      unwrap(
        client.GET('/messages', { params: { query: { ...filters, per_page: messagesPerPage } } }),
      ),
  });
}

/** "Send again": a failed or dead message queued once more. */
export function useResendMessage() {
  const client = useApi();
  return useChange(
    messageKeys.all,
    (id: string) => unwrap(client.POST('/messages/{id}/resend', { params: { path: { id } } })),
    'Message queued to be sent again',
  );
}
