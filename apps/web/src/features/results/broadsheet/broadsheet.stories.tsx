import '../results.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, loading, noop, ready } from '../../../test/story-states.ts';
import { broadsheet, choice, classes } from '../results.fixtures.ts';
import { BroadsheetView } from './broadsheet.view.tsx';

const meta = { title: 'Results/Broadsheet' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

// Broadsheet.
const broad = (sheetState: Parameters<typeof BroadsheetView>[0]['sheet'], classKey = '12|A') => (
  <BroadsheetView
    choice={choice}
    onChoice={noop}
    classes={classes}
    classKey={classKey}
    onClass={noop}
    sheet={sheetState}
    exporting={null}
    onExport={noop}
    onRetry={noop}
  />
);
export const BroadsheetFilled: Story = { render: () => broad(ready(broadsheet)) };
export const BroadsheetMidTerm: Story = {
  render: () =>
    broad(
      ready({ ...broadsheet, period: 'First Half', components: broadsheet.components.slice(0, 2) }),
    ),
};
export const BroadsheetEmpty: Story = {
  render: () => broad(ready({ ...broadsheet, students: [] })),
};
export const BroadsheetNoClass: Story = { render: () => broad(null, '') };
export const BroadsheetLoading: Story = { render: () => broad(loading) };
export const BroadsheetError: Story = { render: () => broad(failed) };
export const BroadsheetRankedByTotal: Story = {
  render: () => (
    <BroadsheetView
      choice={choice}
      onChoice={noop}
      classes={classes}
      classKey="12|A"
      onClass={noop}
      sheet={ready({ ...broadsheet, ranked_by: 'total' })}
      exporting={null}
      onExport={noop}
      onRetry={noop}
      ranking={{ saving: false, onChange: noop }}
    />
  ),
};
