import type { Meta, StoryObj } from '@storybook/react-vite';
import { ForgotPasswordView } from './forgot-password.view.tsx';
import { ResetPasswordView } from './reset-password.view.tsx';
import { SignInView } from './sign-in.view.tsx';
import { SignUpView } from './sign-up.view.tsx';

/** The public screens' views with hand-made props (the machine-driven ones: session.stories.tsx). */
const meta = { title: 'Auth/Public screens' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => {};

export const SignInIdle: Story = {
  render: () => <SignInView busy={false} error={null} fieldErrors={{}} onSubmit={noop} />,
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
      fieldErrors={{ username: ['is required'] }}
      onSubmit={noop}
    />
  ),
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
export const SignUpIdle: Story = {
  render: () => <SignUpView busy={false} error={null} fieldErrors={{}} onSubmit={noop} />,
};
export const SignUpSigningUp: Story = {
  render: () => <SignUpView busy error={null} fieldErrors={{}} onSubmit={noop} />,
};
export const SignUpFieldErrors: Story = {
  render: () => (
    <SignUpView
      busy={false}
      error="Unable to sign up"
      fieldErrors={{ email: ['is already taken'], password: ['must be at least 8 characters'] }}
      onSubmit={noop}
    />
  ),
};
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
