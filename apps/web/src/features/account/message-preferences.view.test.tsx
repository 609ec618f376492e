import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoryFrame } from '../../test/story-frame.tsx';
import * as stories from './message-preferences.stories.tsx';

const {
  NotificationsFilled,
  NotificationsNoPhone,
  NotificationsSaving,
  NotificationsRefused,
  NotificationsError,
} = composeStories(stories);

const show = (story: React.ReactNode) => render(<StoryFrame>{story}</StoryFrame>);
const switches = () =>
  screen.getAllByRole('switch').map((s) => ({
    name: s.getAttribute('aria-label') ?? s.closest('label')?.textContent,
    on: s.getAttribute('aria-checked') === 'true',
    disabled: s.hasAttribute('disabled'),
  }));

describe('the notification channels on the profile', () => {
  it('shows each channel with the address it uses, on or off as chosen', () => {
    show(<NotificationsFilled />);
    expect(switches()).toEqual([
      { name: 'E-mailTo ngozi@bfa.ng', on: true, disabled: false },
      { name: 'SMSTo +2348031234567', on: true, disabled: false },
      { name: 'WhatsAppTo +2348031234567', on: false, disabled: false },
    ]);
    expect(screen.getByText(/A link to reset your password always goes by e-mail/)).toBeTruthy();
  });

  it('turns a channel with no address off, and says what to add', () => {
    show(<NotificationsNoPhone />);
    const [email, sms, whatsapp] = switches();
    expect(email).toEqual({ name: 'E-mailTo ngozi@bfa.ng', on: true, disabled: false });
    expect(sms).toMatchObject({ on: false, disabled: true });
    expect(sms?.name).toContain('No phone number in your details: add one above');
    expect(whatsapp).toMatchObject({ on: false, disabled: true });
  });

  it('holds the switch being saved', () => {
    show(<NotificationsSaving />);
    expect(switches().map((s) => s.disabled)).toEqual([false, true, false]);
  });

  it("shows the server's refusal under its switch", () => {
    show(<NotificationsRefused />);
    const whatsapp = screen.getByRole('switch', { name: /WhatsApp/ });
    expect(whatsapp.getAttribute('aria-describedby')).toContain('-error');
    expect(screen.getByRole('alert').textContent).toBe('Is not set up for this school.');
  });

  it('offers to try again when the channels could not be read', () => {
    show(<NotificationsError />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Something went wrong on the server');
    expect(within(alert).getByRole('button', { name: /Try again/ })).toBeTruthy();
  });
});
