import { Card, Text } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { menuFor } from '../../lib/access.ts';
import { type LayoutName, layouts } from '../../lib/settings.tsx';
import { demoUser } from '../../test/users.ts';
import { AppShell } from './app-shell.tsx';

const meta = {
  title: 'Shell/Layouts',
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const user = demoUser('superadmin');
function Shell({ layout, collapsed = false }: { layout: LayoutName; collapsed?: boolean }) {
  return (
    <AppShell
      user={user}
      sections={menuFor(user)}
      settings={{ layout, appearance: 'light', schema: 'default', sideCollapsed: collapsed }}
      onSettingsChange={() => {}}
      onSignOut={() => {}}
      route={{
        title: 'Campus',
        header: { title: 'Campus', description: 'The campuses of your school' },
        footer: true,
      }}
    >
      <Card size="3">
        <Text>Page content</Text>
      </Card>
    </AppShell>
  );
}

export const CollapsibleSide: Story = { render: () => <Shell layout="collapsible-side" /> };
export const CollapsibleSideCollapsed: Story = {
  render: () => <Shell layout="collapsible-side" collapsed />,
};
export const StackedSide: Story = { render: () => <Shell layout="stacked-side" /> };
export const TopBarClassic: Story = { render: () => <Shell layout="top-bar" /> };
export const FramelessSide: Story = { render: () => <Shell layout="frameless-side" /> };
export const ContentOverlay: Story = { render: () => <Shell layout="content-overlay" /> };
/**
 * The menu drawer (every layout's menu on a phone) opens with its close button focused and
 * closes on Escape, giving focus back to the button that opened it.
 */
export const MenuDrawerClosesOnEscape: Story = {
  render: () => <Shell layout="content-overlay" />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const shell = canvasElement.querySelector('.sm-shell');
    const open = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(open);
    await expect(shell).toHaveAttribute('data-drawer');
    await userEvent.keyboard('{Escape}');
    await expect(shell).not.toHaveAttribute('data-drawer');
    await expect(open).toHaveFocus();
  },
};
export const Blank: Story = { render: () => <Shell layout="blank" /> };

export const AllLayoutNames: Story = { render: () => <Text>{layouts.join(', ')}</Text> };
