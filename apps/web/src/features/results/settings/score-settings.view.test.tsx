import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StoryFrame } from '../../../test/story-frame.tsx';
import { ready } from '../../../test/story-states.ts';
import { builtInPresets, ScoreSettingsView } from './score-settings.view.tsx';

/** The text a screen reader reads as the field's description. */
const describedBy = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

describe('ScoreSettingsView', () => {
  it('says at the field why a maximum of −5 cannot be saved', () => {
    render(
      <StoryFrame>
        <ScoreSettingsView
          setting={ready(null)}
          presets={builtInPresets}
          saving={false}
          errors={{}}
          onSave={vi.fn()}
        />
      </StoryFrame>,
    );
    const maximum = screen.getByRole('textbox', { name: 'Maximum of First Assessment' });
    fireEvent.change(maximum, { target: { value: '-5' } });
    expect(maximum.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(maximum)).toBe('The maximum must be a whole number from 1 to 100.');
    const name = screen.getByRole('textbox', { name: 'Name of component 2' });
    fireEvent.change(name, { target: { value: ' ' } });
    expect(describedBy(name)).toBe('Give this component a name.');
  });
});
