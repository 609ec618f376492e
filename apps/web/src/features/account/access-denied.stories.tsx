import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccessDeniedView } from './access-denied.view.tsx';

const meta = { title: 'Account/Access denied' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const AccessDenied: Story = {
  render: () => (
    <AccessDeniedView pageTitle="Campus" reasons={['your role (teacher) cannot open it']} />
  ),
};
export const AccessDeniedUnknownPage: Story = {
  render: () => <AccessDeniedView pageTitle={null} reasons={[]} />,
};
