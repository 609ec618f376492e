import type { Meta, StoryObj } from '@storybook/react-vite';
import { noop } from '../../test/story-states.ts';
import { SignInView } from './sign-in.view.tsx';

const meta = { title: 'Auth/Sign in' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

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
