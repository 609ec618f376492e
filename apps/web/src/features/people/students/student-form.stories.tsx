import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FormScreen } from '../../../components/form-screen.tsx';
import { choose } from '../../../test/choose.ts';
import { noop } from '../../../test/story-states.ts';
import { studentFields } from './student-form.view.tsx';

const meta = { title: 'People/Student form' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const fields = studentFields({
  campuses: null,
  classes: [
    { value: '7', label: 'JSS 1', campusId: '3', arms: ['A', 'B'] },
    { value: '8', label: 'JSS 2', campusId: '3', arms: [] },
  ],
  sessions: [
    { value: '2024/2025', label: '2024/2025' },
    { value: '2025/2026', label: '2025/2026' },
  ],
  autoNumber: true,
  today: '2025-09-01',
});
const createStudent = fn();

/**
 * A parent's phone with letters is refused by the browser; a filled form is sent trimmed, the arm
 * chosen among its class's arms.
 */
export const StudentFormCreate: Story = {
  render: () => (
    <FormScreen
      fields={fields}
      mode="create"
      noun="student"
      status="ready"
      initial={{ session_admitted: '2025/2026' }}
      busy={false}
      errors={{}}
      onSubmit={createStudent}
      onCancel={noop}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    createStudent.mockClear();
    const phone = canvas.getByLabelText(/Parent's phone/);
    const submit = canvas.getByRole('button', { name: 'Create student' });
    await userEvent.type(canvas.getByLabelText(/First name/), ' Chidera ');
    await userEvent.type(canvas.getByLabelText(/Surname/), 'Obi');
    await choose({ canvas, userEvent }, /Gender/, 'Female');
    await choose({ canvas, userEvent }, /Class/, 'JSS 1');
    await choose({ canvas, userEvent }, /Arm/, 'B');
    await userEvent.type(canvas.getByLabelText(/Date of birth/), '2013-04-02');
    await userEvent.type(phone, 'ring the father');
    await userEvent.click(submit);
    await expect(createStudent).not.toHaveBeenCalled();
    await expect(phone).toBeInvalid();
    await userEvent.clear(phone);
    await userEvent.type(phone, '0803 123 4567');
    await userEvent.click(submit);
    await expect(createStudent).toHaveBeenCalledWith({
      firstname: 'Chidera',
      surname: 'Obi',
      middlename: '',
      gender: 'female',
      dob: '2013-04-02',
      admission_number: '',
      class_id: '7',
      sub_class: 'B',
      session_admitted: '2025/2026',
      state: '',
      phone_number: '0803 123 4567',
      email_address: '',
      home_address: '',
    });
  },
};
