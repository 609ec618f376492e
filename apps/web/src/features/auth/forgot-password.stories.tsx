import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { noop } from '../../test/story-states.ts';
import { ForgotPasswordView } from './forgot-password.view.tsx';

const meta = { title: 'Auth/Forgot password' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const requestLink = fn();

/** Something that is not an email is refused by the browser; an email is sent trimmed. */
export const ForgotPasswordIdle: Story = {
  render: () => (
    <ForgotPasswordView
      busy={false}
      sent={false}
      error={null}
      notice={null}
      fieldErrors={{}}
      onSubmit={requestLink}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    requestLink.mockClear();
    const email = canvas.getByLabelText(/Email/);
    const submit = canvas.getByRole('button', { name: 'Send reset link' });
    await userEvent.type(email, 'ada at school');
    await userEvent.click(submit);
    await expect(requestLink).not.toHaveBeenCalled();
    await expect(email).toBeInvalid();
    await userEvent.clear(email);
    await userEvent.type(email, ' ada@brightfuture.example ');
    await userEvent.click(submit);
    await expect(requestLink).toHaveBeenCalledWith('ada@brightfuture.example');
  },
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
