import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { choose } from '../../../test/choose.ts';
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
const addPeriod = fn();

/** A session that is not two years is refused by the browser; a chosen period is sent. */
export const AcademicPeriodFilled: Story = {
  render: () => (
    <AcademicPeriodView
      rows={ready(periods)}
      adding={false}
      addErrors={{}}
      settingId={null}
      onAdd={addPeriod}
      onSetCurrent={noop}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    addPeriod.mockClear();
    const session = canvas.getByLabelText(/Session/);
    const submit = canvas.getByRole('button', { name: 'Add period' });
    await choose({ canvas, userEvent }, 'Period', 'First Half (mid-term)');
    await choose({ canvas, userEvent }, 'Term', 'Second Term');
    await userEvent.type(session, '2025-2026');
    await userEvent.click(submit);
    await expect(addPeriod).not.toHaveBeenCalled();
    await expect(session).toBeInvalid();
    await userEvent.clear(session);
    await userEvent.type(session, '2025/2026');
    await userEvent.click(submit);
    await expect(addPeriod).toHaveBeenCalledWith({
      period: 'First Half',
      term: 'Second Term',
      session: '2025/2026',
    });
  },
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
