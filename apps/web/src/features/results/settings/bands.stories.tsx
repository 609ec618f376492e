import '../results.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, loading, noop, ready } from '../../../test/story-states.ts';
import { gradePoints, gradingBands } from '../results.fixtures.ts';
import { BandsView } from './bands.view.tsx';
import { gradingStarter } from './grading.route.tsx';

const meta = { title: 'Results/Grading bands' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

// Grading bands (grade points use the same editor).
const bandRows = gradingBands.map((b) => ({
  from: String(b.score_from),
  to: String(b.score_to),
  value: b.grade,
  remark: b.remark,
}));
const bands = (state: Parameters<typeof BandsView>[0]['bands'], errors = {}) => (
  <BandsView
    label="Grading bands"
    valueLabel="Grade"
    checkValue={() => null}
    fields={['score_from', 'score_to', 'grade', 'remark']}
    starter={gradingStarter}
    bands={state}
    saving={false}
    errors={errors}
    onSave={noop}
    onRetry={noop}
  />
);
export const GradingFilled: Story = { render: () => bands(ready(bandRows)) };
export const GradingEmpty: Story = { render: () => bands(ready([])) };
export const GradingLoading: Story = { render: () => bands(loading) };
export const GradingError: Story = { render: () => bands(failed) };
export const GradingServerRefusal: Story = {
  render: () => bands(ready(bandRows), { 'bands.2.score_from': ['overlaps 40-49'] }),
};
export const GradingGapAsYouType: Story = {
  render: () => bands(ready(bandRows.map((b, i) => (i === 1 ? { ...b, from: '41' } : b)))),
};
export const GradePointsFilled: Story = {
  render: () => (
    <BandsView
      label="Grade points"
      valueLabel="Grade point"
      checkValue={() => null}
      fields={['min_mark', 'max_mark', 'grade_point', 'remark']}
      starter={[]}
      bands={ready(
        gradePoints.map((g) => ({
          from: String(g.min_mark),
          to: String(g.max_mark),
          value: g.grade_point.toFixed(2),
          remark: g.remark,
        })),
      )}
      saving={false}
      errors={{}}
      onSave={noop}
    />
  ),
};
