import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoryFrame } from '../../../test/story-frame.tsx';
import * as stories from './student-list.stories.tsx';

const { StudentsByClass } = composeStories(stories);

describe('the Students page', () => {
  it('has a class filter showing the chosen class', () => {
    render(
      <StoryFrame>
        <StudentsByClass />
      </StoryFrame>,
    );
    expect(screen.getByRole('combobox', { name: 'Class' }).textContent).toContain('JSS 1');
  });
});
