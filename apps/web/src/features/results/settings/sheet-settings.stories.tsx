import '../results.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, loading, noop, ready } from '../../../test/story-states.ts';
import { choice, sheetSections } from '../results.fixtures.ts';
import { SheetSettingsView } from './sheet-settings.view.tsx';

const meta = { title: 'Results/Sheet settings' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

// Sheet settings.
const sheet = (state: Parameters<typeof SheetSettingsView>[0]['sections']) => (
  <SheetSettingsView
    choice={choice}
    onChoice={noop}
    sections={state}
    saving={false}
    onSave={noop}
    onRetry={noop}
  />
);
export const SheetSettingsFilled: Story = {
  render: () =>
    sheet(ready({ all: sheetSections, shown: sheetSections.slice(0, 8).map((s) => s.id) })),
};
export const SheetSettingsEmpty: Story = {
  render: () => sheet(ready({ all: sheetSections, shown: [] })),
};
export const SheetSettingsLoading: Story = { render: () => sheet(loading) };
export const SheetSettingsError: Story = { render: () => sheet(failed) };
