import '../results.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { failed, loading, noop, ready } from '../../../test/story-states.ts';
import { scoreOptions, scoreSetting } from '../results.fixtures.ts';
import { ScoreSettingsView } from './score-settings.view.tsx';

const meta = { title: 'Results/Score settings' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

// Score settings.
const scoreSettings = (
  setting: Parameters<typeof ScoreSettingsView>[0]['setting'],
  errors = {},
  onSave: Parameters<typeof ScoreSettingsView>[0]['onSave'] = noop,
) => (
  <ScoreSettingsView
    setting={setting}
    presets={scoreOptions}
    saving={false}
    errors={errors}
    onSave={onSave}
    onRetry={noop}
  />
);
const saveScheme = fn();

/**
 * A maximum of −5 is explained beside it and a total other than 100 cannot be saved; a scheme
 * that sums to 100 is sent with each component's half of the term.
 */
export const ScoreSettingsFilled: Story = {
  render: () => scoreSettings(ready(scoreSetting), {}, saveScheme),
  play: async ({ canvas, userEvent }) => {
    saveScheme.mockClear();
    const first = canvas.getByRole('textbox', { name: 'Maximum of First Assessment' });
    const exam = canvas.getByRole('textbox', { name: 'Maximum of Exam' });
    const save = canvas.getByRole('button', { name: 'Save score settings' });
    await userEvent.clear(first);
    await userEvent.type(first, '-5');
    await expect(first).toHaveAccessibleDescription(
      'The maximum must be a whole number from 1 to 100.',
    );
    await expect(save).toBeDisabled();
    await userEvent.clear(first);
    await userEvent.type(first, '25');
    await expect(canvas.getByRole('status')).toHaveTextContent('Total 105 / 100');
    await expect(save).toBeDisabled();
    await userEvent.clear(exam);
    await userEvent.type(exam, '55');
    await userEvent.click(save);
    await expect(saveScheme).toHaveBeenCalledWith({
      score_option_id: null,
      components: [
        { name: 'First Assessment', maximum: 25, period: 'First Half' },
        { name: 'Second Assessment', maximum: 20, period: 'First Half' },
        { name: 'Exam', maximum: 55, period: 'Second Half' },
      ],
    });
  },
};
export const ScoreSettingsEmpty: Story = { render: () => scoreSettings(ready(null)) };
export const ScoreSettingsLoading: Story = { render: () => scoreSettings(loading) };
export const ScoreSettingsError: Story = { render: () => scoreSettings(failed) };
export const ScoreSettingsRefused: Story = {
  render: () =>
    scoreSettings(ready(scoreSetting), {
      components: ['Scores entered this term exceed the new maximum of First Assessment (15)'],
    }),
};
