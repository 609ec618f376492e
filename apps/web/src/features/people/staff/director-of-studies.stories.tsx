import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { choose } from '../../../test/choose.ts';
import { failed, loading, noop, ready } from '../../../test/story-states.ts';
import {
  DirectorOfStudiesView,
  type DirectorOfStudiesViewProps,
} from './director-of-studies.view.tsx';
import { staff } from './staff.fixtures.ts';

const meta = { title: 'People/Director of studies' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const dos = {
  staff_id: '1',
  title: 'Dr.',
  fullname: 'Okafor Ngozi Adaeze',
  dos: 'Dr. Okafor Ngozi Adaeze',
  campus: 'Main Campus',
  signature: null,
};
const director: DirectorOfStudiesViewProps = {
  campuses: null,
  campusId: '',
  onCampusChange: noop,
  current: ready(dos),
  staff: ready(staff.map((s) => ({ value: s.id, label: `${s.name} · ${s.designation}` }))),
  saving: false,
  errors: {},
  onSave: noop,
  onRetry: noop,
};
const saveDirector = fn();

/** Choosing someone else is asked first, naming both; confirmed, the choice is sent. */
export const DirectorFilled: Story = {
  render: () => <DirectorOfStudiesView {...director} onSave={saveDirector} />,
  play: async ({ canvas, userEvent }) => {
    saveDirector.mockClear();
    await choose({ canvas, userEvent }, /Staff/, 'Adeyemi Funke · Teacher');
    const title = canvas.getByLabelText(/Title/);
    await userEvent.clear(title);
    await userEvent.type(title, ' Mrs. ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save director of studies' }));
    const ask = await screen.findByRole('alertdialog', {
      name: 'Replace Dr. Okafor Ngozi Adaeze?',
    });
    await expect(ask).toHaveAccessibleDescription(
      'Adeyemi Funke · Teacher becomes director of studies of Main Campus, and report cards print their name from now on.',
    );
    await expect(saveDirector).not.toHaveBeenCalled();
    await userEvent.click(within(ask).getByRole('button', { name: 'Replace' }));
    await expect(saveDirector).toHaveBeenCalledWith({ staff_id: '3', title: 'Mrs.' });
  },
};
export const DirectorNoneYet: Story = {
  render: () => <DirectorOfStudiesView {...director} current={ready(null)} />,
};
export const DirectorLoading: Story = {
  render: () => <DirectorOfStudiesView {...director} current={loading} staff={loading} />,
};
export const DirectorError: Story = {
  render: () => <DirectorOfStudiesView {...director} current={failed} />,
};
export const DirectorSuperadminWithCampus: Story = {
  parameters: { showsAlert: true }, // the server's refusal of the title, under its field
  render: () => (
    <DirectorOfStudiesView
      {...director}
      campuses={[
        { value: 'c1', label: 'Main Campus' },
        { value: 'c2', label: 'Lekki Campus' },
      ]}
      campusId="c1"
      errors={{ title: ['may be up to 20 characters'] }}
    />
  ),
};
