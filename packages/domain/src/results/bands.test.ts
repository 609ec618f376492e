import { describe, expect, it } from 'vitest';
import { moveBand, pickComment, removeBand } from './bands.ts';

const bands = [
  { id: 'a', from: 0, to: 39 },
  { id: 'b', from: 40, to: 59 },
  { id: 'c', from: 60, to: 69 },
  { id: 'd', from: 70, to: 100 },
];
const ranges = (edit: ReturnType<typeof moveBand>) =>
  edit.ok ? edit.bands.map((b) => `${b.from}-${b.to}`) : edit.reason;

describe('editing a cover of 0..100', () => {
  it('moves the shared bound of each neighbour with the band', () => {
    expect(ranges(moveBand(bands, 'c', 58, 72))).toEqual(['0-39', '40-57', '58-72', '73-100']);
  });

  it('refuses to empty or cross a neighbour, or to move 0 and 100', () => {
    expect(moveBand(bands, 'c', 40, 69).ok).toBe(false);
    expect(moveBand(bands, 'c', 41, 69).ok).toBe(true);
    expect(moveBand(bands, 'c', 60, 100).ok).toBe(false);
    expect(moveBand(bands, 'a', 1, 39).ok).toBe(false);
    expect(moveBand(bands, 'd', 70, 99).ok).toBe(false);
    expect(moveBand(bands, 'b', 50, 45).ok).toBe(false);
  });

  it('gives a deleted band to the band below, or above for the lowest', () => {
    expect(ranges(removeBand(bands, 'c'))).toEqual(['0-39', '40-69', '70-100']);
    expect(ranges(removeBand(bands, 'a'))).toEqual(['0-59', '60-69', '70-100']);
    expect(removeBand([{ id: 'x', from: 0, to: 100 }], 'x').ok).toBe(false);
  });
});

describe('pickComment', () => {
  const bank = [
    { text: 'wide', from: 0, to: 100, createdAt: 1 },
    { text: 'narrow old', from: 60, to: 69, createdAt: 2 },
    { text: 'narrow new', from: 60, to: 69, createdAt: 3 },
  ];
  it('takes the narrowest range holding the average, then the oldest; bounds included', () => {
    expect(pickComment(bank, 69)?.text).toBe('narrow old');
    expect(pickComment(bank, 60)?.text).toBe('narrow old');
    expect(pickComment(bank, 70)?.text).toBe('wide');
    expect(pickComment([], 50)).toBeUndefined();
  });
});
