/** The messages a payment sends its student: received (with the receipt) and reversed. */
import { formatNaira } from '@schoolmates/domain/money';
import type { components } from '@schoolmates/sdk';
import type { Config } from '../config.ts';
import type { Notification } from '../messages/notify.ts';
import {
  type PaymentFacts,
  paymentReceivedWording,
  paymentReversedWording,
} from '../messages/templates.ts';

type Payment = components['schemas']['PaymentRecord'];

const factsOf = (payment: Payment, firstname: string): PaymentFacts => ({
  studentFirstname: firstname,
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
  const url = `${config.publicUrl}/invoices/my-invoice`;
  return {
    schId,
    event: reversal ? 'payment_reversed' : 'payment_received',
    to: [
      {
        userId: BigInt(payment.attributes.student_id),
        eventKey: payment.id,
      },
    ],
    wording: (student, school) =>
      reversal
        ? paymentReversedWording(school, factsOf(payment, student.firstname), reversal.reason, url)
        : paymentReceivedWording(school, factsOf(payment, student.firstname), url),
  };
}
