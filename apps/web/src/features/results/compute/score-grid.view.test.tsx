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
/** The text an element's `aria-describedby` points at, as a screen reader reads it after the name. */
const description = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
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

  it('says beside Save why it is off, and drops the paste note once the grid is edited', () => {
    renderGrid();
    const start = cell(/^First Assessment for Musa/);
    fireEvent.paste(start, { clipboardData: { getData: () => '14\t21\nabs\t9\n' } });
    const save = screen.getByRole('button', { name: 'Save scores' });
    expect(description(save)).toBe(
      'Save is off: 1 cell to fix. Musa Zainab, Second Assessment: Above the maximum of 20.',
    );
    expect(screen.queryByText(/^Pasted 4 cells/)).toBeNull();

    fireEvent.change(cell(/^Second Assessment for Musa/), { target: { value: '19' } });
    expect(description(save)).toBe('');
    expect(screen.queryByText(/Pasted/)).toBeNull();
  });

  it('shows a released row read-only with the reason before anyone types, and saves nothing of it', () => {
    const onSave = vi.fn();
    const reason = 'End-of-term result released: withhold it to change these scores';
    render(
      <StoryFrame>
        <ScoreGrid
          data={{ ...gridData, locked: { '301': reason } }}
          saving={false}
          serverErrors={{}}
          onSave={onSave}
        />
      </StoryFrame>,
    );
    const locked = cell(/^Exam for Obi Ada/);
    expect(locked.readOnly).toBe(true);
    expect(locked.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(locked.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toContain(reason);
    expect(cell(/^Exam for Bakare/).readOnly).toBe(false);
    // A pasted column passes over the locked row.
    fireEvent.paste(locked, { clipboardData: { getData: () => '40\n41\n' } });
    expect(locked.value).toBe('52');
    expect(cell(/^Exam for Bakare/).value).toBe('41');
  });

  it('shows no total and no grade for a row with a refused cell beside ABS', () => {
    renderGrid();
    const row = () => cell(/^First Assessment for Musa/).closest('tr') as HTMLTableRowElement;
    fireEvent.change(cell(/^First Assessment for Musa/), { target: { value: 'ABS' } });
    fireEvent.change(cell(/^Second Assessment for Musa/), { target: { value: 'abc' } });
    const [total, grade] = [...row().cells].slice(-2).map((c) => c.textContent);
    expect(total).toBe('–');
    expect(grade).toBe('–');
  });
});
