import { createClient } from '@schoolmates/sdk';
import { describe, expect, it } from 'vitest';
import { latestReleased, periodsBack } from './results.api.ts';

/** A server holding the student's released results of `released` (as "period|term|session"). */
function server(released: Set<string>) {
  const asked: string[] = [];
  const fetch = async (request: Request) => {
    const q = new URL(request.url).searchParams;
    const key = `${q.get('period')}|${q.get('term')}|${q.get('session')}`;
    asked.push(key);
    const data =
      q.get('status') === 'released' && released.has(key)
        ? [{ id: '1', type: 'result', attributes: {} }]
        : [];
    return new Response(JSON.stringify({ data }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { client: createClient({ baseUrl: 'http://school.test/api', fetch }), asked };
}

const midSecondTerm = { period: 'First Half', term: 'Second Term', session: '2025/2026' } as const;

describe('a student’s Results page', () => {
  it('opens on the latest released result, not the current unreleased period', async () => {
    const s = server(
      new Set(['Second Half|First Term|2025/2026', 'First Half|First Term|2025/2026']),
    );
    expect(await latestReleased(s.client, midSecondTerm)).toEqual({
      period: 'Second Half',
      term: 'First Term',
      session: '2025/2026',
    });
    expect(s.asked).toEqual([
      'First Half|Second Term|2025/2026',
      'Second Half|First Term|2025/2026',
    ]);
  });

  it('opens on the current period when nothing is released in the last school year', async () => {
    const s = server(new Set(['Second Half|First Term|2020/2021']));
    expect(await latestReleased(s.client, midSecondTerm)).toBeNull();
    expect(s.asked).toHaveLength(6);
  });

  it('walks back across sessions', () => {
    expect(
      periodsBack({ period: 'Second Half', term: 'First Term', session: '2025/2026' }, 3),
    ).toEqual([
      { period: 'Second Half', term: 'First Term', session: '2025/2026' },
      { period: 'First Half', term: 'First Term', session: '2025/2026' },
      { period: 'Second Half', term: 'Third Term', session: '2024/2025' },
    ]);
  });
});
