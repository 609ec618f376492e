import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoryFrame } from '../../../test/story-frame.tsx';
import { broadsheet } from '../results.fixtures.ts';
import { BroadsheetTable } from './broadsheet.view.tsx';

describe('BroadsheetTable', () => {
  it('shows subjects taken beside the average, marks fewer than offered, and the ranking basis', () => {
    render(
      <StoryFrame>
        <BroadsheetTable sheet={{ ...broadsheet, ranked_by: 'total' }} />
      </StoryFrame>,
    );
    expect(screen.getByText(/ranked by total/)).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Position\s*by total/ })).toBeTruthy();
    const rows = screen.getAllByRole('row');
    const fewer = broadsheet.students.find((s) => s.total_subjects === 2);
    const row = rows.find((r) => r.textContent?.includes(fewer?.student_fullname ?? '?'));
    expect(within(row as HTMLElement).getByText('2 of 3 (fewer than offered)')).toBeTruthy();
    const full = broadsheet.students.find((s) => s.total_subjects === 3);
    const fullRow = rows.find((r) => r.textContent?.includes(full?.student_fullname ?? '?'));
    expect(within(fullRow as HTMLElement).getByText('3 of 3')).toBeTruthy();
  });
});
