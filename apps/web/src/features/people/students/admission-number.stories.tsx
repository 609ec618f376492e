import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, loading, noop, ready } from '../../../test/story-states.ts';
import { AdmissionNumberView, type AdmissionNumberViewProps } from './admission-number.view.tsx';

const meta = { title: 'People/Admission numbers' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

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
