import '../results.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { failed, loading, noop, ready } from '../../../test/story-states.ts';
import { reportTypes, skills } from '../results.fixtures.ts';
import { RatingGroupsView } from './rating-groups.view.tsx';

const meta = { title: 'Results/Skills and report types' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

// Skills and report types.
const groups = (state: Parameters<typeof RatingGroupsView>[0]['groups'], onSave = noop) => (
  <RatingGroupsView groups={state} busy={null} onSave={onSave} onDelete={noop} onRetry={noop} />
);
const saveGroup = fn();

/** Blank lines cannot be saved; the attributes are sent one per line, trimmed, without repeats. */
export const RatingGroupsFilled: Story = {
  render: () =>
    groups(
      ready([
        {
          list: 'affective_disposition',
          source: 'skill',
          id: skills[0]?.queryId ?? null,
          attributes: skills[0]?.attribute ?? [],
        },
        { list: 'psychomotor_skills', source: 'skill', id: null, attributes: [] },
        { list: 'pupil_report', source: 'report', id: null, attributes: [] },
        {
          list: 'psychomotor_performance',
          source: 'report',
          id: reportTypes[0]?.queryId ?? null,
          attributes: reportTypes[0]?.attribute ?? [],
        },
      ]),
      saveGroup,
    ),
  play: async ({ canvas, userEvent }) => {
    saveGroup.mockClear();
    const attributes = canvas.getByRole('textbox', { name: 'Psychomotor Skills attributes' });
    // The cards are in the lists' order: Psychomotor Skills is the second.
    const save = canvas.getAllByRole('button', { name: 'Save' })[1] as HTMLElement;
    await userEvent.type(attributes, '  {Enter}{Enter}');
    await expect(save).toBeDisabled();
    await userEvent.type(attributes, 'Handwriting{Enter} Games {Enter}Handwriting');
    await userEvent.click(save);
    await expect(saveGroup).toHaveBeenCalledWith(
      { list: 'psychomotor_skills', source: 'skill', id: null, attributes: [] },
      ['Handwriting', 'Games'],
    );
  },
};
export const RatingGroupsEmpty: Story = {
  render: () =>
    groups(
      ready(
        (
          [
            'affective_disposition',
            'psychomotor_skills',
            'pupil_report',
            'psychomotor_performance',
          ] as const
        ).map((list) => ({
          list,
          source:
            list.startsWith('p') && list !== 'psychomotor_skills'
              ? ('report' as const)
              : ('skill' as const),
          id: null,
          attributes: [],
        })),
      ),
    ),
};
export const RatingGroupsLoading: Story = { render: () => groups(loading) };
export const RatingGroupsError: Story = { render: () => groups(failed) };
