import type { Meta, StoryObj } from '@storybook/react-vite';
import { noop } from '../../test/story-states.ts';
import { OneTimePasswordView } from './one-time-password.view.tsx';

const meta = { title: 'People/One-time password' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const AccountCreated: Story = {
  render: () => (
    <OneTimePasswordView
      login={{ fullname: 'Ada Obi', username: 'BFA/2025/001', one_time_password: 'kite-river-42' }}
      listPath="/"
      listLabel="Back to students"
      onAnother={noop}
    />
  ),
};
