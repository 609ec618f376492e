import '../results.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { failed, loading, noop, ready } from '../../../test/story-states.ts';
import { gradePoints, gradingBands } from '../results.fixtures.ts';
import { BandsView } from './bands.view.tsx';
import { checkGradePoint } from './grade-points.route.tsx';
import { checkGrade, gradingStarter } from './grading.route.tsx';

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
const bands = (state: Parameters<typeof BandsView>[0]['bands'], errors = {}, onSave = noop) => (
  <BandsView
    label="Grading bands"
    valueLabel="Grade"
    checkValue={checkGrade}
    fields={['score_from', 'score_to', 'grade', 'remark']}
    starter={gradingStarter}
    bands={state}
    saving={false}
    errors={errors}
    onSave={onSave}
    onRetry={noop}
  />
);
const saveGrading = fn();
const saveGradePoints = fn();

/** A grade of more than 5 letters is refused on its row; the bands are sent from the lowest. */
export const GradingFilled: Story = {
  render: () => bands(ready(bandRows), {}, saveGrading),
  play: async ({ canvas, userEvent }) => {
    saveGrading.mockClear();
    const grade = canvas.getByRole('textbox', { name: 'Grade of band 5' });
    const save = canvas.getByRole('button', { name: 'Save grading bands' });
    await userEvent.clear(grade);
    await userEvent.type(grade, 'Distinction');
    await expect(grade).toBeInvalid();
    await expect(canvas.getByRole('alert')).toHaveTextContent('A grade is at most 5 letters');
    await expect(save).toBeDisabled();
    await userEvent.clear(grade);
    await userEvent.type(grade, 'A1');
    await userEvent.click(save);
    await expect(saveGrading).toHaveBeenCalledWith(
      bandRows.map((b, i) => (i === 4 ? { ...b, value: 'A1' } : b)),
    );
  },
};
export const GradingEmpty: Story = { render: () => bands(ready([])) };
export const GradingLoading: Story = { render: () => bands(loading) };
export const GradingError: Story = { render: () => bands(failed) };
export const GradingServerRefusal: Story = {
  render: () => bands(ready(bandRows), { 'bands.2.score_from': ['overlaps 40-49'] }),
};
export const GradingGapAsYouType: Story = {
  parameters: { showsAlert: true }, // the gap is named as it is typed
  render: () => bands(ready(bandRows.map((b, i) => (i === 1 ? { ...b, from: '41' } : b)))),
};
const pointRows = gradePoints.map((g) => ({
  from: String(g.min_mark),
  to: String(g.max_mark),
  value: g.grade_point.toFixed(2),
  remark: g.remark,
}));

/** A grade point above 5.00 is refused on its row; the bands are sent as typed. */
export const GradePointsFilled: Story = {
  render: () => (
    <BandsView
      label="Grade points"
      valueLabel="Grade point"
      checkValue={checkGradePoint}
      fields={['min_mark', 'max_mark', 'grade_point', 'remark']}
      starter={[]}
      bands={ready(pointRows)}
      saving={false}
      errors={{}}
      onSave={saveGradePoints}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    saveGradePoints.mockClear();
    const point = canvas.getByRole('textbox', { name: 'Grade point of band 2' });
    const save = canvas.getByRole('button', { name: 'Save grade points' });
    await userEvent.clear(point);
    await userEvent.type(point, '7');
    await expect(point).toBeInvalid();
    await expect(canvas.getByRole('alert')).toHaveTextContent('A grade point is 0.00 to 5.00');
    await expect(save).toBeDisabled();
    await userEvent.clear(point);
    await userEvent.type(point, '2.5');
    await userEvent.click(save);
    await expect(saveGradePoints).toHaveBeenCalledWith(
      pointRows.map((b, i) => (i === 1 ? { ...b, value: '2.5' } : b)),
    );
  },
};
