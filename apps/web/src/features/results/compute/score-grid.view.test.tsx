import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StoryFrame } from '../../../test/story-frame.tsx';
import { gridData } from '../results.fixtures.ts';
import { ScoreGrid } from './score-grid.view.tsx';

const twoColumns = { ...gridData, editable: ['ca1', 'ca2'] as const as ('ca1' | 'ca2')[] };

function renderGrid(onSave = vi.fn()) {
  render(
    <StoryFrame>
      <ScoreGrid data={twoColumns} saving={false} serverErrors={{}} onSave={onSave} />
    </StoryFrame>,
  );
  return onSave;
}
const cell = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('ScoreGrid', () => {
  it('moves with Enter, Tab and arrows', () => {
    renderGrid();
    const first = cell(/^First Assessment for Obi Ada/);
    first.focus();
    fireEvent.keyDown(first, { key: 'Enter' });
    expect(document.activeElement).toBe(cell(/^First Assessment for Bakare/));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab' });
    expect(document.activeElement).toBe(cell(/^Second Assessment for Bakare/));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab' });
    expect(document.activeElement).toBe(cell(/^First Assessment for Musa/));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(cell(/^First Assessment for Bakare/));
  });

  it('pastes a block from a spreadsheet, refuses values above the maximum and saves the changed rows', () => {
    const onSave = renderGrid();
    const start = cell(/^First Assessment for Musa/);
    fireEvent.paste(start, { clipboardData: { getData: () => '14\t21\nabs\t9\n' } });
    expect(start.value).toBe('14');
    expect(cell(/^Second Assessment for Musa/).value).toBe('21');
    expect(cell(/^First Assessment for Eze/).value).toBe('abs');
    expect(screen.getAllByText(/Above the maximum of 20/).length).toBeGreaterThan(0);
    const save = screen.getByRole('button', { name: 'Save scores' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.change(cell(/^Second Assessment for Musa/), { target: { value: '19.5' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    expect(onSave).toHaveBeenCalledWith([
      {
        student_id: '303',
        cells: [
          { component: 'ca1', cell: { kind: 'score', value: 14 } },
          { component: 'ca2', cell: { kind: 'score', value: 19.5 } },
        ],
      },
      {
        student_id: '304',
        cells: [
          { component: 'ca1', cell: { kind: 'absent' } },
          { component: 'ca2', cell: { kind: 'score', value: 9 } },
        ],
      },
    ]);
  });
});
