import {
  exampleClass,
  type ResultReleaseState,
  resultReleaseExamples,
  resultReleaseStates,
} from '@schoolmates/machines/results';
import { createClient } from '@schoolmates/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import './results.css';
import { ApiProvider } from '../../lib/api.tsx';
import { BroadsheetView } from './broadsheet/broadsheet.view.tsx';
import { ComputeView } from './compute/compute.view.tsx';
import { detailsOf } from './compute/report-details.route.tsx';
import { ReportDetailsView } from './compute/report-details.view.tsx';
import { preschoolValues } from './preschool/preschool-compute.route.tsx';
import { PreschoolComputeView } from './preschool/preschool-compute.view.tsx';
import { ReleaseRoute } from './release/release.route.tsx';
import { ReleaseView } from './release/release.view.tsx';
import { ResultsView } from './report-card/results.view.tsx';
import type { PeriodChoice } from './results.api.ts';
import {
  activities,
  broadsheet,
  classStudents,
  comments,
  cumulative,
  endTermResult,
  gradePoints,
  gradingBands,
  gridData,
  preschoolResult,
  preschoolSubjects,
  reportTypes,
  school,
  scoreOptions,
  scoreSetting,
  sheetSections,
  skills,
} from './results.fixtures.ts';
import { AcademicDatesView } from './settings/academic-dates.view.tsx';
import { BandsView } from './settings/bands.view.tsx';
import { CommentsView } from './settings/comments.view.tsx';
import { ExtraCurricularView } from './settings/extra-curricular.view.tsx';
import { gradingStarter } from './settings/grading.route.tsx';
import { RatingGroupsView } from './settings/rating-groups.view.tsx';
import { ScoreSettingsView } from './settings/score-settings.view.tsx';
import { SheetSettingsView } from './settings/sheet-settings.view.tsx';

const meta = { title: 'Results' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;
const noop = () => {};
const loading = { status: 'loading' } as const;
const failed = { status: 'error', message: 'Something went wrong on the server' } as const;
const ready = <T,>(data: T) => ({ status: 'ready' as const, data });
const choice: PeriodChoice = { period: 'Second Half', term: 'First Term', session: '2025/2026' };
const classes = [
  { value: '12|A', label: 'JSS 1 A' },
  { value: '12|B', label: 'JSS 1 B' },
];

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

// Extra-curricular activities.
const activity = (rows: Parameters<typeof ExtraCurricularView>[0]['rows']) => (
  <ExtraCurricularView
    rows={rows}
    classes={[{ value: '12', label: 'JSS 1' }]}
    adding={false}
    errors={{}}
    onAdd={noop}
    onDelete={noop}
    onRetry={noop}
  />
);
export const ExtraCurricularFilled: Story = { render: () => activity(ready(activities)) };
export const ExtraCurricularEmpty: Story = { render: () => activity(ready([])) };
export const ExtraCurricularLoading: Story = { render: () => activity(loading) };
export const ExtraCurricularError: Story = { render: () => activity(failed) };

// Skills and report types.
const groups = (state: Parameters<typeof RatingGroupsView>[0]['groups']) => (
  <RatingGroupsView groups={state} busy={null} onSave={noop} onDelete={noop} onRetry={noop} />
);
export const RatingGroupsFilled: Story = {
  render: () =>
    groups(
      ready([
        {
          list: 'affective_disposition',
          source: 'skill',
          id: skills[0]?.queryId ?? null,
          attributes: skills[0]?.attribute ?? [],
        },
        { list: 'psychomotor_skills', source: 'skill', id: null, attributes: [] },
        { list: 'pupil_report', source: 'report', id: null, attributes: [] },
        {
          list: 'psychomotor_performance',
          source: 'report',
          id: reportTypes[0]?.queryId ?? null,
          attributes: reportTypes[0]?.attribute ?? [],
        },
      ]),
    ),
};
export const RatingGroupsEmpty: Story = {
  render: () =>
    groups(
      ready(
        (
          [
            'affective_disposition',
            'psychomotor_skills',
            'pupil_report',
            'psychomotor_performance',
          ] as const
        ).map((list) => ({
          list,
          source:
            list.startsWith('p') && list !== 'psychomotor_skills'
              ? ('report' as const)
              : ('skill' as const),
          id: null,
          attributes: [],
        })),
      ),
    ),
};
export const RatingGroupsLoading: Story = { render: () => groups(loading) };
export const RatingGroupsError: Story = { render: () => groups(failed) };

// Principal's comments.
const commentBank = (rows: Parameters<typeof CommentsView>[0]['rows']) => (
  <CommentsView
    rows={rows}
    saving={false}
    errors={{}}
    onSave={noop}
    onDelete={noop}
    onRetry={noop}
  />
);
export const CommentsFilled: Story = { render: () => commentBank(ready(comments)) };
export const CommentsEmpty: Story = { render: () => commentBank(ready([])) };
export const CommentsLoading: Story = { render: () => commentBank(loading) };
export const CommentsError: Story = { render: () => commentBank(failed) };

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
          bankComment={endTermResult.hos_comment}
          saving={false}
          errors={{}}
          onSave={noop}
        />
      ),
    }),
};
export const ReportDetailsForm: Story = {
  render: () => (
    <ReportDetailsView
      period="Second Half"
      students={classStudents}
      studentId="301"
      onStudent={noop}
      groups={[{ list: 'affective_disposition', attributes: ['Punctuality', 'Neatness'] }]}
      activities={activities.map((a) => ({ id: a.queryId, name: a.name }))}
      initial={detailsOf(endTermResult)}
      suggestions={[]}
      bankComment={null}
      saving={false}
      errors={{ times_present: ['must not be more than school_opened'] }}
      onSave={noop}
    />
  ),
};

// Report card.
const card = { school, result: endTermResult, gradePoints };
const staff = {
  classes,
  classKey: '12|A',
  onClass: noop,
  students: ready(
    classStudents.map((s, i) => ({
      id: s.id,
      name: s.name,
      status: i === 0 ? ('released' as const) : null,
    })),
  ),
  studentId: '301',
  onStudent: noop,
};
const results = (props: Partial<Parameters<typeof ResultsView>[0]>) => (
  <ResultsView
    choice={choice}
    onChoice={noop}
    card={ready(card)}
    pdfBusy={false}
    onPdf={noop}
    onPrint={noop}
    onRetry={noop}
    {...props}
  />
);
const releaseViewIdle = {
  classLabel: 'JSS 1 A',
  student: { name: 'Obi Ada Chioma', status: 'not_released' as const },
  classCount: 24,
  run: null,
  refusal: null,
  onStart: noop,
  onConfirm: noop,
  onCancel: noop,
  onRetry: noop,
  onDismiss: noop,
};
export const ReportCardStudent: Story = { render: () => results({}) };
export const ReportCardStaff: Story = {
  render: () =>
    results({
      staff,
      release: (
        <ReleaseView
          {...releaseViewIdle}
          student={{ name: 'Obi Ada Chioma', status: 'released' }}
        />
      ),
    }),
};
export const ReportCardSecondTermCumulative: Story = {
  render: () =>
    results({
      card: ready({ ...card, result: { ...endTermResult, term: 'Second Term' }, cumulative }),
    }),
};
export const ReportCardPreschool: Story = {
  render: () =>
    results({
      staff: { ...staff, classes: [{ value: '5|', label: 'Nursery 1' }], classKey: '5|' },
      card: ready({ school, result: preschoolResult }),
    }),
};
export const ReportCardScoresOnly: Story = {
  render: () =>
    results({ card: ready({ ...card, result: { ...endTermResult, sheet_sections: [] } }) }),
};
export const ReportCardLoading: Story = { render: () => results({ card: loading }) };
export const ReportCardError: Story = { render: () => results({ card: failed }) };
export const ReportCardWithheld: Story = {
  render: () => results({ card: { status: 'unavailable', reason: 'withheld' } }),
};
export const ReportCardNotReleased: Story = {
  render: () => results({ card: { status: 'unavailable', reason: 'not_released' } }),
};
export const ReportCardNoClassChosen: Story = {
  render: () =>
    results({ staff: { ...staff, classKey: '', students: null, studentId: '' }, card: null }),
};
export const ReportCardEmptyClass: Story = {
  render: () => results({ staff: { ...staff, students: ready([]), studentId: '' }, card: null }),
};

// Release and withhold: the real container in every state of the resultRelease machine, started
// from the machine's example snapshot (`resultReleaseExamples`); calls never answer in a story.
function ReleaseIn({ state }: { state: ResultReleaseState }) {
  const [client] = useState(() => createClient({ fetch: () => new Promise<Response>(() => {}) }));
  const [ada] = exampleClass.students;
  return (
    <ApiProvider client={client}>
      <ReleaseRoute
        userRole="admin"
        classLabel={exampleClass.label}
        choice={choice}
        student={
          ada ? { ...ada, status: state === 'withheld' ? 'withheld' : 'not_released' } : null
        }
        classResults={exampleClass.students}
        snapshot={resultReleaseExamples[state]}
      />
    </ApiProvider>
  );
}
const releaseStory = (state: ResultReleaseState): Story => ({
  name: `Release: ${state}`,
  parameters: { resultReleaseStates },
  render: () => <ReleaseIn state={state} />,
});
export const ReleaseIdle: Story = releaseStory('idle');
export const ReleaseConfirming: Story = releaseStory('confirming');
export const ReleaseSaving: Story = releaseStory('saving');
export const ReleaseFailed: Story = releaseStory('failed');
export const ReleaseReleased: Story = releaseStory('released');
export const ReleaseWithheld: Story = releaseStory('withheld');
/** The view alone: a role the contract does not allow asked (the machine's refusal). */
export const ReleaseRefused: Story = {
  render: () => (
    <ReleaseView
      {...releaseViewIdle}
      refusal="Only superadmin, admin or principal may release results."
    />
  ),
};

// Broadsheet.
const broad = (sheetState: Parameters<typeof BroadsheetView>[0]['sheet'], classKey = '12|A') => (
  <BroadsheetView
    choice={choice}
    onChoice={noop}
    classes={classes}
    classKey={classKey}
    onClass={noop}
    sheet={sheetState}
    exporting={null}
    onExport={noop}
    onRetry={noop}
  />
);
export const BroadsheetFilled: Story = { render: () => broad(ready(broadsheet)) };
export const BroadsheetMidTerm: Story = {
  render: () =>
    broad(
      ready({ ...broadsheet, period: 'First Half', components: broadsheet.components.slice(0, 2) }),
    ),
};
export const BroadsheetEmpty: Story = {
  render: () => broad(ready({ ...broadsheet, students: [] })),
};
export const BroadsheetNoClass: Story = { render: () => broad(null, '') };
export const BroadsheetLoading: Story = { render: () => broad(loading) };
export const BroadsheetError: Story = { render: () => broad(failed) };

// Academic dates (closing and resumption).
const termDates = (state: Parameters<typeof AcademicDatesView>[0]['dates'], errors = {}) => (
  <AcademicDatesView
    choice={choice}
    onChoice={noop}
    dates={state}
    saving={false}
    errors={errors}
    onSave={noop}
    onRetry={noop}
  />
);
export const AcademicDatesFilled: Story = {
  render: () => termDates(ready({ session_ends: '2025-12-12', session_resumes: '2026-01-12' })),
};
export const AcademicDatesEmpty: Story = { render: () => termDates(ready(null)) };
export const AcademicDatesLoading: Story = { render: () => termDates(loading) };
export const AcademicDatesError: Story = { render: () => termDates(failed) };

// Preschool results (a preschool teacher's compute screen).
const pupils = ready([
  { id: '401', name: 'Adeyemi Tolu', done: true },
  { id: '402', name: 'Bello Amina', done: false },
]);
const preschoolForm = ready({
  subjects: preschoolSubjects.map((p) => ({
    id: p.queryId,
    subject: p.subject,
    category: p.category,
    topics: p.topic,
  })),
  activities: [
    { id: '9', name: 'Dance' },
    { id: '10', name: 'Swimming' },
  ],
  initial: preschoolValues(preschoolResult),
});
const preschool = (props: Partial<Parameters<typeof PreschoolComputeView>[0]>) => (
  <PreschoolComputeView
    choice={choice}
    onChoice={noop}
    students={pupils}
    studentId="401"
    onStudent={noop}
    form={preschoolForm}
    saving={false}
    errors={{}}
    onSave={noop}
    onRetry={noop}
    {...props}
  />
);
export const PreschoolComputeFilled: Story = { render: () => preschool({}) };
export const PreschoolComputeLoading: Story = {
  render: () => preschool({ students: loading, form: null }),
};
export const PreschoolComputeError: Story = { render: () => preschool({ form: failed }) };
export const PreschoolComputeNoClass: Story = {
  render: () => preschool({ students: null, form: null }),
};
export const PreschoolComputeEmptyClass: Story = {
  render: () => preschool({ students: ready([]), form: null }),
};
export const PreschoolComputeNoSubjects: Story = {
  render: () =>
    preschool({ form: ready({ subjects: [], activities: [], initial: preschoolValues(null) }) }),
};
