import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { noop } from '../../test/story-states.ts';
import { SignUpView } from './sign-up.view.tsx';

const meta = { title: 'Auth/Sign up' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const signUp = fn();

/** An email without an @ is refused by the browser; a filled form sends the school and its admin. */
export const SignUpIdle: Story = {
  render: () => <SignUpView busy={false} error={null} fieldErrors={{}} onSubmit={signUp} />,
  play: async ({ canvas, userEvent }) => {
    signUp.mockClear();
    const email = canvas.getByLabelText(/Email/);
    const submit = canvas.getByRole('button', { name: 'Create school' });
    await userEvent.type(canvas.getByLabelText(/School name/), ' Bright Future Academy ');
    await userEvent.type(canvas.getByLabelText(/First name/), 'Ada');
    await userEvent.type(canvas.getByLabelText(/Surname/), 'Obi');
    await userEvent.type(email, 'ada at brightfuture');
    await userEvent.type(canvas.getByLabelText(/Password/), 'long-enough-secret');
    await userEvent.click(submit);
    await expect(signUp).not.toHaveBeenCalled();
    await expect(email).toBeInvalid();
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@brightfuture.example');
    await userEvent.click(submit);
    await expect(signUp).toHaveBeenCalledWith({
      school_name: 'Bright Future Academy',
      school_type: 'elementary',
      firstname: 'Ada',
      surname: 'Obi',
      email: 'ada@brightfuture.example',
      password: 'long-enough-secret',
    });
  },
};
export const SignUpSigningUp: Story = {
  render: () => <SignUpView busy error={null} fieldErrors={{}} onSubmit={noop} />,
};
export const SignUpFieldErrors: Story = {
  render: () => (
    <SignUpView
      busy={false}
      error="Unable to sign up"
      fieldErrors={{ email: ['Is already taken.'], password: ['Must be at least 8 characters.'] }}
      onSubmit={noop}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unable to sign up')).toBeVisible();
    await expect(canvas.getByLabelText(/Email/)).toHaveAccessibleDescription('Is already taken.');
    await expect(canvas.getByLabelText(/Password/)).toHaveAccessibleDescription(
      'Must be at least 8 characters.',
    );
  },
};
