import '../results.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SheetImport } from '../../../components/sheet-import.tsx';
import { choose } from '../../../test/choose.ts';
import { failed, loading, noop, ready } from '../../../test/story-states.ts';
import {
  activities,
  choice,
  classStudents,
  comments,
  endTermResult,
  gridData,
} from '../results.fixtures.ts';
import { ComputeView } from './compute.view.tsx';
import { detailsInput, detailsOf } from './report-details.route.tsx';
import { ReportDetailsView } from './report-details.view.tsx';
import { checkScoreRows, scoreImportColumns } from './score-import.ts';

/** Exam scores as a file might hold them: one above the maximum, one not a number. */
const checkable = ['48', '75', 'forty'];

const meta = { title: 'Results/Compute' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

// Score entry.
const entries = ready([
  { value: '1', label: 'JSS 1 A · Mathematics' },
  { value: '2', label: 'JSS 1 A · English Language' },
]);
const compute = (props: Partial<Parameters<typeof ComputeView>[0]>) => (
  <ComputeView
    entries={entries}
    entryId="1"
    onEntry={noop}
    choice={choice}
    onChoice={noop}
    grid={ready(gridData)}
    gridKey="1"
    saving={false}
    serverErrors={{}}
    saveError={null}
    onSave={noop}
    onRetry={noop}
    {...props}
  />
);
const saveScores = fn();

/**
 * An exam above its maximum is refused on its cell and listed; the changed students are sent,
 * a typed ABS as absent.
 */
export const ComputeFilled: Story = {
  render: () => compute({ onSave: saveScores }),
  play: async ({ canvas, userEvent }) => {
    saveScores.mockClear();
    const tunde = canvas.getByRole('textbox', { name: 'Exam for Bakare Tunde' });
    const save = canvas.getByRole('button', { name: 'Save scores' });
    await userEvent.type(tunde, '75');
    await expect(tunde).toBeInvalid();
    await expect(tunde).toHaveAccessibleDescription('Above the maximum of 60');
    await expect(canvas.getByRole('alert')).toHaveTextContent('1 cell to fix before saving');
    await expect(save).toBeDisabled();
    await userEvent.clear(tunde);
    await userEvent.type(tunde, '45.5');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Exam for Musa Zainab' }), 'abs');
    await userEvent.click(save);
    await expect(saveScores).toHaveBeenCalledWith([
      { student_id: '302', cells: [{ component: 'exam', cell: { kind: 'score', value: 45.5 } }] },
      { student_id: '303', cells: [{ component: 'exam', cell: { kind: 'absent' } }] },
    ]);
  },
};
/** A pasted column with a score above the maximum: the footer beside Save says why it is off. */
export const ComputeScoreToFix: Story = {
  render: () => compute({}),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Exam for Bakare Tunde' }));
    await userEvent.paste('48\n75\n');
    await expect(canvas.getByRole('button', { name: 'Save scores' })).toHaveAccessibleDescription(
      'Save is off: 1 cell to fix. Musa Zainab, Exam: Above the maximum of 60.',
    );
    await expect(canvas.queryByText(/^Pasted/)).toBeNull();
  },
};
export const ComputeMidTerm: Story = {
  render: () =>
    compute({
      choice: { ...choice, period: 'First Half' },
      grid: ready({
        ...gridData,
        components: gridData.components.slice(0, 2),
        editable: ['ca1', 'ca2'],
      }),
    }),
};
export const ComputeReleasedRowsLocked: Story = {
  render: () =>
    compute({
      grid: ready({
        ...gridData,
        locked: { '301': 'End-of-term result released: withhold it to change these scores' },
      }),
    }),
};
export const ComputeLoading: Story = { render: () => compute({ grid: loading }) };
export const ComputeError: Story = { render: () => compute({ grid: failed }) };
export const ComputeNoEntries: Story = {
  render: () => compute({ entries: ready([]), entryId: '', grid: null }),
};
export const ComputeNothingChosen: Story = { render: () => compute({ entryId: '', grid: null }) };
export const ComputeNoStudents: Story = {
  render: () => compute({ grid: ready({ ...gridData, students: [] }) }),
};
export const ComputeNoScoreSettings: Story = { render: () => compute({ grid: ready(null) }) };
export const ComputeRefusedByServer: Story = {
  render: () =>
    compute({
      serverErrors: { '302:exam': ['Above the maximum of 60'].join(' ') },
      saveError:
        'The results of Obi Ada Chioma are released; withhold them before changing scores.',
    }),
};
const saveDetails = fn();

/**
 * More times present than the school opened is refused under the field; the report details are
 * sent as the save body's entry for the student (`detailsInput`).
 */
export const ComputeReportDetails: Story = {
  render: () =>
    compute({
      details: (
        <ReportDetailsView
          period="Second Half"
          students={classStudents}
          studentId="301"
          onStudent={noop}
          groups={[
            {
              list: 'affective_disposition',
              attributes: ['Punctuality', 'Neatness', 'Politeness'],
            },
            { list: 'psychomotor_performance', attributes: ['Handwriting', 'Games'] },
          ]}
          activities={activities.map((a) => ({ id: a.queryId, name: a.name }))}
          initial={detailsOf(endTermResult)}
          suggestions={comments.map((c) => c.hos_comment)}
          saving={false}
          errors={{}}
          onSave={(values) => saveDetails(detailsInput('301', values))}
        />
      ),
    }),
  play: async ({ canvas, userEvent }) => {
    saveDetails.mockClear();
    await userEvent.click(canvas.getByRole('tab', { name: /Report details/ }));
    const present = canvas.getByLabelText('Times present');
    const save = canvas.getByRole('button', { name: 'Save report details' });
    await userEvent.clear(present);
    await userEvent.type(present, '130');
    await expect(present).toHaveAccessibleDescription(
      'Times present cannot be more than times school opened.',
    );
    await expect(save).toBeDisabled();
    await userEvent.clear(present);
    await userEvent.type(present, '118');
    await choose({ canvas, userEvent }, 'Politeness rating', '4 · Good');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Football' }));
    const comment = canvas.getByLabelText("Class teacher's comment");
    await userEvent.clear(comment);
    await userEvent.type(comment, ' Works well with others. ');
    await userEvent.click(save);
    await expect(saveDetails).toHaveBeenCalledWith({
      student_id: '301',
      school_opened: 120,
      times_present: 118,
      affective_disposition: [
        { name: 'Punctuality', score: 4 },
        { name: 'Neatness', score: 5 },
        { name: 'Politeness', score: 4 },
      ],
      psychomotor_skills: [],
      pupil_report: [],
      psychomotor_performance: [{ name: 'Handwriting', score: 4 }],
      extra_curricular_activities: [
        { extra_curricular_id: '1', value: true },
        { extra_curricular_id: '2', value: true },
      ],
      abacus: 'Good',
      teacher_comment: 'Works well with others.',
    });
  },
};
export const ComputeImportProblems: Story = {
  render: () => {
    const columns = scoreImportColumns(gridData);
    const rows = checkable.map((exam, i) => ({
      admission_number: gridData.students[i]?.admission_number ?? 'GCS/999',
      student: gridData.students[i]?.name ?? null,
      exam,
    }));
    return compute({
      importer: (
        <SheetImport
          what="scores"
          columns={columns}
          state={{
            step: 'checked',
            fileName: 'jss1a-mathematics.xlsx',
            rows,
            problems: checkScoreRows(rows, gridData).problems,
            ignored: [],
          }}
          templating={null}
          onTemplate={noop}
          onFile={noop}
          onImport={noop}
          onReset={noop}
        />
      ),
    });
  },
};
