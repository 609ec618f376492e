import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, loading, noop, ready } from '../../../test/story-states.ts';
import { AcademicPeriodView } from './academic-period.view.tsx';

const meta = { title: 'Setup/Academic period' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

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
