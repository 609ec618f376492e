import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
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
const saveNumbering = fn();

/**
 * Turning generation on asks for the school's initial: one with a digit is refused by the
 * browser; letters are sent in capitals.
 */
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
      onSave={saveNumbering}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    saveNumbering.mockClear();
    const save = canvas.getByRole('button', { name: 'Save settings' });
    await userEvent.click(canvas.getByRole('switch'));
    const initial = canvas.getByLabelText(/School initial/);
    await userEvent.type(initial, 'g1');
    await userEvent.click(save);
    await expect(saveNumbering).not.toHaveBeenCalled();
    await expect(initial).toBeInvalid();
    await userEvent.clear(initial);
    await userEvent.type(initial, 'gcs');
    await userEvent.click(save);
    await expect(saveNumbering).toHaveBeenCalledWith({ auto_generate: true, initial: 'GCS' });
  },
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
