import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNaira, maxKobo, nairaInput, parseNaira } from './naira.ts';

describe('formatNaira', () => {
  it.each([
    [15_000_050, '₦150,000.50'],
    [0, '₦0.00'],
    [5, '₦0.05'],
    [100, '₦1.00'],
    [123_456_789_01, '₦123,456,789.01'],
    [-250_075, '-₦2,500.75'],
    [100_000_000_000, '₦1,000,000,000.00'],
  ])('%d kobo reads %s', (kobo, text) => {
    expect(formatNaira(kobo)).toBe(text);
  });

  it('refuses a fraction of a kobo', () => {
    expect(() => formatNaira(1.5)).toThrow(RangeError);
  });
});

describe('parseNaira', () => {
  it.each([
    ['150,000.50', 15_000_050],
    ['150000.50', 15_000_050],
    ['150000', 15_000_000],
    ['₦150,000.5', 15_000_050],
    ['N 1,500', 150_000],
    [' 0.29 ', 29],
    ['1.', 100],
    ['0', 0],
    ['1,000,000,000', maxKobo],
  ])('"%s" is %d kobo', (text, kobo) => {
    expect(parseNaira(text)).toBe(kobo);
  });

  it.each(['', 'abc', '1.234', '-5', '1,50,000', '15,0000', '1e5', '.5', '1,000,000,000.01'])(
    '"%s" is not an amount',
    (text) => {
      expect(parseNaira(text)).toBeNull();
    },
  );

  it('reads back every amount it formats, and its input text, to the kobo', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: maxKobo }), (kobo) => {
        expect(parseNaira(formatNaira(kobo))).toBe(kobo);
        expect(parseNaira(nairaInput(kobo))).toBe(kobo);
      }),
    );
  });
});
