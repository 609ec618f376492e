import '../results.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, loading, noop, ready } from '../../../test/story-states.ts';
import { choice, classes } from '../results.fixtures.ts';
import { type AuditEntry, AuditView } from './audit.view.tsx';

const meta = { title: 'Results/Audit trail' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const entry = (id: string, action: AuditEntry['action'], at: string): AuditEntry => ({
  queryId: id,
  action,
  created_at: at,
  actor_id: '3',
  actor_name: 'Bello Musa',
  result_id: '90',
  student_id: '301',
  student_fullname: 'Obi Ada Chioma',
  admission_number: 'BFA/092025/00001',
  class_id: '12',
  class_name: 'JSS 1',
  sub_class: 'A',
  period: 'Second Half',
  term: 'First Term',
  session: '2025/2026',
  detail:
    action === 'change'
      ? { scores: [{ component: 'exam', score: 51 }] }
      : action === 'withhold'
        ? { from: 'released', reason: 'Fees outstanding' }
        : { from: 'not_released' },
});
const entries = [
  entry('3', 'change', '2025-12-10T10:15:00Z'),
  entry('2', 'withhold', '2025-12-09T14:02:00Z'),
  entry('1', 'release', '2025-12-08T09:30:00Z'),
];
const view = (props: Partial<Parameters<typeof AuditView>[0]>) => (
  <AuditView
    choice={choice}
    onChoice={noop}
    filters={{ classKey: '12|A', studentId: '', actorId: '', from: '', to: '' }}
    onFilters={noop}
    classes={classes}
    students={[{ value: '301', label: 'Obi Ada Chioma' }]}
    actors={[{ value: '3', label: 'Bello Musa' }]}
    entries={ready(entries)}
    meta={{ page: 1, per_page: 25, total: 3, last_page: 1 }}
    onPage={noop}
    errors={{}}
    onRetry={noop}
    {...props}
  />
);
export const AuditFilled: Story = { render: () => view({}) };
export const AuditEmpty: Story = { render: () => view({ entries: ready([]), meta: null }) };
export const AuditLoading: Story = { render: () => view({ entries: loading, meta: null }) };
export const AuditError: Story = { render: () => view({ entries: failed, meta: null }) };
export const AuditBadRange: Story = {
  render: () =>
    view({
      filters: { classKey: '', studentId: '', actorId: '', from: '2025-12-10', to: '2025-12-01' },
      entries: ready([]),
      meta: null,
      errors: { to: ['The last day must not be before the first.'] },
    }),
};
