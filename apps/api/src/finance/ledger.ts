/**
 * Reading the ledger (db/finance-schema.ts explains the entries and their signs): an invoice's
 * gross, discount, total and paid, its payments as they stand (amount, details, corrections,
 * reversal) and its adjustments; an expense as it stands. Pure: the queries load the entries,
 * this folds them, so every figure comes from the same entries.
 */
import type { financeLedger, LedgerKind } from '../db/finance-schema.ts';

export type LedgerEntry = typeof financeLedger.$inferSelect;

/** Entries that move money received (payments and what takes them back). */
export const RECEIVED_KINDS: readonly LedgerKind[] = ['payment', 'payment_correction', 'reversal'];
export const EXPENSE_KINDS: readonly LedgerKind[] = ['expense', 'expense_correction'];

/** What an entry adds to an invoice's total (gross − discounts). */
export function totalEffect(entry: Pick<LedgerEntry, 'kind' | 'amount'>): number {
  if (entry.kind === 'invoice_issued' || entry.kind === 'adjustment') return entry.amount;
  if (entry.kind === 'discount') return -entry.amount;
  return 0;
}

export interface Correction {
  /** The `*_correction` entry: its details are the values before, −amount the amount before. */
  entry: LedgerEntry;
}

export interface PaymentState {
  paymentId: bigint;
  /** The latest `payment` entry: the payment's amount and details as they stand. */
  current: LedgerEntry;
  corrections: Correction[];
  reversal: LedgerEntry | null;
  /** What it counts towards the invoice: its amount, or 0 once reversed. */
  counted: number;
}

export interface AdjustmentState {
  entry: LedgerEntry;
  previousTotal: number;
  newTotal: number;
}

export interface InvoiceLedger {
  gross: number;
  discount: number;
  total: number;
  paid: number;
  /** In the order they were recorded. */
  payments: PaymentState[];
  adjustments: AdjustmentState[];
}

/** Folds one invoice's entries (in id order). */
export function readInvoiceLedger(entries: readonly LedgerEntry[]): InvoiceLedger {
  let gross = 0;
  let discount = 0;
  let paid = 0;
  const payments = new Map<bigint, PaymentState>();
  const adjustments: AdjustmentState[] = [];
  // An item change writes its discount and adjustment entries in one transaction (one time).
  let groupAt = -1;
  let totalBeforeGroup = 0;
  for (const entry of entries) {
    if (entry.kind === 'adjustment' || entry.kind === 'discount') {
      const at = entry.createdAt.getTime();
      if (at !== groupAt) {
        groupAt = at;
        totalBeforeGroup = gross - discount;
      }
    }
    if (entry.kind === 'invoice_issued' || entry.kind === 'adjustment') gross += entry.amount;
    if (entry.kind === 'discount') discount += entry.amount;
    if (entry.kind === 'adjustment' && entry.reason !== null) {
      adjustments.push({ entry, previousTotal: totalBeforeGroup, newTotal: gross - discount });
    }
    if (RECEIVED_KINDS.includes(entry.kind) && entry.paymentId !== null) {
      paid += entry.amount;
      const state = payments.get(entry.paymentId);
      if (entry.kind === 'payment') {
        if (state) {
          state.current = entry;
          state.counted += entry.amount;
        } else {
          payments.set(entry.paymentId, {
            paymentId: entry.paymentId,
            current: entry,
            corrections: [],
            reversal: null,
            counted: entry.amount,
          });
        }
      } else if (state) {
        state.counted += entry.amount;
        if (entry.kind === 'payment_correction') state.corrections.push({ entry });
        else state.reversal = entry;
      }
    }
  }
  return {
    gross,
    discount,
    total: gross - discount,
    paid,
    payments: [...payments.values()],
    adjustments,
  };
}

export interface ExpenseState {
  current: LedgerEntry;
  corrections: Correction[];
  amount: number;
}

/** Folds one expense's entries (in id order). */
export function readExpenseLedger(entries: readonly LedgerEntry[]): ExpenseState | null {
  let state: ExpenseState | null = null;
  for (const entry of entries) {
    if (entry.kind === 'expense' && state === null) {
      state = { current: entry, corrections: [], amount: entry.amount };
    } else if (entry.kind === 'expense' && state !== null) {
      state.current = entry;
      state.amount += entry.amount;
    } else if (entry.kind === 'expense_correction' && state !== null) {
      state.corrections.push({ entry });
      state.amount += entry.amount;
    }
  }
  return state;
}
