import type { Meta, StoryObj } from '@storybook/react-vite';
import { noop } from '../../../test/story-states.ts';
import { guardianRows } from './guardians.fixtures.ts';
import { StudentGuardiansView, type StudentGuardiansViewProps } from './student-guardians.view.tsx';

const meta = { title: 'People/Student guardians' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const chidisGuardians = guardianRows.filter((g) => g.children.some((c) => c.student_id === '11'));
const base: StudentGuardiansViewProps = {
  studentName: 'Okafor Chidi',
  studentId: '11',
  guardians: {
    status: 'ready',
    data: [
      ...chidisGuardians,
      {
        ...(guardianRows[1] as (typeof guardianRows)[number]),
        children: [
          {
            student_id: '11',
            student_fullname: 'Okafor Chidi',
            admission_number: 'GCS/2025/0011',
            class_name: 'JSS 1',
            sub_class: 'A',
            relationship: 'sponsor',
            fee_contact: false,
          },
        ],
      },
    ],
  },
  canManage: true,
  busy: null,
  onAdd: noop,
  onUnlink: noop,
};
const at = (change: Partial<StudentGuardiansViewProps>): Story => ({
  render: () => <StudentGuardiansView {...base} {...change} />,
});

/** The student's mother (fee contact, signed in) and a sponsor still invited. */
export const StudentGuardiansFilled: Story = at({});
export const StudentGuardiansReadOnly: Story = at({ canManage: false });
export const StudentGuardiansLoading: Story = at({ guardians: { status: 'loading' } });
export const StudentGuardiansEmpty: Story = at({ guardians: { status: 'ready', data: [] } });
export const StudentGuardiansError: Story = at({
  guardians: { status: 'error', message: 'The server took too long' },
});
export const StudentGuardiansUnlinking: Story = at({ busy: '801' });
