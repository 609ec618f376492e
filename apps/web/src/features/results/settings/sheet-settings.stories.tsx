import '../results.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { failed, loading, noop, ready } from '../../../test/story-states.ts';
import { choice, sheetSections } from '../results.fixtures.ts';
import { SheetSettingsView } from './sheet-settings.view.tsx';

const meta = { title: 'Results/Sheet settings' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

// Sheet settings.
const sheet = (state: Parameters<typeof SheetSettingsView>[0]['sections'], onSave = noop) => (
  <SheetSettingsView
    choice={choice}
    onChoice={noop}
    sections={state}
    saving={false}
    onSave={onSave}
    onRetry={noop}
  />
);
const saveSections = fn();

/** Ticks are the sections sent, in the sheet's order; Clear sends none. */
export const SheetSettingsFilled: Story = {
  render: () =>
    sheet(
      ready({ all: sheetSections, shown: sheetSections.slice(0, 8).map((s) => s.id) }),
      saveSections,
    ),
  play: async ({ canvas, userEvent }) => {
    saveSections.mockClear();
    const save = canvas.getByRole('button', { name: 'Save sheet settings' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await userEvent.click(save);
    await expect(saveSections).toHaveBeenLastCalledWith([]);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Signatures' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Attendance Record' }));
    await userEvent.click(save);
    await expect(saveSections).toHaveBeenLastCalledWith(['1', '13']);
  },
};
export const SheetSettingsEmpty: Story = {
  render: () => sheet(ready({ all: sheetSections, shown: [] })),
};
export const SheetSettingsLoading: Story = { render: () => sheet(loading) };
export const SheetSettingsError: Story = { render: () => sheet(failed) };
