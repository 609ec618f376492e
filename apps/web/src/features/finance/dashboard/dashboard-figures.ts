/**
 * The account dashboard's charts, worked out from the invoice and payment lists (the six
 * summaries come from the server's ledger; these split the same figures by class and by month,
 * so they add up to them). Pure, in kobo.
 */
import type { Schema } from '@schoolmates/sdk';

type Invoice = Pick<
  Schema<'InvoiceAttributes'>,
  'class_name' | 'total_amount' | 'amount_paid' | 'outstanding'
>;
type Payment = Pick<Schema<'PaymentAttributes'>, 'paid_at' | 'amount_paid' | 'reversal'>;

export interface ClassFigures {
  class_name: string;
  expected: number;
  received: number;
  outstanding: number;
}

/** Expected, received and outstanding per class, in the order classes first appear. */
export function figuresByClass(invoices: readonly Invoice[]): ClassFigures[] {
  const byClass = new Map<string, ClassFigures>();
  for (const invoice of invoices) {
    const row = byClass.get(invoice.class_name) ?? {
      class_name: invoice.class_name,
      expected: 0,
      received: 0,
      outstanding: 0,
    };
    row.expected += invoice.total_amount;
    row.received += invoice.amount_paid;
    row.outstanding += invoice.outstanding;
    byClass.set(invoice.class_name, row);
  }
  return [...byClass.values()];
}

const monthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/**
 * Payments received per calendar month, oldest first, months without payments included; a
 * reversed payment counts for nothing, as in the ledger.
 */
export function paymentsByMonth(all: readonly Payment[]): { month: string; received: number }[] {
  const payments = all.filter((p) => p.reversal === null);
  if (payments.length === 0) return [];
  const totals = new Map<string, number>();
  for (const p of payments) {
    const key = p.paid_at.slice(0, 7);
    totals.set(key, (totals.get(key) ?? 0) + p.amount_paid);
  }
  const keys = [...totals.keys()].sort();
  const [firstYear, firstMonth] = (keys[0] ?? '').split('-').map(Number) as [number, number];
  const [lastYear, lastMonth] = (keys.at(-1) ?? '').split('-').map(Number) as [number, number];
  const months: { month: string; received: number }[] = [];
  for (let y = firstYear, m = firstMonth; y < lastYear || (y === lastYear && m <= lastMonth); ) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    months.push({ month: `${monthNames[m - 1]} ${y}`, received: totals.get(key) ?? 0 });
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return months;
}
