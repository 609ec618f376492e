import '../results.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SheetImport } from '../../../components/sheet-import.tsx';
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
import { detailsOf } from './report-details.route.tsx';
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
export const ComputeFilled: Story = { render: () => compute({}) };
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
          onSave={noop}
        />
      ),
    }),
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
