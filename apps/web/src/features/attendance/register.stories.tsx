import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { failed, loading, noop, ready } from '../../test/story-states.ts';
import {
  arms,
  preschoolClasses,
  preschoolRegister,
  registerLocked,
  registerNotTaken,
  registerTaken,
  registerWeekend,
} from './attendance.fixtures.ts';
import { RegisterView, type RegisterViewProps } from './register.view.tsx';

const meta = { title: 'Attendance/Class register' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const props: RegisterViewProps = {
  groups: ready(arms),
  group: '1|A',
  onGroupChange: noop,
  date: '2025-11-03',
  maxDate: '2025-11-21',
  onDateChange: noop,
  daySession: 'morning',
  sessionsPerDay: 1,
  onDaySessionChange: noop,
  register: ready(registerTaken),
  saving: false,
  errors: {},
  onSave: noop,
  onRetry: noop,
};

const save = fn();

/** Not taken yet: everyone starts present; three exceptions are marked and sent, nobody else. */
export const RegisterNotTakenYet: Story = {
  render: () => <RegisterView {...props} register={ready(registerNotTaken)} onSave={save} />,
  play: async ({ canvas, userEvent }) => {
    save.mockClear();
    await expect(canvas.getByText('6 present')).toBeVisible();
    const row = (name: string) =>
      within(canvas.getByRole('radiogroup', { name: `Mark of ${name}` }));
    await userEvent.click(row('Danjuma Chidi').getByRole('radio', { name: 'Absent' }));
    // keyboard first: a focused row takes L for late
    row('Bello Aisha').getByRole('radio', { name: 'Present' }).focus();
    await userEvent.keyboard('l');
    await expect(row('Bello Aisha').getByRole('radio', { name: 'Late' })).toBeChecked();
    await userEvent.click(row('Okonkwo Emeka').getByRole('radio', { name: 'Excused' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save register' }));
    await expect(save).not.toHaveBeenCalled();
    const why = canvas.getByLabelText('Why Okonkwo Emeka is excused');
    await expect(why).toHaveAccessibleDescription('Say why.');
    await userEvent.type(why, 'Hospital visit');
    await userEvent.click(canvas.getByRole('button', { name: 'Save register' }));
    await expect(save).toHaveBeenCalledWith([
      { student_id: '12', mark: 'late' },
      { student_id: '13', mark: 'absent' },
      { student_id: '15', mark: 'excused', reason: 'Hospital visit' },
    ]);
  },
};
export const RegisterTaken: Story = { render: () => <RegisterView {...props} /> };
export const RegisterTwoSessions: Story = {
  render: () => <RegisterView {...props} sessionsPerDay={2} daySession="afternoon" />,
};
export const RegisterSaving: Story = { render: () => <RegisterView {...props} saving /> };
export const RegisterNoArmChosen: Story = {
  render: () => <RegisterView {...props} group="" register={null} />,
};
export const RegisterLoading: Story = {
  render: () => <RegisterView {...props} groups={loading} register={loading} />,
};
export const RegisterError: Story = { render: () => <RegisterView {...props} register={failed} /> };
export const RegisterEmptyArm: Story = {
  render: () => <RegisterView {...props} register={ready({ ...registerNotTaken, students: [] })} />,
};
export const RegisterWeekend: Story = {
  render: () => <RegisterView {...props} date="2025-11-08" register={ready(registerWeekend)} />,
};
export const RegisterLocked: Story = {
  render: () => <RegisterView {...props} register={ready(registerLocked)} />,
};
export const RegisterServerErrors: Story = {
  render: () => (
    <RegisterView
      {...props}
      errors={{
        'marks.4.reason': ['say why the absence is excused'],
        date: ['is after today: a register is taken on the day'],
      }}
    />
  ),
};
/** A preschool school: its staff pick a preschool class instead of a class arm. */
export const RegisterPreschoolClass: Story = {
  render: () => (
    <RegisterView
      {...props}
      preschool
      groups={ready(preschoolClasses)}
      group="preschool|7"
      register={ready(preschoolRegister)}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Register of Nursery 1' })).toBeVisible();
    await expect(canvas.getByText('3 present')).toBeVisible();
  },
};
export const RegisterPreschoolNoClassChosen: Story = {
  render: () => (
    <RegisterView {...props} preschool groups={ready(preschoolClasses)} group="" register={null} />
  ),
};
