import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { failed, loading, noop, ready } from '../../test/story-states.ts';
import {
  AttendanceSettingsView,
  type AttendanceSettingsViewProps,
} from './attendance-settings.view.tsx';

const meta = { title: 'Attendance/Settings' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const props: AttendanceSettingsViewProps = {
  settings: ready({ sessions_per_day: 2, report_card_reads_register: true, absence_alerts: true }),
  savingSettings: false,
  onSettingsChange: noop,
  holidays: ready([
    { id: '1', attributes: { name: 'Independence Day', starts: '2025-10-01', ends: '2025-10-01' } },
    { id: '2', attributes: { name: 'Mid-term break', starts: '2025-10-27', ends: '2025-10-31' } },
  ]),
  adding: false,
  holidayErrors: {},
  onAddHoliday: noop,
  onRemoveHoliday: noop,
  onRetry: noop,
};

export const SettingsFilled: Story = { render: () => <AttendanceSettingsView {...props} /> };

const addHoliday = fn();
/** A holiday without a name or whose last day is before its first is refused beside the field. */
export const SettingsAddHoliday: Story = {
  render: () => (
    <AttendanceSettingsView
      {...props}
      settings={ready({
        sessions_per_day: 1,
        report_card_reads_register: false,
        absence_alerts: false,
      })}
      holidays={ready([])}
      onAddHoliday={addHoliday}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    addHoliday.mockClear();
    const addButton = canvas.getByRole('button', { name: 'Add holiday' });
    await userEvent.type(canvas.getByLabelText('From'), '2025-11-13');
    await userEvent.type(canvas.getByLabelText('To (optional)'), '2025-11-12');
    await userEvent.click(addButton);
    await expect(addHoliday).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription('Is required.');
    await userEvent.type(canvas.getByLabelText('Name'), 'Founders Day');
    await userEvent.clear(canvas.getByLabelText('To (optional)'));
    await userEvent.click(addButton);
    await expect(addHoliday).toHaveBeenCalledWith({ name: 'Founders Day', starts: '2025-11-13' });
  },
};
export const SettingsServerErrors: Story = {
  render: () => (
    <AttendanceSettingsView
      {...props}
      holidayErrors={{ ends: ['must not be before the first day'] }}
    />
  ),
};
export const SettingsLoading: Story = {
  render: () => <AttendanceSettingsView {...props} settings={loading} holidays={loading} />,
};
export const SettingsError: Story = {
  render: () => <AttendanceSettingsView {...props} settings={failed} holidays={failed} />,
};
