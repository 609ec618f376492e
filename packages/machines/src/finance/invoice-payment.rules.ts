/**
 * What the invoice machine and its payment child share: the contract's types, the messages, the
 * checks made before a call (a refusal names its field), and the context an invoice starts from.
 */

import {
  type InvoiceFigures,
  invoiceFigures,
  isDiscountPercent,
  isKobo,
} from '@schoolmates/domain/money';
import type { FieldErrors, Schema } from '@schoolmates/sdk';
import { figuresOfInvoice, withPayment } from './invoice-records.ts';

export type FeeRecord = Schema<'FeeRecord'>;
export type InvoiceRecord = Schema<'InvoiceRecord'>;
export type InvoiceInput = Schema<'InvoiceInput'>;
export type InvoiceItemInput = Schema<'InvoiceItemInput'>;
export type InvoiceUpdate = Schema<'InvoiceUpdate'>;
export type PaymentInput = Schema<'PaymentInput'>;
export type PaymentUpdate = Schema<'PaymentUpdate'>;
export type PaymentRecord = Schema<'PaymentRecord'>;

/** What the payment form gives: a `PaymentInput` without the invoice, which the machine adds. */
export type PaymentFields = Omit<PaymentInput, 'invoice_id'>;
/** What the correction form gives besides the reason. */
export type PaymentChanges = Omit<PaymentUpdate, 'reason'>;

/** A new invoice: student, term, session, due date and note, and the class to list fees for. */
export type InvoiceDraftInput = Omit<InvoiceInput, 'items'> & {
  items?: InvoiceItemInput[];
  class_id?: Schema<'ObjectId'>;
};

/** Start from a new draft, or from an invoice as loaded (e.g. a row of `GET /invoice`). */
export type InvoicePaymentInput = { draft: InvoiceDraftInput } | { invoice: InvoiceRecord };

/** What `POST /payment` needs: the body and the key that makes a retry harmless. */
export interface PaymentRequest {
  key: string;
  payment: PaymentInput;
}

export const invoicePaymentMessages = {
  feesFallback: 'Unable to load the fees',
  issueFallback: 'Unable to issue the invoice',
  issued: 'Invoice issued',
  noItems: 'Add at least one fee to the invoice',
  discountInvalid:
    'A discount is 0 to 100 percent with at most 2 decimals, or an amount up to the fee in kobo',
  paymentInvalid:
    'Enter an amount in whole kobo above 0, and the bank account for a deposit or transfer',
  paymentFallback: 'Unable to record the payment',
  paymentRecorded: 'Payment recorded',
  openFallback: 'Unable to load the payment',
  correctionFallback: 'Unable to correct the payment',
  paymentCorrected: 'Payment corrected',
  reasonRequired: 'Give a reason for the change (3 characters or more)',
  nothingChanged: 'Change at least one field',
  adjustFallback: 'Unable to update the invoice',
  invoiceUpdated: 'Invoice updated',
  reloadFallback: 'Unable to load the invoice',
  reverseFallback: 'Unable to reverse the payment',
  paymentReversed: 'Payment reversed',
} as const;

export interface InvoicePaymentContext {
  /** What a new invoice is drafted from (the draft child edits it); null for an issued one. */
  draft: InvoiceDraftInput | null;
  /** The issued invoice; null while drafting. */
  invoice: InvoiceRecord | null;
  /** The figures of the issued invoice, in kobo (nothing while drafting). */
  figures: InvoiceFigures;
  /** A payment left after a failure without an answer (it may be recorded): the next payment
   * form sends it again under its key. Null between payments. */
  pendingPayment: PaymentRequest | null;
  /** The last payment recorded or corrected (a receipt). */
  receipt: PaymentRecord | null;
  notice: string | null;
  /** The last failure or refusal, in words fit to show (the server's message when it sent one). */
  error: string | null;
  fieldErrors: FieldErrors;
}

/** The figures of a draft: its lines priced from the fees. */
export function figuresOfDraft(context: { draft: InvoiceInput; fees: FeeRecord[] }) {
  const amounts = new Map(context.fees.map((fee) => [fee.id, fee.attributes.amount]));
  return invoiceFigures({
    items: context.draft.items.flatMap((item) => {
      const amount = amounts.get(item.fee_id);
      return amount === undefined
        ? []
        : [{ amount, discount: item.discount, discount_amount: item.discount_amount }];
    }),
  });
}

export const emptyMessages = { notice: null, error: null, fieldErrors: {} } as const;

export const hasReason = (reason: string | undefined) => (reason ?? '').trim().length >= 3;

/** Why a refusal: the words to show and the field they belong to. */
export interface Refusal {
  message: string;
  field: string;
}

/** What is wrong with a payment before it is sent, or null. */
export function paymentProblem(payment: PaymentFields): Refusal | null {
  const amountOk = isKobo(payment.amount_paid) && payment.amount_paid > 0;
  const bankOk =
    payment.payment_method === 'cash' ||
    (typeof payment.bank_id === 'string' && payment.bank_id !== '');
  if (amountOk && bankOk) return null;
  return {
    message: invoicePaymentMessages.paymentInvalid,
    field: amountOk ? 'bank_id' : 'amount_paid',
  };
}

/** What is wrong with a correction: it needs a reason and a change. */
export function correctionProblem(reason: string, changes: PaymentChanges): Refusal | null {
  if (!hasReason(reason)) {
    return { message: invoicePaymentMessages.reasonRequired, field: 'reason' };
  }
  if (Object.keys(changes).length === 0) {
    return { message: invoicePaymentMessages.nothingChanged, field: 'changes' };
  }
  return null;
}

/**
 * What is wrong with a change of an issued invoice: something must change, lines need good
 * discounts, and new lines on an invoice with payments need a reason (kept as an adjustment).
 */
export function adjustmentProblem(
  invoice: InvoiceRecord | null,
  update: InvoiceUpdate,
): Refusal | null {
  const { adjustment_reason, ...changes } = update;
  if (Object.keys(changes).length === 0 || changes.items?.length === 0) {
    return { message: invoicePaymentMessages.nothingChanged, field: 'changes' };
  }
  if (changes.items === undefined) return null;
  if (!changes.items.every((item) => isDiscountPercent(item.discount ?? 0))) {
    return { message: invoicePaymentMessages.discountInvalid, field: 'discount' };
  }
  const paidInto = (invoice?.attributes.payments.length ?? 0) > 0;
  if (paidInto && !hasReason(adjustment_reason)) {
    return { message: invoicePaymentMessages.reasonRequired, field: 'adjustment_reason' };
  }
  return null;
}

/** The context a start gives: the draft to edit or the invoice, no payment under way. */
export function startingContext(input: InvoicePaymentInput): InvoicePaymentContext {
  const invoice = 'invoice' in input ? input.invoice : null;
  return {
    draft: 'draft' in input ? input.draft : null,
    invoice,
    figures: invoice === null ? invoiceFigures({ items: [] }) : figuresOfInvoice(invoice),
    pendingPayment: null,
    receipt: null,
    ...emptyMessages,
  };
}

/** The invoice with the payment a form saved, on it once, and its receipt. */
export function withSaved(
  context: InvoicePaymentContext,
  outcome: { saved: PaymentRecord } | object,
  notice: string,
) {
  if (!('saved' in outcome)) throw new Error('invoicePaymentMachine: no payment saved');
  return {
    invoice: withPayment(invoiceOf(context), outcome.saved),
    receipt: outcome.saved,
    notice,
  };
}

/** Whether the payment is one of the invoice's. */
export function paidBy(context: InvoicePaymentContext, paymentId: string): boolean {
  return (
    context.invoice?.attributes.payments.some((line) => line.payment_id === paymentId) ?? false
  );
}

export function draftOf(context: InvoicePaymentContext): InvoiceDraftInput {
  if (context.draft === null) throw new Error('invoicePaymentMachine: no draft');
  return context.draft;
}

export function invoiceOf(context: InvoicePaymentContext): InvoiceRecord {
  if (context.invoice === null) throw new Error('invoicePaymentMachine: no invoice');
  return context.invoice;
}
