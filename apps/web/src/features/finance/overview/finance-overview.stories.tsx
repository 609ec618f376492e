import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FinanceOverview, FinanceOverviewView } from './finance-overview.view.tsx';

const meta = { title: 'Finance/Finance overview' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const figures = (scale: number) => ({
  expected_income: 120_000_000 * scale,
  received_income: 80_000_000 * scale,
  outstanding: 40_000_000 * scale,
  discount: 5_000_000 * scale,
  total_expense: 9_000_000 * scale,
  account_balance: 71_000_000 * scale,
});
const overview: FinanceOverview = {
  data: [
    { id: '2', attributes: { campus: 'Annex', ...figures(1) } },
    { id: '1', attributes: { campus: 'Main campus', ...figures(2) } },
  ],
  meta: {
    term: 'First Term',
    session: '2025/2026',
    school: { ...figures(3), account_balance: 71_000_000 * 3 + 50_000_000 },
    school_accounts_opening: 50_000_000,
    computed_at: '2025-10-01T08:00:00.000Z',
  },
};

export const OverviewLoading: Story = {
  render: () => <FinanceOverviewView overview={{ status: 'loading' }} />,
};
export const OverviewError: Story = {
  render: () => (
    <FinanceOverviewView
      overview={{ status: 'error', message: 'Failed to fetch' }}
      onRetry={() => {}}
    />
  ),
};
export const OverviewEmpty: Story = {
  render: () => (
    <FinanceOverviewView
      overview={{
        status: 'ready',
        data: { data: [], meta: { ...overview.meta, school: figures(0) } },
      }}
    />
  ),
};
export const OverviewFilled: Story = {
  render: () => <FinanceOverviewView overview={{ status: 'ready', data: overview }} />,
};
