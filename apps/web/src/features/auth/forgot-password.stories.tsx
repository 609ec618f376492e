import type { Meta, StoryObj } from '@storybook/react-vite';
import { noop } from '../../test/story-states.ts';
import { ForgotPasswordView } from './forgot-password.view.tsx';

const meta = { title: 'Auth/Forgot password' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const ForgotPasswordIdle: Story = {
  render: () => (
    <ForgotPasswordView
      busy={false}
      sent={false}
      error={null}
      notice={null}
      fieldErrors={{}}
      onSubmit={noop}
    />
  ),
};
export const ForgotPasswordRequesting: Story = {
  render: () => (
    <ForgotPasswordView
      busy
      sent={false}
      error={null}
      notice={null}
      fieldErrors={{}}
      onSubmit={noop}
    />
  ),
};
export const ForgotPasswordSent: Story = {
  render: () => (
    <ForgotPasswordView
      busy={false}
      sent
      error={null}
      notice="Check your email for a link to reset your password"
      fieldErrors={{}}
      onSubmit={noop}
    />
  ),
};
