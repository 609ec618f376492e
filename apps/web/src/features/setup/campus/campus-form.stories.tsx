import type { Meta, StoryObj } from '@storybook/react-vite';
import { noop } from '../../../test/story-states.ts';
import { CampusFormView } from './campus-form.view.tsx';

const meta = { title: 'Setup/Campus form' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const CampusFormCreate: Story = {
  render: () => (
    <CampusFormView
      mode="create"
      status="ready"
      busy={false}
      errors={{}}
      onSubmit={noop}
      onCancel={noop}
    />
  ),
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
