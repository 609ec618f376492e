import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoryFrame } from '../../../test/story-frame.tsx';
import * as stories from './guardian-list.stories.tsx';

const { GuardiansFilled, GuardiansReadOnly } = composeStories(stories);

describe('the Guardians page', () => {
  it('shows each guardian with their children, fee contact, contacts and whether they signed in', () => {
    render(
      <StoryFrame>
        <GuardiansFilled />
      </StoryFrame>,
    );
    const ngozi = screen.getByRole('row', { name: /Okafor Ngozi/ });
    expect(ngozi.textContent).toContain('Okafor Chidi');
    expect(ngozi.textContent).toContain('Mother');
    expect(ngozi.textContent).toContain('Fee contact');
    expect(ngozi.textContent).toContain('+2348035556666');
    expect(within(ngozi).getByText('Signed in')).toBeTruthy();
    const funmi = screen.getByRole('row', { name: /Fúnmi/ });
    expect(within(funmi).getByText('Invited')).toBeTruthy();
    expect(within(funmi).getByRole('button', { name: /Invite again/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Add guardian/ })).toBeTruthy();
  });

  it('offers a bursar no change: no add, edit, link, unlink or invitation', () => {
    render(
      <StoryFrame>
        <GuardiansReadOnly />
      </StoryFrame>,
    );
    expect(screen.getByRole('row', { name: /Okafor Ngozi/ }).textContent).toContain('Okafor Chidi');
    for (const name of [/Add guardian/, /^Edit/, /^Link/, /^Unlink/, /Invite again/]) {
      expect(screen.queryByRole('button', { name }), String(name)).toBeNull();
    }
  });
});
