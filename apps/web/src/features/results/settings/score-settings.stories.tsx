import '../results.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
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
) => (
  <ScoreSettingsView
    setting={setting}
    presets={scoreOptions}
    saving={false}
    errors={errors}
    onSave={noop}
    onRetry={noop}
  />
);
export const ScoreSettingsFilled: Story = { render: () => scoreSettings(ready(scoreSetting)) };
export const ScoreSettingsEmpty: Story = { render: () => scoreSettings(ready(null)) };
export const ScoreSettingsLoading: Story = { render: () => scoreSettings(loading) };
export const ScoreSettingsError: Story = { render: () => scoreSettings(failed) };
export const ScoreSettingsRefused: Story = {
  render: () =>
    scoreSettings(ready(scoreSetting), {
      components: ['Scores entered this term exceed the new maximum of First Assessment (15)'],
    }),
};
