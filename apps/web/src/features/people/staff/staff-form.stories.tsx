import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FormScreen } from '../../../components/form-screen.tsx';
import { choose } from '../../../test/choose.ts';
import { noop } from '../../../test/story-states.ts';
import { staffFields } from './staff-form.route.tsx';

const meta = { title: 'People/Staff form' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const fields = staffFields([{ value: '2', label: 'Sciences' }], [{ value: '7', label: 'JSS 1' }]);
const createStaff = fn();

/** An email without its @ is refused by the browser; a filled form is sent trimmed. */
export const StaffFormCreate: Story = {
  render: () => (
    <FormScreen
      fields={fields}
      mode="create"
      noun="staff"
      status="ready"
      busy={false}
      errors={{}}
      onSubmit={createStaff}
      onCancel={noop}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    createStaff.mockClear();
    const email = canvas.getByLabelText(/Email/);
    const submit = canvas.getByRole('button', { name: 'Create staff' });
    await userEvent.type(canvas.getByLabelText(/First name/), 'Funke');
    await userEvent.type(canvas.getByLabelText(/Surname/), ' Adeyemi ');
    await choose({ canvas, userEvent }, /Gender/, 'Female');
    await choose({ canvas, userEvent }, /Role/, 'Teacher');
    await choose({ canvas, userEvent }, /Teacher type/, 'Class teacher');
    await choose({ canvas, userEvent }, /Class/, 'JSS 1');
    await userEvent.type(email, 'funke at bfa.ng');
    await userEvent.click(submit);
    await expect(createStaff).not.toHaveBeenCalled();
    await expect(email).toBeInvalid();
    await userEvent.clear(email);
    await userEvent.type(email, 'funke@bfa.ng');
    await userEvent.click(submit);
    await expect(createStaff).toHaveBeenCalledWith({
      firstname: 'Funke',
      surname: 'Adeyemi',
      middlename: '',
      gender: 'female',
      designation_id: '4',
      teacher_type: 'class teacher',
      department_id: '',
      class_id: '7',
      email: 'funke@bfa.ng',
      phoneno: '',
      address: '',
    });
  },
};
