import type { Meta, StoryObj } from '@storybook/react-vite';
import { campusRows } from '../../test/fixtures.ts';
import { failed, loading, noop, ready } from '../../test/story-states.ts';
import { AcademicPeriodView } from './academic/academic-period.view.tsx';
import { CampusFormView } from './campus/campus-form.view.tsx';
import { CampusListView } from './campus/campus-list.view.tsx';
import { ClassesView } from './classes/classes.view.tsx';
import { DepartmentsView } from './departments/departments.view.tsx';
import { PreschoolsView } from './preschools/preschools.view.tsx';
import { AssignSubjectsView } from './subjects/assign-subjects.view.tsx';
import { SubjectsView } from './subjects/subjects.view.tsx';

const meta = { title: 'Setup/School setup' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const CampusListFilled: Story = {
  render: () => (
    <CampusListView rows={ready(campusRows)} busyId={null} onToggle={noop} onDelete={noop} />
  ),
};
export const CampusListLoading: Story = {
  render: () => <CampusListView rows={loading} busyId={null} onToggle={noop} onDelete={noop} />,
};
export const CampusListEmpty: Story = {
  render: () => <CampusListView rows={ready([])} busyId={null} onToggle={noop} onDelete={noop} />,
};
export const CampusListError: Story = {
  render: () => (
    <CampusListView rows={failed} busyId={null} onToggle={noop} onDelete={noop} onRetry={noop} />
  ),
};
export const CampusFormCreate: Story = {
  render: () => (
    <CampusFormView
      mode="create"
      status="ready"
      busy={false}
      errors={{}}
      onSubmit={noop}
      onCancel={noop}
    />
  ),
};
export const CampusFormServerErrors: Story = {
  render: () => (
    <CampusFormView
      mode="create"
      status="ready"
      busy={false}
      errors={{ email: ['is already used by another campus'], phoneno: ['is not a phone number'] }}
      onSubmit={noop}
      onCancel={noop}
    />
  ),
};
export const CampusFormLoading: Story = {
  render: () => (
    <CampusFormView
      mode="edit"
      status="loading"
      busy={false}
      errors={{}}
      onSubmit={noop}
      onCancel={noop}
    />
  ),
};
export const CampusFormNotFound: Story = {
  render: () => (
    <CampusFormView
      mode="edit"
      status="error"
      busy={false}
      errors={{}}
      onSubmit={noop}
      onCancel={noop}
    />
  ),
};

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

const classes = [
  { queryId: '1', class_name: 'JSS 1', sub_class: ['A', 'B'], campus_name: 'Main Campus' },
  { queryId: '2', class_name: 'JSS 2', sub_class: ['A'], campus_name: 'Main Campus' },
  { queryId: '3', class_name: 'SSS 1', sub_class: [], campus_name: 'Lekki Campus' },
];
export const ClassesFilled: Story = {
  render: () => <ClassesView rows={ready(classes)} onDelete={noop} />,
};
export const ClassesEmpty: Story = {
  render: () => <ClassesView rows={ready([])} onDelete={noop} />,
};
export const ClassesLoading: Story = {
  render: () => <ClassesView rows={loading} onDelete={noop} />,
};
export const ClassesError: Story = {
  render: () => <ClassesView rows={failed} onDelete={noop} onRetry={noop} />,
};

export const PreschoolsFilled: Story = {
  render: () => (
    <PreschoolsView
      rows={ready([{ queryId: '1', name: 'Nursery 1', campus_name: 'Little Stars' }])}
      onDelete={noop}
    />
  ),
};
export const PreschoolsEmpty: Story = {
  render: () => <PreschoolsView rows={ready([])} onDelete={noop} />,
};
export const PreschoolsLoading: Story = {
  render: () => <PreschoolsView rows={loading} onDelete={noop} />,
};
export const PreschoolsError: Story = {
  render: () => <PreschoolsView rows={failed} onDelete={noop} />,
};

const subjects = [
  'Mathematics',
  'English Language',
  'Basic Science',
  'Civic Education',
  'French',
  'Computer Studies',
].map((s, i) => ({ queryId: String(i + 1), subject: s }));
export const SubjectsFilled: Story = {
  render: () => <SubjectsView rows={ready(subjects)} onDelete={noop} />,
};
export const SubjectsEmpty: Story = {
  render: () => <SubjectsView rows={ready([])} onDelete={noop} />,
};
export const SubjectsLoading: Story = {
  render: () => <SubjectsView rows={loading} onDelete={noop} />,
};
export const SubjectsError: Story = {
  render: () => <SubjectsView rows={failed} onDelete={noop} />,
};

const classOptions = classes.map((c) => ({ value: c.queryId, label: c.class_name }));
const subjectItems = ready(subjects.map((s) => ({ id: s.queryId, name: s.subject })));
export const AssignSubjectsNoClass: Story = {
  render: () => (
    <AssignSubjectsView
      classes={classOptions}
      classId=""
      onClassChange={noop}
      subjects={subjectItems}
      assigned={null}
      saving={false}
      onSave={noop}
    />
  ),
};
export const AssignSubjectsFilled: Story = {
  render: () => (
    <AssignSubjectsView
      classes={classOptions}
      classId="1"
      onClassChange={noop}
      subjects={subjectItems}
      assigned={ready(['1', '2'])}
      saving={false}
      onSave={noop}
    />
  ),
};
export const AssignSubjectsLoading: Story = {
  render: () => (
    <AssignSubjectsView
      classes={classOptions}
      classId="1"
      onClassChange={noop}
      subjects={loading}
      assigned={loading}
      saving={false}
      onSave={noop}
    />
  ),
};
export const AssignSubjectsNoSubjects: Story = {
  render: () => (
    <AssignSubjectsView
      classes={classOptions}
      classId="1"
      onClassChange={noop}
      subjects={ready([])}
      assigned={ready([])}
      saving={false}
      onSave={noop}
    />
  ),
};

const periods = [
  {
    queryId: '1',
    period: 'First Half',
    term: 'First Term',
    session: '2025/2026',
    is_current_period: true,
  },
  {
    queryId: '2',
    period: 'Second Half',
    term: 'First Term',
    session: '2025/2026',
    is_current_period: false,
  },
];
export const AcademicPeriodFilled: Story = {
  render: () => (
    <AcademicPeriodView
      rows={ready(periods)}
      adding={false}
      addErrors={{}}
      settingId={null}
      onAdd={noop}
      onSetCurrent={noop}
    />
  ),
};
export const AcademicPeriodEmpty: Story = {
  render: () => (
    <AcademicPeriodView
      rows={ready([])}
      adding={false}
      addErrors={{}}
      settingId={null}
      onAdd={noop}
      onSetCurrent={noop}
    />
  ),
};
export const AcademicPeriodLoading: Story = {
  render: () => (
    <AcademicPeriodView
      rows={loading}
      adding={false}
      addErrors={{}}
      settingId={null}
      onAdd={noop}
      onSetCurrent={noop}
    />
  ),
};
export const AcademicPeriodError: Story = {
  render: () => (
    <AcademicPeriodView
      rows={failed}
      adding={false}
      addErrors={{ session: ['must look like 2025/2026'] }}
      settingId={null}
      onAdd={noop}
      onSetCurrent={noop}
    />
  ),
};
