/** The messages finance sends a student: an invoice issued, a payment received or reversed. */
import { formatNaira } from '@schoolmates/domain/money';
import type { components } from '@schoolmates/sdk';
import type { Config } from '../config.ts';
import type { Notification, Telling } from '../messages/notify.ts';
import {
  invoiceIssuedWording,
  type PaymentFacts,
  paymentReceivedWording,
  paymentReversedWording,
  type Reader,
} from '../messages/templates.ts';

type Payment = components['schemas']['PaymentRecord'];

/** Where a reader sees a student's invoices: the student's own page, or the guardian's child's. */
const financeUrl =
  (config: Pick<Config, 'publicUrl'>, studentId: bigint) =>
  (reader: Reader): string =>
    reader.child
      ? `${config.publicUrl}/family/children/${studentId}`
      : `${config.publicUrl}/invoices/my-invoice`;

const factsOf = (payment: Payment): PaymentFacts => ({
  receiptNo: payment.attributes.receipt_no,
  invoiceNo: payment.attributes.invoice_no,
  amount: formatNaira(payment.attributes.amount_paid),
  balance: formatNaira(payment.attributes.balance_after),
  period: `${payment.attributes.term} ${payment.attributes.session}`,
});

export function paymentNotice(
  schId: bigint,
  payment: Payment,
  config: Pick<Config, 'publicUrl'>,
  /** Why it was reversed; a payment is reversed once. */
  reversal?: { reason: string },
): Notification {
  const url = financeUrl(config, BigInt(payment.attributes.student_id));
  return {
    schId,
    event: reversal ? 'payment_reversed' : 'payment_received',
    to: [
      {
        userId: BigInt(payment.attributes.student_id),
        eventKey: payment.id,
      },
    ],
    family: true,
    // The receipt goes with the mail of a payment received (made when it is sent).
    ...(reversal ? {} : { attachment: { kind: 'receipt', paymentId: payment.id } as const }),
    wording: (reader, school) =>
      reversal
        ? paymentReversedWording(school, reader, factsOf(payment), reversal.reason, url(reader))
        : paymentReceivedWording(school, reader, factsOf(payment), url(reader)),
  };
}

/** Invoices just issued, each to its student. */
type IssuedInvoice = { id: bigint; invoiceNo: string; studentId: bigint; total: number };

export function invoiceNotice(
  schId: bigint,
  issued: readonly IssuedInvoice[],
  period: { term: string; session: string; dueDate: string | null },
  config: Pick<Config, 'publicUrl'>,
  batch?: string,
): Notification<Telling & { invoice: IssuedInvoice }> {
  return {
    schId,
    event: 'invoice_issued',
    to: issued.map((invoice) => ({
      userId: invoice.studentId,
      eventKey: String(invoice.id),
      invoice,
    })),
    batch,
    family: true,
    wording: (reader, school, { invoice }) =>
      invoiceIssuedWording(
        school,
        reader,
        {
          invoiceNo: invoice.invoiceNo,
          period: `${period.term} ${period.session}`,
          total: formatNaira(invoice.total),
          dueDate: period.dueDate,
        },
        financeUrl(config, invoice.studentId)(reader),
      ),
  };
}
