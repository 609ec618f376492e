import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { noop } from '../../../test/story-states.ts';
import { CampusFormView } from './campus-form.view.tsx';

const meta = { title: 'Setup/Campus form' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const createCampus = fn();

/** A phone number with letters is refused by the browser; a filled form is sent trimmed. */
export const CampusFormCreate: Story = {
  render: () => (
    <CampusFormView
      mode="create"
      status="ready"
      busy={false}
      errors={{}}
      onSubmit={createCampus}
      onCancel={noop}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    createCampus.mockClear();
    const phone = canvas.getByLabelText(/Phone/);
    const submit = canvas.getByRole('button', { name: 'Create campus' });
    await userEvent.type(canvas.getByLabelText(/Campus name/), ' Lekki Campus ');
    await userEvent.type(canvas.getByLabelText(/Email/), 'lekki@bfa.ng');
    await userEvent.type(phone, 'call the office');
    await userEvent.type(canvas.getByLabelText(/Address/), '12 Admiralty Way');
    await userEvent.type(canvas.getByLabelText(/State/), 'Lagos');
    await userEvent.click(canvas.getByRole('checkbox', { name: /This campus is a preschool/ }));
    await userEvent.click(submit);
    await expect(createCampus).not.toHaveBeenCalled();
    await expect(phone).toBeInvalid();
    await userEvent.clear(phone);
    await userEvent.type(phone, '0803 123 4567');
    await userEvent.click(submit);
    await expect(createCampus).toHaveBeenCalledWith({
      name: 'Lekki Campus',
      email: 'lekki@bfa.ng',
      phoneno: '0803 123 4567',
      address: '12 Admiralty Way',
      state: 'Lagos',
      campus_type: 'elementary',
      is_preschool: true,
    });
  },
};
export const CampusFormServerErrors: Story = {
  render: () => (
    <CampusFormView
      mode="create"
      status="ready"
      busy={false}
      errors={{ email: ['is already used by another campus'], phoneno: ['is not a phone number'] }}
      onSubmit={noop}
      onCancel={noop}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Email/)).toHaveAccessibleDescription(
      'Is already used by another campus.',
    );
    await expect(canvas.getByLabelText(/Phone/)).toHaveAccessibleDescription(
      'Is not a phone number.',
    );
  },
};
export const CampusFormLoading: Story = {
  render: () => (
    <CampusFormView
      mode="edit"
      status="loading"
      busy={false}
      errors={{}}
      onSubmit={noop}
      onCancel={noop}
    />
  ),
};
export const CampusFormNotFound: Story = {
  render: () => (
    <CampusFormView
      mode="edit"
      status="error"
      busy={false}
      errors={{}}
      onSubmit={noop}
      onCancel={noop}
    />
  ),
};
