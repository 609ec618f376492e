import { Text } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import AuthShell from './auth-shell.tsx';

const meta = { title: 'Shell/Public layout' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const PublicSplitLayout: Story = {
  render: () => (
    <AuthShell>
      <Text>Public screen</Text>
    </AuthShell>
  ),
};
