import {
  Badge,
  Box,
  Button,
  Card,
  Code,
  Dialog,
  Flex,
  Link,
  Progress,
  Text,
} from '@radix-ui/themes';
import { FilterSelect } from '../../components/filter-select.tsx';
import { type PageInfo, Pagination } from '../../components/pagination.tsx';
import type { Loadable } from '../../components/queries.ts';
import { RecordTable } from '../../components/record-table.tsx';
import { SearchField } from '../../components/search-field.tsx';
import { channelLabel } from '../../lib/message-channels.ts';
import {
  eventLabel,
  type Message,
  type MessageCounts,
  type MessageFilters,
  type MessageStatus,
  statusLabel,
} from './messages.api.ts';

const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

const statusColor = {
  queued: 'gray',
  sent: 'blue',
  delivered: 'green',
  failed: 'amber',
  dead: 'red',
} as const satisfies Record<MessageStatus, string>;

/** What the server sends again (409 otherwise): a failed message (before its next try) or a dead one. */
const mayResend = (m: Message) => m.status === 'failed' || m.status === 'dead';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const at = (m: Message) => when.format(new Date(m.created_at));

function MessageStatusBadge({ status }: { status: MessageStatus }) {
  return (
    // Amber's soft text is 4.09:1 on its own background; high contrast reads at 4.5:1 and more.
    <Badge
      color={statusColor[status]}
      variant="soft"
      radius="full"
      highContrast={status === 'failed'}
    >
      {statusLabel[status]}
    </Badge>
  );
}

/** Web addresses in a message's text, so its links can be opened (http and https only). */
const linkPattern = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

/** A message's plain text with its web addresses as links: never read as HTML. */
export function MessageText({ text }: { text: string }) {
  const parts: (string | { url: string })[] = [];
  let from = 0;
  for (const match of text.matchAll(linkPattern)) {
    parts.push(text.slice(from, match.index), { url: match[0] });
    from = match.index + match[0].length;
  }
  parts.push(text.slice(from));
  return (
    <Text as="p" size="2" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the text's parts never move.
          <Link key={i} href={part.url} target="_blank" rel="noreferrer" underline="always">
            {part.url}
          </Link>
        ),
      )}
    </Text>
  );
}

const recipientOf = (m: Message) => (m.recipient_name ? `${m.recipient_name}, ` : '') + m.recipient;

const statuses = Object.keys(statusLabel) as MessageStatus[];
const countOf = (counts: MessageCounts) => statuses.reduce((sum, s) => sum + counts[s], 0);

/** How far the filtered messages (a bulk send, with `batch`) have gone: counts by status (some). */
function DeliveryProgress({
  counts,
  batch,
  refreshing,
  onEveryMessage,
}: {
  counts: MessageCounts;
  batch: string | undefined;
  refreshing: boolean;
  onEveryMessage: () => void;
}) {
  const total = countOf(counts);
  const arrived = counts.sent + counts.delivered;
  return (
    <Card size="2">
      <Flex direction="column" gap="3" role="status" aria-label="Delivery progress">
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Text size="2" weight="medium">
            {batch ? (
              <>
                One bulk send: <Code variant="ghost">{batch}</Code>
              </>
            ) : (
              'Every message of these filters'
            )}
          </Text>
          {batch && (
            <Button size="1" variant="soft" color="gray" onClick={onEveryMessage}>
              Show every message
            </Button>
          )}
        </Flex>
        <Flex justify="between" gap="3" wrap="wrap">
          <Text size="2">
            {arrived} of {total} sent or delivered
          </Text>
          {refreshing && (
            <Text size="2" color="gray">
              Some are on their way: this refreshes every few seconds.
            </Text>
          )}
        </Flex>
        <Progress
          value={(arrived / total) * 100}
          aria-label={`${arrived} of ${total} sent or delivered`}
        />
        <Flex gap="2" wrap="wrap" asChild>
          <ul aria-label="Messages by status" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {statuses.map((s) => (
              <li key={s}>
                <Badge color={statusColor[s]} variant="outline" highContrast={s === 'failed'}>
                  {statusLabel[s]}: {counts[s]}
                </Badge>
              </li>
            ))}
          </ul>
        </Flex>
      </Flex>
    </Card>
  );
}

export interface MessagesViewProps {
  filters: MessageFilters;
  onFilters: (next: MessageFilters) => void;
  rows: Loadable<Message[]>;
  meta: PageInfo | null;
  counts: MessageCounts | null;
  /** The list asks again every few seconds (some messages are on their way). */
  refreshing: boolean;
  /** The message being queued again. */
  sending: string | null;
  onResend: (message: Message) => void;
  /** The mailbox message open to read. */
  reading: Message | null;
  onRead: (message: Message | null) => void;
  onRetry?: () => void;
}

/** The outbox: every message the portal queued, its delivery, and "send again". */
export function MessagesView(props: MessagesViewProps) {
  const { filters } = props;
  const set = (change: Partial<MessageFilters>) =>
    props.onFilters({ ...filters, ...change, page: 1 });
  return (
    // While a message is open, Radix hides the list behind it from readers (aria-hidden);
    // `inert` also puts its buttons out of reach, as axe asks of hidden content.
    <Flex direction="column" gap="4" inert={props.reading !== null}>
      <Flex gap="2" wrap="wrap" align="center">
        <SearchField
          label="Search recipients"
          placeholder="E-mail address or phone number"
          value={filters.recipient ?? ''}
          onSearch={(recipient) => set({ recipient: recipient || undefined })}
        />
        <FilterSelect
          label="Status"
          value={filters.status}
          options={optionsOf(statusLabel)}
          onChange={(status) => set({ status: status as MessageFilters['status'] })}
        />
        <FilterSelect
          label="Channel"
          value={filters.channel}
          options={optionsOf(channelLabel)}
          onChange={(channel) => set({ channel: channel as MessageFilters['channel'] })}
        />
        <FilterSelect
          label="Event"
          value={filters.event}
          options={optionsOf(eventLabel)}
          onChange={(event) => set({ event: event as MessageFilters['event'] })}
        />
      </Flex>
      {props.counts && countOf(props.counts) > 0 && (
        <DeliveryProgress
          counts={props.counts}
          batch={filters.batch}
          refreshing={props.refreshing}
          onEveryMessage={() => set({ batch: undefined })}
        />
      )}
      <RecordTable
        label="Messages"
        rows={props.rows}
        rowKey={(m) => m.id}
        onRetry={props.onRetry}
        empty={{
          title: 'No messages here',
          description:
            'Password resets, released results, invoices and payments send messages; they appear here with their delivery.',
          icon: 'mail',
        }}
        columns={[
          {
            key: 'when',
            header: 'When',
            render: (m) => (
              <>
                <Text size="2">{at(m)}</Text>
                {/* On a phone the row is a card: the hidden columns' essentials sit under the time. */}
                <Box className="sm-show-mobile" mt="1">
                  <Text as="div" size="2" weight="medium">
                    {eventLabel[m.event]} · {channelLabel[m.channel]}
                  </Text>
                  <Text
                    as="div"
                    size="1"
                    color="gray"
                    highContrast
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {recipientOf(m)}
                  </Text>
                  <Flex gap="2" align="center" mt="1">
                    <MessageStatusBadge status={m.status} />
                    <Text size="1" color="gray" highContrast>
                      {m.tries === 1 ? '1 try' : `${m.tries} tries`}
                    </Text>
                  </Flex>
                  {m.last_error && (
                    <Text as="div" size="1" mt="1" style={{ overflowWrap: 'anywhere' }}>
                      {m.last_error}
                    </Text>
                  )}
                </Box>
              </>
            ),
          },
          { key: 'event', header: 'Event', render: (m) => eventLabel[m.event], wide: true },
          { key: 'channel', header: 'Channel', render: (m) => channelLabel[m.channel], wide: true },
          {
            key: 'recipient',
            header: 'Recipient',
            wide: true,
            render: (m) => (
              <Flex direction="column">
                {m.recipient_name && <Text weight="medium">{m.recipient_name}</Text>}
                <Text size="1" color="gray" highContrast style={{ overflowWrap: 'break-word' }}>
                  {m.recipient}
                </Text>
              </Flex>
            ),
          },
          { key: 'subject', header: 'Subject', render: (m) => m.subject, wide: true },
          {
            key: 'status',
            header: 'Status',
            render: (m) => <MessageStatusBadge status={m.status} />,
            wide: true,
          },
          { key: 'tries', header: 'Tries', render: (m) => m.tries, wide: true },
          {
            key: 'error',
            header: 'Last error',
            wide: true,
            render: (m) =>
              m.last_error ? (
                <Text size="1" style={{ overflowWrap: 'anywhere' }}>
                  {m.last_error}
                </Text>
              ) : (
                '–'
              ),
          },
        ]}
        rowActions={(m) => (
          <>
            {m.text !== null && (
              <Button
                size="1"
                variant="soft"
                onClick={() => props.onRead(m)}
                aria-label={`Read ${m.subject} to ${m.recipient}`}
              >
                Read
              </Button>
            )}
            {mayResend(m) && (
              <Button
                size="1"
                loading={props.sending === m.id}
                onClick={() => props.onResend(m)}
                aria-label={`Send again ${m.subject} to ${m.recipient}`}
              >
                Send again
              </Button>
            )}
          </>
        )}
        footer={
          props.meta && (
            <Pagination
              meta={props.meta}
              onPage={(page) => props.onFilters({ ...filters, page })}
            />
          )
        }
      />
      <Dialog.Root
        open={props.reading !== null}
        onOpenChange={(open) => {
          if (!open) props.onRead(null);
        }}
      >
        {props.reading && (
          <Dialog.Content maxWidth="560px">
            <Dialog.Title>{props.reading.subject}</Dialog.Title>
            <Dialog.Description size="2" color="gray">
              To {recipientOf(props.reading)} · {at(props.reading)} · in the portal's own mailbox
              (no mail server is set up)
            </Dialog.Description>
            <Card mt="3">
              <MessageText text={props.reading.text ?? ''} />
            </Card>
            <Flex justify="end" mt="4">
              <Dialog.Close>
                <Button variant="soft" color="gray">
                  Close
                </Button>
              </Dialog.Close>
            </Flex>
          </Dialog.Content>
        )}
      </Dialog.Root>
    </Flex>
  );
}
