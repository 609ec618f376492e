import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChunkRecoveryScreen } from './chunk-recovery.tsx';

const meta = { title: 'Shell/Chunk recovery' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChunkRecovery: Story = { render: () => <ChunkRecoveryScreen /> };
