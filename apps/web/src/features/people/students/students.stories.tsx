import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, loading, noop, ready } from '../../../test/story-states.ts';
import { AdmissionNumberView, type AdmissionNumberViewProps } from './admission-number.view.tsx';
import { StudentPromotionView, type StudentPromotionViewProps } from './student-promotion.view.tsx';

const meta = { title: 'People/Promotion and admission numbers' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const classes = ['JSS 1', 'JSS 2', 'JSS 3', 'SSS 1'].map((label, i) => ({
  value: String(i + 1),
  label,
  arms: ['A', 'B'],
}));
const students = [
  ['Ada Obi', 'BFA/2025/001'],
  ['Tunde Bakare', 'BFA/2025/002'],
  ['Zainab Musa', 'BFA/2025/003'],
  ['Chiamaka Eze', 'BFA/2025/004'],
  ['Ifeanyi Nwosu', 'BFA/2025/005'],
].map(([fullname, admission_number], i) => ({
  id: String(i + 1),
  fullname: fullname as string,
  admission_number: admission_number as string,
}));
const promotion: StudentPromotionViewProps = {
  classes,
  fromClassId: '1',
  fromArm: 'A',
  onFromChange: noop,
  students: ready(students),
  run: { phase: 'choosing' },
  onStart: noop,
  onDone: noop,
  onRetry: noop,
};

export const PromotionFilled: Story = { render: () => <StudentPromotionView {...promotion} /> };
export const PromotionNoClassChosen: Story = {
  render: () => <StudentPromotionView {...promotion} fromClassId="" fromArm="" students={null} />,
};
export const PromotionLoading: Story = {
  render: () => <StudentPromotionView {...promotion} students={loading} />,
};
export const PromotionEmpty: Story = {
  render: () => <StudentPromotionView {...promotion} students={ready([])} />,
};
export const PromotionError: Story = {
  render: () => <StudentPromotionView {...promotion} students={failed} />,
};
export const PromotionMoving: Story = {
  render: () => (
    <StudentPromotionView {...promotion} run={{ phase: 'moving', done: 25, total: 60 }} />
  ),
};
const moved = students.map((s) => ({
  student_id: s.id,
  fullname: s.fullname,
  admission_number: s.admission_number,
  from: 'JSS 1 A',
  to: 'JSS 2 A',
}));
export const PromotionSummary: Story = {
  render: () => (
    <StudentPromotionView {...promotion} run={{ phase: 'finished', moved, failure: null }} />
  ),
};
export const PromotionPartlyFailed: Story = {
  render: () => (
    <StudentPromotionView
      {...promotion}
      run={{
        phase: 'finished',
        moved: moved.slice(0, 3),
        failure: { message: 'Zainab Musa: is not an active student of JSS 1 A', notMoved: 2 },
      }}
    />
  ),
};
export const GraduationSummary: Story = {
  render: () => (
    <StudentPromotionView
      {...promotion}
      run={{
        phase: 'finished',
        moved: moved.map((m) => ({ ...m, from: 'SSS 3 A', to: null })),
        failure: null,
      }}
    />
  ),
};

const numbering: AdmissionNumberViewProps = {
  settings: ready({
    auto_generate: true,
    initial: 'BFA',
    format: 'BFA/{MMYYYY}/{NNNNN}',
    next_admission_number: 'BFA/112025/00042',
  }),
  saving: false,
  errors: {},
  onSave: noop,
  onRetry: noop,
};
export const AdmissionNumbersGenerated: Story = {
  render: () => <AdmissionNumberView {...numbering} />,
};
export const AdmissionNumbersTyped: Story = {
  render: () => (
    <AdmissionNumberView
      {...numbering}
      settings={ready({
        auto_generate: false,
        initial: null,
        format: null,
        next_admission_number: null,
      })}
    />
  ),
};
export const AdmissionNumbersLoading: Story = {
  render: () => <AdmissionNumberView {...numbering} settings={loading} />,
};
export const AdmissionNumbersError: Story = {
  render: () => <AdmissionNumberView {...numbering} settings={failed} />,
};
export const AdmissionNumbersServerErrors: Story = {
  render: () => (
    <AdmissionNumberView {...numbering} errors={{ initial: ['must be 1 to 5 letters'] }} />
  ),
};
