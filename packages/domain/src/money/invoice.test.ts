import { describe, expect, it } from 'vitest';
import {
  discountValue,
  invoiceFigures,
  isDiscountPercent,
  isKobo,
  itemFigures,
  outstandingOf,
} from './invoice.ts';

// Every expected figure below is worked out by hand, in kobo (₦1 = 100 kobo).
describe('discountValue: round_half_up(amount × percent ÷ 100)', () => {
  it.each([
    // amount, percent, exact value, rounded
    [15_000_000, 0, '0', 0],
    [15_000_000, 100, '15 000 000', 15_000_000],
    [15_000_000, 12.5, '1 875 000', 1_875_000],
    [1_001, 12.5, '125.125', 125],
    [1_004, 12.5, '125.5', 126],
    [1_012, 12.5, '126.5', 127],
    [10, 25, '2.5', 3], // half up, not to even (banker's rounding would give 2)
    [10, 5, '0.5', 1],
    [10, 2.5, '0.25', 0],
    [5_000, 0.01, '0.5', 1],
    [4_999, 0.01, '0.4999', 0],
    [10_001, 33.33, '3333.3333', 3_333],
    [100, 0.29, '0.29', 0],
    [10_000, 0.29, '29', 29], // 0.29 × 100 is not 29 in binary floating point
    [0, 50, '0', 0],
    [100_000_000_000, 99.99, '99 990 000 000', 99_990_000_000],
  ])('%i kobo at %s%% is %s → %i', (amount, percent, _exact, value) => {
    expect(discountValue(amount, percent)).toBe(value);
  });

  it('refuses kobo fractions, negative amounts and bad percents', () => {
    expect(() => discountValue(10.5, 10)).toThrow(RangeError);
    expect(() => discountValue(-100, 10)).toThrow(RangeError);
    expect(() => discountValue(100, 100.01)).toThrow(RangeError);
    expect(() => discountValue(100, -1)).toThrow(RangeError);
    expect(() => discountValue(100, 12.345)).toThrow(RangeError);
    expect(() => discountValue(100, Number.NaN)).toThrow(RangeError);
  });
});

describe('isDiscountPercent and isKobo', () => {
  it.each([0, 0.01, 12.5, 33.33, 99.99, 100])('%s is a discount', (value) => {
    expect(isDiscountPercent(value)).toBe(true);
  });

  it.each([-0.01, 100.01, 12.345, Number.NaN, Number.POSITIVE_INFINITY, '10', null])(
    '%s is not a discount',
    (value) => {
      expect(isDiscountPercent(value)).toBe(false);
    },
  );

  it('takes whole, non-negative kobo only', () => {
    expect([0, 1, 15_625_000].map(isKobo)).toEqual([true, true, true]);
    expect([-1, 0.5, Number.NaN, '100', 2 ** 53].map(isKobo)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('itemFigures', () => {
  it('nets a line: amount − discount value', () => {
    expect(itemFigures({ amount: 15_000_000, discount: 12.5 })).toEqual({
      amount: 15_000_000,
      discount: 12.5,
      discount_amount: null,
      discount_value: 1_875_000,
      net_amount: 13_125_000,
    });
    expect(itemFigures({ amount: 1_004, discount: 12.5 }).net_amount).toBe(878);
  });

  it('reads a missing discount as 0 % and 100 % as nothing to pay', () => {
    expect(itemFigures({ amount: 2_500_000 })).toEqual({
      amount: 2_500_000,
      discount: 0,
      discount_amount: null,
      discount_value: 0,
      net_amount: 2_500_000,
    });
    expect(itemFigures({ amount: 1_000_000, discount: 100 }).net_amount).toBe(0);
  });
});

describe('itemFigures with a discount given as an amount', () => {
  it('takes the amount as the discount value: ₦150,000 less ₦20,000.50 nets ₦129,999.50', () => {
    expect(itemFigures({ amount: 15_000_000, discount_amount: 2_000_050 })).toEqual({
      amount: 15_000_000,
      discount: 0,
      discount_amount: 2_000_050,
      discount_value: 2_000_050,
      net_amount: 12_999_950,
    });
    expect(itemFigures({ amount: 1_000, discount: 0, discount_amount: 1_000 }).net_amount).toBe(0);
  });

  it('refuses more than the amount, kobo fractions, and a percent as well', () => {
    expect(() => itemFigures({ amount: 1_000, discount_amount: 1_001 })).toThrow(RangeError);
    expect(() => itemFigures({ amount: 1_000, discount_amount: 0.5 })).toThrow(RangeError);
    expect(() => itemFigures({ amount: 1_000, discount: 10, discount_amount: 100 })).toThrow(
      RangeError,
    );
  });
});

describe('invoiceFigures', () => {
  // School fees ₦150,000 at 12.5 %, development levy ₦25,000 at 0 %, uniform ₦10,000 at 100 %.
  const items = [
    { amount: 15_000_000, discount: 12.5 },
    { amount: 2_500_000, discount: 0 },
    { amount: 1_000_000, discount: 100 },
  ];

  it('totals the lines: gross 18 500 000, discount 2 875 000, total 15 625 000', () => {
    const figures = invoiceFigures({ items });
    expect(figures.items.map((item) => item.net_amount)).toEqual([13_125_000, 2_500_000, 0]);
    expect(figures).toMatchObject({
      gross_amount: 18_500_000,
      discount_total: 2_875_000,
      total_amount: 15_625_000,
      amount_paid: 0,
      outstanding: 15_625_000,
      credit: 0,
      status: 'unpaid',
    });
    // gross − discount = total, always.
    expect(figures.gross_amount - figures.discount_total).toBe(figures.total_amount);
  });

  it('goes unpaid → part paid → paid as payments come in', () => {
    expect(invoiceFigures({ items, payments: [5_000_000] })).toMatchObject({
      amount_paid: 5_000_000,
      outstanding: 10_625_000,
      credit: 0,
      status: 'part_paid',
    });
    expect(invoiceFigures({ items, payments: [5_000_000, 10_624_999] })).toMatchObject({
      amount_paid: 15_624_999,
      outstanding: 1,
      status: 'part_paid',
    });
    expect(invoiceFigures({ items, payments: [5_000_000, 10_625_000] })).toMatchObject({
      amount_paid: 15_625_000,
      outstanding: 0,
      credit: 0,
      status: 'paid',
    });
  });

  it('shows payments beyond the total as a credit, with nothing outstanding', () => {
    expect(invoiceFigures({ items, payments: [5_000_000, 10_725_000] })).toMatchObject({
      total_amount: 15_625_000,
      amount_paid: 15_725_000,
      outstanding: 0,
      credit: 100_000,
      status: 'paid',
    });
  });

  it('calls an invoice discounted to nothing paid', () => {
    expect(invoiceFigures({ items: [{ amount: 1_000_000, discount: 100 }] })).toMatchObject({
      total_amount: 0,
      outstanding: 0,
      status: 'paid',
    });
  });

  it('sums the rounded lines, not the rounded sum', () => {
    // 12.5 % of 1 004 is 125.5 → 126 twice: 252, where 12.5 % of 2 008 would be 251.
    expect(
      invoiceFigures({
        items: [
          { amount: 1_004, discount: 12.5 },
          { amount: 1_004, discount: 12.5 },
        ],
      }),
    ).toMatchObject({ discount_total: 252, total_amount: 1_756 });
  });

  it('refuses a payment that is not whole kobo', () => {
    expect(() => invoiceFigures({ items, payments: [100.5] })).toThrow(RangeError);
  });
});

describe('outstandingOf: what is still owed', () => {
  it('is the total less what was paid, never below 0', () => {
    expect(outstandingOf(1_000_000, 0)).toBe(1_000_000);
    expect(outstandingOf(1_000_000, 250_050)).toBe(749_950);
    expect(outstandingOf(1_000_000, 1_000_000)).toBe(0);
    // an invoice adjusted down below what was paid owes nothing (the rest is a credit)
    expect(outstandingOf(500_000, 800_000)).toBe(0);
  });
});
