import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoryFrame } from '../../../test/story-frame.tsx';
import * as stories from './student-guardians.stories.tsx';

const { StudentGuardiansFilled, StudentGuardiansEmpty } = composeStories(stories);

describe("a student's guardians", () => {
  it('lists each guardian with what they are to this student, and unlink', () => {
    render(
      <StoryFrame>
        <StudentGuardiansFilled />
      </StoryFrame>,
    );
    expect(screen.getByRole('row', { name: /Okafor Ngozi/ }).textContent).toContain(
      'mother · fee contact',
    );
    expect(screen.getByRole('row', { name: /Fúnmi/ }).textContent).toContain('sponsor');
    expect(screen.getByRole('button', { name: 'Unlink Ngozi Okafor' })).toBeTruthy();
  });

  it('offers to add the first guardian', () => {
    render(
      <StoryFrame>
        <StudentGuardiansEmpty />
      </StoryFrame>,
    );
    expect(screen.getByText('No guardian yet')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Add guardian/ }).length).toBeGreaterThan(0);
  });
});
