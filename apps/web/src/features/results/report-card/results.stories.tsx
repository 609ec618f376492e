import '../results.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, loading, noop, ready } from '../../../test/story-states.ts';
import { ReleaseView } from '../release/release.view.tsx';
import {
  choice,
  classes,
  classStudents,
  cumulative,
  endTermResult,
  gradePoints,
  preschoolResult,
  releaseViewIdle,
  school,
} from '../results.fixtures.ts';
import type { ClassPdfProgress } from './class-cards.ts';
import { ResultsView } from './results.view.tsx';

const meta = { title: 'Results/Report card' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

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

export const ReportCardStudent: Story = { render: () => results({}) };
/** A released card with how anyone can check it (issue 31). */
export const ReportCardWithCheckCode: Story = {
  render: () =>
    results({
      card: ready({
        ...card,
        result: {
          ...endTermResult,
          verification: {
            code: 'SM-1-7K3Q-92XD-4HNP',
            pin: '04715382',
            url: 'https://portal.example.ng/verify/SM-1-7K3Q-92XD-4HNP',
            statement: 'eyJhbGciOiJFZERTQSJ9.e30.c2ln',
          },
        },
      }),
    }),
};
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
/** Held for fees owed (issue 29): the student is sent to the bursar. */
export const ReportCardHeld: Story = {
  render: () => results({ card: { status: 'unavailable', reason: 'held' } }),
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
const classPdf = (progress: ClassPdfProgress | null) => ({
  render: () =>
    results({ staff: { ...staff, classPdf: { count: 42, progress, onDownload: noop } } }),
});
export const ReportCardClassPdf: Story = classPdf(null);
export const ReportCardClassPdfReading: Story = classPdf({ stage: 'reading', done: 17, total: 42 });
export const ReportCardClassPdfDrawing: Story = classPdf({ stage: 'drawing', done: 30, total: 42 });
