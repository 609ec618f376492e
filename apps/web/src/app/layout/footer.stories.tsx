import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './footer.tsx';

const meta = { title: 'Shell/Footer' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const FooterOnly: Story = { render: () => <Footer year={2026} /> };
