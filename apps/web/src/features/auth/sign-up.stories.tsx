import type { Meta, StoryObj } from '@storybook/react-vite';
import { noop } from '../../test/story-states.ts';
import { SignUpView } from './sign-up.view.tsx';

const meta = { title: 'Auth/Sign up' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

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
