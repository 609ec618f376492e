/**
 * Invoice and payment records as the contract ships them, with their figures worked out again
 * by the domain's invoice arithmetic (so a machine never trusts or re-derives figures itself).
 */
import { type InvoiceFigures, invoiceFigures } from '@schoolmates/domain/money';
import type { Schema } from '@schoolmates/sdk';

type InvoiceRecord = Schema<'InvoiceRecord'>;
type PaymentSummary = Schema<'InvoicePaymentSummary'>;

/** The figures of an invoice as loaded, worked out from its lines and payments. */
export function figuresOfInvoice(invoice: InvoiceRecord): InvoiceFigures {
  return invoiceFigures({
    items: invoice.attributes.items,
    payments: invoice.attributes.payments.map((payment) => payment.amount_paid),
  });
}

/** The invoice with these payments and its paid, outstanding and status worked out again. */
export function withPayments(
  invoice: InvoiceRecord,
  payments: readonly PaymentSummary[],
): InvoiceRecord {
  const figures = invoiceFigures({
    items: invoice.attributes.items,
    payments: payments.map((payment) => payment.amount_paid),
  });
  return {
    ...invoice,
    attributes: {
      ...invoice.attributes,
      payments: [...payments],
      amount_paid: figures.amount_paid,
      outstanding: figures.outstanding,
      status: figures.status,
    },
  };
}

type PaymentRecord = Schema<'PaymentRecord'>;

/** The line of the invoice document for a payment. */
export function paymentSummaryOf(payment: PaymentRecord): PaymentSummary {
  return {
    payment_id: payment.id,
    receipt_no: payment.attributes.receipt_no,
    amount_paid: payment.attributes.amount_paid,
    payment_method: payment.attributes.payment_method,
    paid_at: payment.attributes.paid_at,
  };
}

/**
 * The invoice with this payment in its list: a new payment goes last, a payment already there
 * (a correction, or the first answer again for a repeated Idempotency-Key) is replaced in place,
 * so a payment never counts twice.
 */
export function withPayment(invoice: InvoiceRecord, payment: PaymentRecord): InvoiceRecord {
  const summary = paymentSummaryOf(payment);
  const payments = invoice.attributes.payments;
  const known = payments.some((line) => line.payment_id === payment.id);
  return withPayments(
    invoice,
    known
      ? payments.map((line) => (line.payment_id === payment.id ? summary : line))
      : [...payments, summary],
  );
}

/** The invoice without this payment (reversed): it stops counting, and its balance is back. */
export function withoutPayment(invoice: InvoiceRecord, payment: PaymentRecord): InvoiceRecord {
  return withPayments(
    invoice,
    invoice.attributes.payments.filter((line) => line.payment_id !== payment.id),
  );
}
