import type { Meta, StoryObj } from '@storybook/react-vite';
import { noop } from '../../test/story-states.ts';
import { ResetPasswordView } from './reset-password.view.tsx';

const meta = { title: 'Auth/Reset password' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const ResetPasswordIdle: Story = {
  render: () => (
    <ResetPasswordView
      token="abc"
      busy={false}
      done={false}
      error={null}
      notice={null}
      fieldErrors={{}}
      onSubmit={noop}
    />
  ),
};
export const ResetPasswordResetting: Story = {
  render: () => (
    <ResetPasswordView
      token="abc"
      busy
      done={false}
      error={null}
      notice={null}
      fieldErrors={{}}
      onSubmit={noop}
    />
  ),
};
export const ResetPasswordDone: Story = {
  render: () => (
    <ResetPasswordView
      token="abc"
      busy={false}
      done
      error={null}
      notice="Your password has been reset"
      fieldErrors={{}}
      onSubmit={noop}
    />
  ),
};
export const ResetPasswordExpiredLink: Story = {
  render: () => (
    <ResetPasswordView
      token="abc"
      busy={false}
      done={false}
      error="This reset link has expired."
      notice={null}
      fieldErrors={{ token: ['has expired'] }}
      onSubmit={noop}
    />
  ),
};
export const ResetPasswordNoToken: Story = {
  render: () => (
    <ResetPasswordView
      token=""
      busy={false}
      done={false}
      error={null}
      notice={null}
      fieldErrors={{}}
      onSubmit={noop}
    />
  ),
};
