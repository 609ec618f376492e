import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FormScreen } from '../../../components/form-screen.tsx';
import { failed, loading, noop, ready } from '../../../test/story-states.ts';
import { DepartmentsView, departmentFields } from './departments.view.tsx';

const meta = { title: 'Setup/Departments' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const DepartmentsFilled: Story = {
  render: () => (
    <DepartmentsView
      rows={ready([
        { queryId: '1', department_id: 'SCI', department_name: 'Sciences' },
        { queryId: '2', department_id: 'LAN', department_name: 'Languages' },
      ])}
      onDelete={noop}
    />
  ),
};
export const DepartmentsEmpty: Story = {
  render: () => <DepartmentsView rows={ready([])} onDelete={noop} />,
};
export const DepartmentsLoading: Story = {
  render: () => <DepartmentsView rows={loading} onDelete={noop} />,
};
export const DepartmentsError: Story = {
  render: () => <DepartmentsView rows={failed} onDelete={noop} onRetry={noop} />,
};

const createDepartment = fn();

/** A code that starts with a sign is refused by the browser; a filled form is sent trimmed. */
export const DepartmentFormCreate: Story = {
  render: () => (
    <FormScreen
      fields={departmentFields}
      mode="create"
      noun="department"
      status="ready"
      busy={false}
      errors={{}}
      onSubmit={createDepartment}
      onCancel={noop}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    createDepartment.mockClear();
    const code = canvas.getByLabelText(/Department code/);
    const submit = canvas.getByRole('button', { name: 'Create department' });
    await userEvent.type(canvas.getByLabelText(/Department name/), ' Sciences ');
    await userEvent.type(code, '#SCI');
    await userEvent.click(submit);
    await expect(createDepartment).not.toHaveBeenCalled();
    await expect(code).toBeInvalid();
    await userEvent.clear(code);
    await userEvent.type(code, 'SCI');
    await userEvent.click(submit);
    await expect(createDepartment).toHaveBeenCalledWith({
      department_name: 'Sciences',
      department_id: 'SCI',
    });
  },
};
