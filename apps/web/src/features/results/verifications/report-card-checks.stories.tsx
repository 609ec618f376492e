import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, loading, noop, ready } from '../../../test/story-states.ts';
import { type CardCheckEntry, ReportCardChecksView } from './report-card-checks.view.tsx';

const meta = { title: 'Results/Report card checks' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const entry = (
  id: string,
  pin: CardCheckEntry['pin'],
  status: CardCheckEntry['status'],
  at: string,
): CardCheckEntry => ({
  queryId: id,
  code: 'SM-1-7K3Q-92XD-4HNP',
  student_id: '301',
  student_fullname: 'Obi Ada Chioma',
  class_name: 'JSS 1 A',
  period: 'Second Half',
  term: 'First Term',
  session: '2025/2026',
  status,
  pin,
  checked_at: at,
});
const checks = [
  entry('4', 'none', 'replaced', '2026-01-09T08:00:00Z'),
  entry('3', 'right', 'valid', '2025-12-20T10:15:00Z'),
  entry('2', 'wrong', 'valid', '2025-12-20T10:14:00Z'),
  entry('1', 'none', 'valid', '2025-12-20T10:13:00Z'),
];
const view = (props: Partial<Parameters<typeof ReportCardChecksView>[0]>) => (
  <ReportCardChecksView
    checks={ready(checks)}
    meta={{ page: 1, per_page: 25, total: 4, last_page: 1 }}
    onPage={noop}
    onRetry={noop}
    {...props}
  />
);
export const ChecksFilled: Story = { render: () => view({}) };
export const ChecksEmpty: Story = { render: () => view({ checks: ready([]), meta: null }) };
export const ChecksLoading: Story = { render: () => view({ checks: loading, meta: null }) };
export const ChecksError: Story = { render: () => view({ checks: failed, meta: null }) };
