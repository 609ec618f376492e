import { describe, expect, it } from 'vitest';
import { figuresByClass, paymentsByMonth } from './dashboard-figures.ts';

describe('figuresByClass', () => {
  it('adds each class up so the classes sum to the school', () => {
    const invoices = [
      {
        class_name: 'JSS 1',
        total_amount: 15_625_000,
        amount_paid: 5_000_000,
        outstanding: 10_625_000,
      },
      { class_name: 'JSS 2', total_amount: 17_500_000, amount_paid: 0, outstanding: 17_500_000 },
      { class_name: 'JSS 1', total_amount: 15_625_000, amount_paid: 15_625_000, outstanding: 0 },
    ];
    const rows = figuresByClass(invoices);
    expect(rows).toEqual([
      { class_name: 'JSS 1', expected: 31_250_000, received: 20_625_000, outstanding: 10_625_000 },
      { class_name: 'JSS 2', expected: 17_500_000, received: 0, outstanding: 17_500_000 },
    ]);
    const sum = (key: 'expected' | 'received' | 'outstanding') =>
      rows.reduce((total, row) => total + row[key], 0);
    expect(sum('expected') - sum('received')).toBe(sum('outstanding'));
  });
});

describe('paymentsByMonth', () => {
  const reversed = {
    reversed_at: '2025-10-03T09:00:00.000Z',
    reversed_by: 'Ngozi Bursar',
    reason: 'Bounced transfer',
  };
  it('totals each month, with the empty months between, across the new year, and leaves out reversed payments', () => {
    expect(
      paymentsByMonth([
        { paid_at: '2026-01-04', amount_paid: 100, reversal: null },
        { paid_at: '2025-11-30', amount_paid: 5_000_025, reversal: null },
        { paid_at: '2025-11-02', amount_paid: 75, reversal: null },
        { paid_at: '2025-10-02', amount_paid: 9_999, reversal: reversed },
      ]),
    ).toEqual([
      { month: 'Nov 2025', received: 5_000_100 },
      { month: 'Dec 2025', received: 0 },
      { month: 'Jan 2026', received: 100 },
    ]);
    expect(paymentsByMonth([])).toEqual([]);
  });
});
