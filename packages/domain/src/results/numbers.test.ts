import { describe, expect, it } from 'vitest';
import { meanOfTenths, toTenths } from './numbers.ts';

describe('scores as tenths', () => {
  it('keeps one decimal exactly and refuses more', () => {
    expect(toTenths(12.5)).toBe(125);
    expect(toTenths(0.1) + toTenths(0.2)).toBe(3);
    expect(() => toTenths(12.55)).toThrow(RangeError);
  });

  it('rounds a mean half up to 2 decimals', () => {
    expect(meanOfTenths(2210, 3)).toBe(73.67);
    expect(meanOfTenths(1, 8)).toBe(0.01);
    expect(meanOfTenths(2035, 3)).toBe(67.83);
  });
});
