import { describe, expect, it } from 'vitest';
import { ListPace } from './list-pace.ts';

describe('ListPace', () => {
  it('holds a session back for the rest of its minute, then lets it list again', () => {
    const pace = new ListPace(3);
    const start = 1_000_000;
    expect([0, 1, 2].map((i) => pace.take(1n, start + i * 1000))).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(pace.take(1n, start + 15_000)).toBe(45);
    expect(pace.take(2n, start + 15_000)).toBeUndefined();
    expect(pace.take(1n, start + 60_000)).toBeUndefined();
  });

  it('keeps counting the sessions still in their minute when it forgets ended ones', () => {
    const pace = new ListPace(1, 2);
    pace.take(1n, 0);
    pace.take(2n, 30_000);
    pace.take(3n, 61_000); // full: session 1's minute has ended and is forgotten
    expect(pace.take(2n, 61_000)).toBe(29);
  });
});
