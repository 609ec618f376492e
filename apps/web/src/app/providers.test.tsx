import { type QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './providers.tsx';

/** A screen showing the broadsheet's class average as the server last answered it. */
function Average({ read }: { read: () => Promise<string> }) {
  const { data } = useQuery({ queryKey: ['broadsheet', 'JSS 1 A'], queryFn: read });
  return <p>Average {data ?? '…'}</p>;
}

/** Opens the screen on the app's cache, as a route does. */
const open = (client: QueryClient, read: () => Promise<string>) =>
  render(
    <QueryClientProvider client={client}>
      <Average read={read} />
    </QueryClientProvider>,
  );

describe('the server cache', () => {
  it('reads again on opening a screen whose data a save made stale while it was closed', async () => {
    const client = createQueryClient();
    let average = '61.5';
    const read = async () => average;
    const first = open(client, read);
    expect(await screen.findByText('Average 61.5')).toBeTruthy();
    first.unmount();
    // A score save elsewhere changes the average and marks the broadsheet stale.
    average = '63.0';
    await client.invalidateQueries({ queryKey: ['broadsheet'] });
    open(client, read);
    expect(await screen.findByText('Average 63.0')).toBeTruthy();
  });

  it('does not read again on opening a screen whose data is still fresh', async () => {
    const client = createQueryClient();
    let reads = 0;
    const read = async () => {
      reads += 1;
      return String(reads);
    };
    const first = open(client, read);
    expect(await screen.findByText('Average 1')).toBeTruthy();
    first.unmount();
    open(client, read);
    expect(await screen.findByText('Average 1')).toBeTruthy();
    expect(reads).toBe(1);
  });
});
