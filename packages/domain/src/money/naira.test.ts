import { describe, expect, it } from 'vitest';
import { formatNaira } from './naira.ts';

describe('formatNaira', () => {
  it.each([
    [0, '₦0.00'],
    [5, '₦0.05'],
    [1_250_000, '₦12,500.00'],
    [15_000_050, '₦150,000.50'],
    [100_000_000_000, '₦1,000,000,000.00'],
    [-250_075, '-₦2,500.75'],
  ])('%i kobo is %s', (kobo, text) => {
    expect(formatNaira(kobo)).toBe(text);
  });

  it('refuses kobo fractions', () => {
    expect(() => formatNaira(10.5)).toThrow(RangeError);
  });
});
