import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { noop } from '../../test/story-states.ts';
import { SignInView } from './sign-in.view.tsx';

const meta = { title: 'Auth/Sign in' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const signIn = fn();

/** Empty fields are refused by the browser; a filled form sends the trimmed username. */
export const SignInIdle: Story = {
  render: () => <SignInView busy={false} error={null} fieldErrors={{}} onSubmit={signIn} />,
  play: async ({ canvas, userEvent }) => {
    signIn.mockClear();
    const username = canvas.getByLabelText(/Username/);
    const password = canvas.getByLabelText(/Password/);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(signIn).not.toHaveBeenCalled();
    await expect(username).toBeInvalid();
    await userEvent.type(username, '  ada.obi ');
    await userEvent.type(password, 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(signIn).toHaveBeenCalledWith('ada.obi', 'correct horse');
  },
};
export const SignInSigningIn: Story = {
  render: () => <SignInView busy error={null} fieldErrors={{}} onSubmit={noop} />,
};
export const SignInFailed: Story = {
  render: () => (
    <SignInView
      busy={false}
      error="The username or password is not correct."
      fieldErrors={{}}
      onSubmit={noop}
    />
  ),
};
export const SignInFieldErrors: Story = {
  render: () => (
    <SignInView
      busy={false}
      error="Unable to sign in"
      fieldErrors={{ username: ['Is required.'] }}
      onSubmit={noop}
    />
  ),
  play: async ({ canvas }) => {
    const username = canvas.getByLabelText(/Username/);
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveAccessibleDescription('Is required.');
    await expect(canvas.getByText('Unable to sign in')).toBeVisible();
  },
};
export const SignInAfterReset: Story = {
  render: () => (
    <SignInView
      busy={false}
      error={null}
      notice="Your password has been reset"
      fieldErrors={{}}
      onSubmit={noop}
    />
  ),
};
