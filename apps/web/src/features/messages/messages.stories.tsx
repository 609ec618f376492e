import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, loading, noop, ready } from '../../test/story-states.ts';
import type { Message } from './messages.api.ts';
import { MessagesView, type MessagesViewProps } from './messages.view.tsx';

const meta = { title: 'Messages/Messages' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const resetLink = 'https://demo.schoolmates.ng/reset-password?token=q8Vn2kLx0bR4';

const message = (id: string, change: Partial<Message>): Message => ({
  id,
  event: 'result_released',
  channel: 'email',
  recipient: 'ada.obi@example.com',
  recipient_name: 'Obi Ada Chioma',
  subject: 'Your result is out (Bright Future Academy)',
  status: 'delivered',
  tries: 1,
  last_error: null,
  batch: null,
  transport: 'smtp',
  text: null,
  created_at: '2026-03-02T08:15:00Z',
  updated_at: '2026-03-02T08:15:04Z',
  ...change,
});

/** One message in each status, and the demo's reset mail in the portal's own mailbox. */
const messages: Message[] = [
  message('7', {
    event: 'password_reset',
    recipient: 'bello.musa@example.com',
    recipient_name: 'Bello Musa',
    subject: 'Reset your password (Bright Future Academy)',
    transport: 'mailbox',
    created_at: '2026-03-02T09:20:00Z',
    text: `Dear Musa Bello,\n\nSomeone asked to reset the password of your SchoolMates account. Open the link within 30 minutes to choose a new password. If it was not you, ignore this message: your password stays as it is.\n\nChoose a new password: ${resetLink}\n\nBright Future Academy`,
  }),
  message('6', {
    status: 'queued',
    tries: 0,
    transport: null,
    recipient: 'emeka.nwosu@example.com',
    recipient_name: 'Nwosu Emeka',
    created_at: '2026-03-02T09:12:00Z',
  }),
  message('5', {
    event: 'invoice_issued',
    channel: 'sms',
    status: 'sent',
    recipient: '+2348031234567',
    recipient_name: 'Okafor Ngozi',
    subject: 'Invoice INV-2026-0042 (Bright Future Academy)',
    transport: 'termii',
    created_at: '2026-03-02T09:05:00Z',
  }),
  message('4', {
    event: 'payment_received',
    channel: 'whatsapp',
    status: 'failed',
    tries: 2,
    recipient: '+2348059876543',
    recipient_name: null,
    subject: 'Payment received (Bright Future Academy)',
    last_error: 'WhatsApp: the template payment_received is not approved',
    transport: null,
    created_at: '2026-03-02T08:50:00Z',
  }),
  message('3', {
    status: 'dead',
    tries: 5,
    recipient: 'tunde.bakare@example',
    recipient_name: 'Bakare Tunde',
    last_error: '550 5.1.1 <tunde.bakare@example>: Recipient address rejected',
    transport: null,
  }),
  message('2', { event: 'one_time_password', subject: 'Your SchoolMates account' }),
];

const counts = { queued: 1, sent: 1, delivered: 2, failed: 1, dead: 1 };

const view = (props: Partial<MessagesViewProps>) => (
  <MessagesView
    filters={{ page: 1 }}
    onFilters={noop}
    rows={ready(messages)}
    meta={{ page: 1, per_page: 25, total: messages.length, last_page: 1 }}
    counts={counts}
    refreshing
    sending={null}
    onResend={noop}
    reading={null}
    onRead={noop}
    onRetry={noop}
    {...props}
  />
);

export const MessagesFilled: Story = { render: () => view({}) };
export const MessagesLoading: Story = {
  render: () => view({ rows: loading, meta: null, counts: null, refreshing: false }),
};
export const MessagesEmpty: Story = {
  render: () =>
    view({
      filters: { status: 'dead', page: 1 },
      rows: ready([]),
      meta: { page: 1, per_page: 25, total: 0, last_page: 0 },
      counts: { queued: 0, sent: 0, delivered: 0, failed: 0, dead: 0 },
      refreshing: false,
    }),
};
export const MessagesError: Story = {
  render: () => view({ rows: failed, meta: null, counts: null, refreshing: false }),
};
/** Linked from a class's release: that send's progress, refreshing while some are on their way. */
export const MessagesBatchProgress: Story = {
  render: () => {
    const batch = 'release:JSS 1 A:First Term 2025/2026';
    const sent = messages
      .filter((m) => m.event === 'result_released')
      .map((m) => ({ ...m, batch }));
    return view({
      filters: { batch, page: 1 },
      rows: ready(sent),
      meta: { page: 1, per_page: 25, total: 25, last_page: 1 },
      counts: { queued: 12, sent: 0, delivered: 11, failed: 1, dead: 1 },
    });
  },
};
/** "Send again" pressed on the dead message: it is being queued. */
export const MessagesSendingAgain: Story = { render: () => view({ sending: '3' }) };
/** The superadmin reads the demo's reset mail, delivered to the portal's own mailbox. */
export const MessagesMailboxOpen: Story = {
  render: () => view({ reading: messages[0] ?? null }),
};
