import type { Meta, StoryObj } from '@storybook/react-vite';
import { menuFor } from '../../lib/access.ts';
import { demoUser } from '../../test/users.ts';
import { HomeView, type HomeViewProps } from './home.view.tsx';

const meta = { title: 'Home/Home', component: HomeView } satisfies Meta<typeof HomeView>;
export default meta;
type Story = StoryObj<typeof meta>;

const shortcuts = menuFor(demoUser('admin'))
  .flatMap((s) => s.items)
  .filter((i) => i.id !== 'home')
  .slice(0, 8);
const filled: HomeViewProps = {
  greetingName: 'Ngozi',
  roleLabel: 'Admin',
  schoolName: 'Bright Future Academy',
  campusName: 'Main Campus',
  facts: [],
  population: {
    status: 'ready',
    data: {
      school: 642,
      students: 580,
      staff: 62,
      teachers: 41,
      byGender: [
        {
          label: 'Students',
          values: [
            { name: 'Male', value: 301 },
            { name: 'Female', value: 279 },
          ],
        },
        {
          label: 'Staff',
          values: [
            { name: 'Male', value: 25 },
            { name: 'Female', value: 37 },
          ],
        },
        {
          label: 'Teachers',
          values: [
            { name: 'Male', value: 15 },
            { name: 'Female', value: 26 },
          ],
        },
      ],
    },
  },
  period: {
    status: 'ready',
    data: { period: 'First Half', term: 'First Term', session: '2025/2026' },
  },
  announcements: {
    status: 'ready',
    data: [
      {
        id: '1',
        title: 'Mid-term break',
        description: 'School closes Friday and resumes on Tuesday.',
        priority: 'high',
        created_at: '2025-10-20T08:00:00Z',
      },
      {
        id: '2',
        title: 'PTA meeting',
        description: 'Saturday at 10 am in the main hall.',
        priority: 'normal',
        created_at: '2025-10-18T08:00:00Z',
      },
    ],
  },
  shortcuts,
};

export const Filled: Story = { args: filled };
export const Loading: Story = {
  args: {
    ...filled,
    population: { status: 'loading' },
    period: { status: 'loading' },
    announcements: { status: 'loading' },
  },
};
export const Failed: Story = {
  args: {
    ...filled,
    population: { status: 'error', message: 'The server took too long' },
    announcements: { status: 'error', message: 'The server took too long' },
    period: { status: 'error', message: 'The server took too long' },
  },
};
export const Empty: Story = {
  args: {
    ...filled,
    period: { status: 'ready', data: null },
    announcements: { status: 'ready', data: [] },
  },
};
export const Student: Story = {
  args: {
    ...filled,
    greetingName: 'Ada',
    roleLabel: 'Student',
    population: null,
    facts: [
      { label: 'Class', value: 'JSS 1 A' },
      { label: 'Admission number', value: 'BFA/2025/001' },
    ],
    shortcuts: menuFor(demoUser('student'))
      .flatMap((s) => s.items)
      .filter((i) => i.id !== 'home'),
  },
};
