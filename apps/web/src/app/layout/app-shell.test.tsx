import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { menuFor } from '../../lib/access.ts';
import { StoryFrame } from '../../test/story-frame.tsx';
import { demoUser } from '../../test/users.ts';
import { AppShell } from './app-shell.tsx';

describe('the header', () => {
  it('names the user surname first, as every list does ("Okafor Ngozi")', () => {
    const user = demoUser('teacher');
    render(
      <StoryFrame>
        <AppShell
          user={user}
          sections={menuFor(user)}
          settings={{
            layout: 'collapsible-side',
            appearance: 'light',
            schema: 'default',
            sideCollapsed: false,
          }}
          onSettingsChange={() => {}}
          onSignOut={() => {}}
        >
          <p>Page</p>
        </AppShell>
      </StoryFrame>,
    );
    const button = screen.getByRole('button', { name: /account menu/i });
    expect(button.textContent).toContain('Okafor Ngozi');
    expect(button.textContent).not.toContain('Ngozi Okafor');
  });
});
