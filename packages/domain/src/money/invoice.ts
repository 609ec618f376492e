/**
 * The arithmetic of an invoice (domain rules "Money", DECISIONS #8): every amount is an integer
 * number of kobo; a discount is a percent from 0 to 100 with at most 2 decimals.
 *
 * - item discount value = round_half_up(amount × percent ÷ 100), or the discount given as an
 *   amount (0..amount kobo) instead of a percent; item net = amount − that;
 * - gross = Σ amounts, discount total = Σ discount values, total = Σ nets;
 * - paid = Σ payments, outstanding = total − paid (never below 0), credit = paid − total when
 *   the payments go beyond the total (an invoice adjusted down, or another backend's figures);
 * - status: `paid` once nothing is outstanding (a 100 % discounted invoice included), else
 *   `part_paid` once something was paid, else `unpaid`.
 *
 * Pure: no I/O, no floating point in the result (the percent is read as hundredths exactly).
 */
/** Derived, never stored: the contract's `InvoiceStatus`. */
export type InvoiceStatus = 'unpaid' | 'part_paid' | 'paid';

/**
 * One line to figure: an amount in kobo and a discount percent (0 when left out), or a
 * discount amount in kobo instead of the percent.
 */
export interface FigureItem {
  amount: number;
  discount?: number | undefined;
  discount_amount?: number | null | undefined;
}

/** A line with its figures, named as on the wire (`InvoiceItem`). */
export interface ItemFigures {
  amount: number;
  discount: number;
  discount_amount: number | null;
  discount_value: number;
  net_amount: number;
}

/** The figures of an invoice, named as on the wire (`InvoiceAttributes`), plus the credit. */
export interface InvoiceFigures {
  items: ItemFigures[];
  gross_amount: number;
  discount_total: number;
  total_amount: number;
  amount_paid: number;
  outstanding: number;
  /** What was paid beyond the total; 0 unless the invoice is overpaid. */
  credit: number;
  status: InvoiceStatus;
}

/** An amount of kobo: a whole number, not negative. */
export function isKobo(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** The percent in hundredths (12.5 → 1250), or null when it is not 0..100 with ≤ 2 decimals. */
function hundredthsOf(percent: unknown): number | null {
  if (typeof percent !== 'number' || !Number.isFinite(percent)) return null;
  if (percent < 0 || percent > 100) return null;
  const hundredths = Math.round(percent * 100);
  // 0.29 × 100 is 28.999999999999996 in binary floating point: that is still 29 hundredths.
  return Math.abs(percent * 100 - hundredths) < 1e-6 ? hundredths : null;
}

/** A discount percent: 0 to 100 with at most 2 decimals. */
export function isDiscountPercent(value: unknown): value is number {
  return hundredthsOf(value) !== null;
}

/** round_half_up(amount × percent ÷ 100), in kobo, computed exactly. */
export function discountValue(amount: number, percent = 0): number {
  if (!isKobo(amount)) throw new RangeError(`An amount is whole kobo, not ${amount}`);
  const hundredths = hundredthsOf(percent);
  if (hundredths === null) {
    throw new RangeError(`A discount is 0..100 with at most 2 decimals, not ${percent}`);
  }
  // amount × hundredths ÷ 10 000, half up: add half the divisor, then divide down.
  return Number((BigInt(amount) * BigInt(hundredths) + 5000n) / 10000n);
}

/** One line's discount value and net. */
export function itemFigures(item: FigureItem): ItemFigures {
  const fixed = item.discount_amount ?? null;
  if (fixed !== null) {
    if (!isKobo(item.amount)) throw new RangeError(`An amount is whole kobo, not ${item.amount}`);
    if (!isKobo(fixed) || fixed > item.amount) {
      throw new RangeError(`A discount amount is 0..${item.amount} kobo, not ${fixed}`);
    }
    if ((item.discount ?? 0) !== 0) throw new RangeError('A discount is a percent or an amount');
    return {
      amount: item.amount,
      discount: 0,
      discount_amount: fixed,
      discount_value: fixed,
      net_amount: item.amount - fixed,
    };
  }
  const discount = item.discount ?? 0;
  const value = discountValue(item.amount, discount);
  return {
    amount: item.amount,
    discount,
    discount_amount: null,
    discount_value: value,
    net_amount: item.amount - value,
  };
}

/** What is still owed on an invoice: its total less what was paid on it, never below 0. */
export function outstandingOf(total: number, paid: number): number {
  return Math.max(total - paid, 0);
}

/** The derived status of an invoice from its total and what was paid on it. */
export function invoiceStatus(total: number, paid: number): InvoiceStatus {
  return paid >= total ? 'paid' : paid > 0 ? 'part_paid' : 'unpaid';
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The figures of an invoice from its lines and the amounts paid on it. */
export function invoiceFigures(invoice: {
  items: readonly FigureItem[];
  payments?: readonly number[];
}): InvoiceFigures {
  const items = invoice.items.map(itemFigures);
  const payments = invoice.payments ?? [];
  for (const payment of payments) {
    if (!isKobo(payment)) throw new RangeError(`A payment is whole kobo, not ${payment}`);
  }
  const total = sum(items.map((item) => item.net_amount));
  const paid = sum(payments);
  const outstanding = outstandingOf(total, paid);
  return {
    items,
    gross_amount: sum(items.map((item) => item.amount)),
    discount_total: sum(items.map((item) => item.discount_value)),
    total_amount: total,
    amount_paid: paid,
    outstanding,
    credit: Math.max(paid - total, 0),
    status: invoiceStatus(total, paid),
  };
}
