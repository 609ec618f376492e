import type { StoryContext } from '@storybook/react-vite';
import { screen } from 'storybook/test';

/**
 * Picks an option of a select in a play function as a person does: opens the box by its label
 * and clicks the option, whose list Radix draws in a portal outside the story's canvas.
 */
export async function choose(
  { canvas, userEvent }: Pick<StoryContext, 'canvas' | 'userEvent'>,
  box: string | RegExp,
  option: string,
): Promise<void> {
  await userEvent.click(canvas.getByRole('combobox', { name: box }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}
