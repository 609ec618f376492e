import { Card, Text } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { paths } from '../../lib/paths.ts';
import { failed, loading, ready } from '../../test/story-states.ts';
import { ChildSwitcher } from './child-switcher.view.tsx';
import { ada, chidi, statement } from './family.fixtures.ts';
import { FamilyChildView } from './family-child.view.tsx';
import { FamilyHomeView } from './family-home.view.tsx';
import { FamilyStatementView } from './family-statement.view.tsx';

const meta = { title: 'Family/Family' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const pathOf = (child: { student_id: string }) => paths.familyChild(child.student_id);

export const HomeLoading: Story = {
  render: () => <FamilyHomeView family={loading} pathOf={pathOf} />,
};
export const HomeError: Story = {
  render: () => <FamilyHomeView family={failed} pathOf={pathOf} onRetry={fn()} />,
};
export const HomeEmpty: Story = {
  render: () => <FamilyHomeView family={ready([])} pathOf={pathOf} />,
};
/** A child whose latest result is held for fees owed (issue 29). */
export const HomeResultHeld: Story = {
  render: () => (
    <FamilyHomeView
      family={ready([{ ...chidi, latest_result: null, result_held: true, balance: 4_000_000 }])}
      pathOf={pathOf}
    />
  ),
};
export const HomeTwoChildren: Story = {
  render: () => <FamilyHomeView family={ready([chidi, ada])} pathOf={pathOf} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('₦75,000.00')).toBeVisible();
    await expect(page.getByText('2 assignments due')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open Ada’s page' })).toHaveAttribute(
      'href',
      paths.familyChild(ada.student_id),
    );
  },
};

const section = (what: string) => (child: { firstname: string }) => (
  <Card size="3">
    <Text>
      {child.firstname}’s {what}
    </Text>
  </Card>
);
const childProps = {
  studentId: chidi.student_id,
  onSwitch: fn(),
  onTab: fn(),
  results: section('report cards'),
  assignments: section('assignment performance'),
  fees: section('invoices and receipts'),
};

export const ChildLoading: Story = {
  render: () => <FamilyChildView {...childProps} family={loading} tab="results" />,
};
export const ChildError: Story = {
  render: () => <FamilyChildView {...childProps} family={failed} tab="results" onRetry={fn()} />,
};
export const ChildNotLinked: Story = {
  render: () => (
    <FamilyChildView {...childProps} family={ready([ada])} studentId="999" tab="results" />
  ),
};
export const ChildReportCards: Story = {
  render: () => <FamilyChildView {...childProps} family={ready([chidi, ada])} tab="results" />,
};
export const ChildFees: Story = {
  render: () => <FamilyChildView {...childProps} family={ready([chidi, ada])} tab="fees" />,
};
export const ChildAssignments: Story = {
  render: () => <FamilyChildView {...childProps} family={ready([chidi, ada])} tab="assignments" />,
};
export const ChildOnly: Story = {
  render: () => <FamilyChildView {...childProps} family={ready([chidi])} tab="results" />,
};

export const Switcher: Story = {
  render: () => <ChildSwitcher family={[chidi, ada]} current={chidi.student_id} onSwitch={fn()} />,
};

export const StatementLoading: Story = {
  render: () => <FamilyStatementView statement={loading} />,
};
export const StatementError: Story = {
  render: () => <FamilyStatementView statement={failed} onRetry={fn()} />,
};
export const StatementEmpty: Story = {
  render: () => <FamilyStatementView statement={ready({ total_owed: 0, lines: [] })} />,
};
export const StatementFilled: Story = {
  render: () => <FamilyStatementView statement={ready(statement)} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('family-total-owed')).toHaveTextContent(
      '₦75,000.00',
    );
  },
};
