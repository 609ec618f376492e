import '../results.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { noop } from '../../../test/story-states.ts';
import { activities, classStudents, endTermResult } from '../results.fixtures.ts';
import { detailsOf } from './report-details.route.tsx';
import { ReportDetailsView } from './report-details.view.tsx';

const meta = { title: 'Results/Report details' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReportDetailsForm: Story = {
  parameters: { showsAlert: true }, // the server's refusal under its field
  render: () => (
    <ReportDetailsView
      period="Second Half"
      students={classStudents}
      studentId="301"
      onStudent={noop}
      groups={[{ list: 'affective_disposition', attributes: ['Punctuality', 'Neatness'] }]}
      activities={activities.map((a) => ({ id: a.queryId, name: a.name }))}
      initial={detailsOf(endTermResult)}
      suggestions={[]}
      saving={false}
      errors={{ times_present: ['must not be more than school_opened'] }}
      onSave={noop}
    />
  ),
};
