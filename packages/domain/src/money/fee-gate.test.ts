import { describe, expect, it } from 'vitest';
import { resultHeld, termOwed } from './fee-gate.ts';

describe('fee-gated results', () => {
  const on = { enabled: true, threshold: 500_000 };

  it('sums what the term invoices still charge, an overpaid one counting against another', () => {
    expect(termOwed([])).toBe(0);
    expect(termOwed([{ total: 10_000_000, paid: 2_500_000 }])).toBe(7_500_000);
    expect(
      termOwed([
        { total: 1_000_000, paid: 1_200_000 },
        { total: 500_000, paid: 0 },
      ]),
    ).toBe(300_000);
  });

  it('holds only above the threshold, with the gate on, and never an exempted student', () => {
    expect(resultHeld(on, 500_001, false)).toBe(true);
    expect(resultHeld(on, 500_000, false)).toBe(false);
    expect(resultHeld(on, 0, false)).toBe(false);
    expect(resultHeld({ ...on, enabled: false }, 99_000_000, false)).toBe(false);
    expect(resultHeld(on, 99_000_000, true)).toBe(false);
    expect(resultHeld({ enabled: true, threshold: 0 }, 1, false)).toBe(true);
  });
});
