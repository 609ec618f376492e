import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { noop } from '../../test/story-states.ts';
import { ResetPasswordView } from './reset-password.view.tsx';

const meta = { title: 'Auth/Reset password' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const resetPassword = fn();

/** Two different passwords show a message under the confirmation; matching ones are sent. */
export const ResetPasswordIdle: Story = {
  render: () => (
    <ResetPasswordView
      token="abc"
      busy={false}
      done={false}
      error={null}
      notice={null}
      fieldErrors={{}}
      onSubmit={resetPassword}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    resetPassword.mockClear();
    const password = canvas.getByLabelText(/^New password/);
    const confirmation = canvas.getByLabelText(/Confirm new password/);
    const submit = canvas.getByRole('button', { name: 'Reset password' });
    await userEvent.type(password, 'new-secret-1');
    await userEvent.type(confirmation, 'new-secret-2');
    await userEvent.click(submit);
    await expect(resetPassword).not.toHaveBeenCalled();
    await expect(confirmation).toHaveAccessibleDescription('The two passwords do not match.');
    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, 'new-secret-1');
    await userEvent.click(submit);
    await expect(resetPassword).toHaveBeenCalledWith({
      token: 'abc',
      password: 'new-secret-1',
      password_confirmation: 'new-secret-1',
    });
    await expect(confirmation).not.toHaveAccessibleDescription();
  },
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
/** A link opened while signed in (a reset mail read in the portal's mailbox). */
export const ResetPasswordSignedIn: Story = {
  render: () => (
    <ResetPasswordView
      token="abc"
      busy={false}
      done={false}
      error={null}
      notice={null}
      fieldErrors={{}}
      signedInAs="Okafor Ngozi"
      onSubmit={noop}
    />
  ),
};
/** Another account's password reset: the signed-in person stays signed in. */
export const ResetPasswordDoneSignedIn: Story = {
  render: () => (
    <ResetPasswordView
      token="abc"
      busy={false}
      done
      error={null}
      notice={null}
      fieldErrors={{}}
      signedInAs="Okafor Ngozi"
      onSubmit={noop}
    />
  ),
};
