/** An online transaction as the contract answers it (`OnlinePayment`). */
import type { Schema } from '@schoolmates/sdk';
import type { TransactionRow } from './online-payments.queries.ts';

export function onlinePaymentRecord(
  row: TransactionRow,
  receiptNo: string | null,
): Schema<'OnlinePayment'> {
  return {
    reference: row.reference,
    provider: row.provider,
    status: row.status,
    invoice_id: row.invoiceId === null ? null : String(row.invoiceId),
    student_id: row.studentId === null ? null : String(row.studentId),
    amount: row.amount,
    paid_amount: row.paidAmount,
    excess: row.excess,
    payment_id: row.paymentId === null ? null : String(row.paymentId),
    receipt_no: receiptNo,
    flag: row.flag,
    created_at: row.createdAt.toISOString(),
    verified_at: row.verifiedAt?.toISOString() ?? null,
  };
}

/** A reference names its school (`<sch_id>-<24 hex>`), so a webhook is read in one school. */
export function schoolOfReference(reference: string | undefined): bigint | undefined {
  const match = reference?.match(/^([1-9][0-9]{0,15})-[0-9a-f]{24}$/);
  return match?.[1] ? BigInt(match[1]) : undefined;
}
