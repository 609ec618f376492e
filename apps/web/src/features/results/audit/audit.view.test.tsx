import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoryFrame } from '../../../test/story-frame.tsx';
import * as stories from './audit.stories.tsx';

const { AuditFilled, AuditBadRange } = composeStories(stories);

describe('AuditView', () => {
  it('lists who did what to which result, newest first, with the page', () => {
    render(
      <StoryFrame>
        <AuditFilled />
      </StoryFrame>,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(
      rows.map((r) => r.textContent?.match(/Released|Withheld|Changed after release/)?.[0]),
    ).toEqual(['Changed after release', 'Withheld', 'Released']);
    expect(rows[0]?.textContent).toContain('JSS 1 A · First Term 2025/2026 · End of term');
    expect(rows[0]?.textContent).toContain('Bello Musa');
    expect(screen.getByText('1–3 of 3')).toBeTruthy();
    // what changed, readable: no raw JSON
    expect(rows[0]?.textContent).toContain('Scores: → Exam 51');
    expect(rows[1]?.textContent).toContain('Status: Released → Withheld');
    expect(rows[1]?.textContent).toContain('Reason: Fees outstanding');
    expect(rows[2]?.textContent).toContain('Status: Not released → Released');
    expect(rows.map((r) => r.textContent).join('')).not.toMatch(/[{}"]/);
  });

  it('says at the field when the last day is before the first', () => {
    render(
      <StoryFrame>
        <AuditBadRange />
      </StoryFrame>,
    );
    expect(screen.getByText('The last day must not be before the first.')).toBeTruthy();
  });
});
