import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoryFrame } from '../../test/story-frame.tsx';
import * as stories from './messages.stories.tsx';
import { MessageText } from './messages.view.tsx';

const { MessagesFilled, MessagesBatchProgress, MessagesMailboxOpen, MessagesEmpty } =
  composeStories(stories);

const show = (story: React.ReactNode) => render(<StoryFrame>{story}</StoryFrame>);
/** The status a row shows (its badge; a phone shows the same one in the row's first cell). */
const statusOf = (row: HTMLElement) =>
  within(row).getAllByText(/^(Queued|Sent|Delivered|Failed|Dead)$/)[0]?.textContent;
const rowOf = (text: string) => {
  const row = screen.getAllByRole('row').find((r) => r.textContent?.includes(text));
  if (!row) throw new Error(`no row with ${text}`);
  return row;
};

describe('the Messages screen', () => {
  it('lists each message in words, with its status, tries and last error', () => {
    show(<MessagesFilled />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    expect(rows.map(statusOf)).toEqual([
      'Delivered',
      'Queued',
      'Sent',
      'Failed',
      'Dead',
      'Delivered',
    ]);
    expect(rows[0]?.textContent).toContain('Password reset');
    expect(rows[0]?.textContent).toContain('Bello Musa');
    expect(rows[0]?.textContent).toContain('bello.musa@example.com');
    expect(rows[2]?.textContent).toContain('Invoice issued');
    expect(rows[2]?.textContent).toContain('SMS');
    expect(rows[3]?.textContent).toContain('WhatsApp');
    expect(rows[3]?.textContent).toContain('the template payment_received is not approved');
    const dead = rowOf('tunde.bakare@example');
    expect(dead.textContent).toContain('Recipient address rejected');
    expect(
      within(dead)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toContain('5');
  });

  it('offers "send again" only where a message did not arrive, and "read" only for the mailbox', () => {
    show(<MessagesFilled />);
    const again = screen.getAllByRole('button', { name: /^Send again/ });
    expect(again.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Send again Payment received (Bright Future Academy) to +2348059876543',
      'Send again Your result is out (Bright Future Academy) to tunde.bakare@example',
    ]);
    const read = screen.getAllByRole('button', { name: /^Read/ });
    expect(read).toHaveLength(1);
    expect(rowOf('bello.musa@example.com').contains(read[0] ?? null)).toBe(true);
  });

  it('sums up delivery by status above the list', () => {
    show(<MessagesFilled />);
    const progress = screen.getByRole('status', { name: 'Delivery progress' });
    expect(progress.textContent).toContain('Every message of these filters');
    expect(progress.textContent).toContain('3 of 6 sent or delivered');
    expect(
      within(within(progress).getByRole('list', { name: 'Messages by status' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Queued: 1', 'Sent: 1', 'Delivered: 2', 'Failed: 1', 'Dead: 1']);
    expect(progress.textContent).toContain('this refreshes every few seconds');
  });

  it("shows a bulk send's progress, and leads back to every message", () => {
    show(<MessagesBatchProgress />);
    const progress = screen.getByRole('status', { name: 'Delivery progress' });
    expect(progress.textContent).toContain('One bulk send: release:JSS 1 A:First Term 2025/2026');
    expect(progress.textContent).toContain('11 of 25 sent or delivered');
    expect(within(progress).getByRole('button', { name: 'Show every message' })).toBeTruthy();
  });

  it('says so when no message matches, without an empty progress bar', () => {
    show(<MessagesEmpty />);
    expect(screen.getByRole('heading', { name: 'No messages here' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Delivery progress' })).toBeNull();
  });

  it('opens the reset mail of the mailbox with its link to click', async () => {
    show(<MessagesMailboxOpen />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe(
      'Reset your password (Bright Future Academy)',
    );
    expect(dialog.textContent).toContain('To Bello Musa, bello.musa@example.com');
    expect(dialog.textContent).toContain('Dear Musa Bello,');
    const link = within(dialog).getByRole('link');
    expect(link.getAttribute('href')).toBe(
      'https://demo.schoolmates.ng/reset-password?token=q8Vn2kLx0bR4',
    );
    expect(link.textContent).toBe(link.getAttribute('href'));
  });
});

describe('a message text', () => {
  it('is shown as written: markup stays text, only web addresses become links', () => {
    const { container } = render(
      <StoryFrame>
        <MessageText
          text={
            '<img src=x onerror="alert(1)"> <b>Hi</b>\nOpen http://a.test/x?y=1. Or javascript:alert(1)'
          }
        />
      </StoryFrame>,
    );
    expect(container.querySelector('img, b')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)"> <b>Hi</b>');
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['http://a.test/x?y=1']);
    expect(container.textContent).toContain('http://a.test/x?y=1. Or javascript:alert(1)');
  });
});
