import type { Meta, StoryObj } from '@storybook/react-vite';
import { page1 } from '../../../test/fixtures.ts';
import { noop } from '../../../test/story-states.ts';
import { GuardianListView, type GuardianListViewProps } from './guardian-list.view.tsx';
import { guardianRows } from './guardians.fixtures.ts';

const meta = { title: 'People/Guardians' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const base: GuardianListViewProps = {
  rows: { status: 'ready', data: guardianRows },
  meta: page1,
  search: '',
  canManage: true,
  busy: null,
  onSearch: noop,
  onPage: noop,
  onAdd: noop,
  onEdit: noop,
  onLink: noop,
  onUnlink: noop,
  onInvite: noop,
};
const at = (change: Partial<GuardianListViewProps>): Story => ({
  render: () => <GuardianListView {...base} {...change} />,
});

/** Each guardian with their children (relationship, fee contact), contacts, signed in or invited. */
export const GuardiansFilled: Story = at({});
/** A bursar reads the contacts and changes nothing. */
export const GuardiansReadOnly: Story = at({ canManage: false });
export const GuardiansLoading: Story = at({ rows: { status: 'loading' }, meta: null });
export const GuardiansEmpty: Story = at({ rows: { status: 'ready', data: [] }, meta: null });
export const GuardiansSearchEmpty: Story = at({
  rows: { status: 'ready', data: [] },
  search: 'Okonkwo',
  meta: null,
});
export const GuardiansError: Story = at({
  rows: { status: 'error', message: 'The server took too long' },
  meta: null,
});
/** The invitation going out again. */
export const GuardiansInviting: Story = at({ busy: '802' });
