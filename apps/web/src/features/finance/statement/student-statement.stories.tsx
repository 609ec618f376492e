import type { Meta, StoryObj } from '@storybook/react-vite';
import { type StudentStatement, StudentStatementView } from './student-statement.view.tsx';

const meta = { title: 'Finance/Student statement' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const statement: StudentStatement = {
  student_id: '34',
  fullname: 'Danjuma Chidi',
  admission_number: 'BFA/2024/017',
  terms: [
    {
      session: '2024/2025',
      term: 'Third Term',
      invoice_id: '7',
      invoice_no: 'INV/2024-2025/000007',
      brought_forward: 0,
      invoiced: 15_000_000,
      paid: 12_000_000,
      carried_forward: 3_000_000,
    },
    {
      session: '2025/2026',
      term: 'First Term',
      invoice_id: '21',
      invoice_no: 'INV/2025-2026/000021',
      brought_forward: 3_000_000,
      invoiced: 16_525_000,
      paid: 10_000_000,
      carried_forward: 9_525_000,
    },
  ],
  credit: 500_000,
  balance: 9_025_000,
};

export const StatementLoading: Story = {
  render: () => <StudentStatementView statement={{ status: 'loading' }} />,
};
export const StatementError: Story = {
  render: () => (
    <StudentStatementView
      statement={{ status: 'error', message: 'Student not found.' }}
      onRetry={() => {}}
    />
  ),
};
export const StatementEmpty: Story = {
  render: () => (
    <StudentStatementView
      statement={{ status: 'ready', data: { ...statement, terms: [], credit: 0, balance: 0 } }}
    />
  ),
};
export const StatementFilled: Story = {
  render: () => <StudentStatementView statement={{ status: 'ready', data: statement }} />,
};
export const StatementInCredit: Story = {
  render: () => (
    <StudentStatementView
      statement={{
        status: 'ready',
        data: {
          ...statement,
          terms: statement.terms.slice(0, 1),
          credit: 4_000_000,
          balance: -1_000_000,
        },
      }}
    />
  ),
};
