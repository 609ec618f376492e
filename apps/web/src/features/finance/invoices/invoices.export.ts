/** Invoices and payments as tables, for the CSV and XLSX exports; amounts in naira. */
import type { Flat, Schema } from '@schoolmates/sdk';
import type { Table } from '../../../lib/spreadsheet.ts';

const naira = (kobo: number) => kobo / 100;

export function invoicesTable(invoices: Flat<Schema<'InvoiceAttributes'>>[]): Table {
  return {
    header: [
      'Invoice no.',
      'Student',
      'Admission no.',
      'Class',
      'Arm',
      'Term',
      'Session',
      'Due date',
      'Gross (₦)',
      'Discount (₦)',
      'Total (₦)',
      'Paid (₦)',
      'Outstanding (₦)',
      'Status',
      'Campus',
    ],
    rows: invoices.map((i) => [
      i.invoice_no,
      i.fullname,
      i.admission_number,
      i.class_name,
      i.sub_class,
      i.term,
      i.session,
      i.due_date,
      naira(i.gross_amount),
      naira(i.discount_total),
      naira(i.total_amount),
      naira(i.amount_paid),
      naira(i.outstanding),
      i.status,
      i.campus,
    ]),
  };
}

export function paymentsTable(payments: Flat<Schema<'PaymentAttributes'>>[]): Table {
  return {
    header: [
      'Receipt no.',
      'Invoice no.',
      'Student',
      'Admission no.',
      'Class',
      'Term',
      'Session',
      'Paid on',
      'Amount (₦)',
      'Method',
      'Bank',
      'Reference',
      'Balance after (₦)',
      'Recorded by',
      'Reversed',
      'Remark',
    ],
    rows: payments.map((p) => [
      p.receipt_no,
      p.invoice_no,
      p.student_fullname,
      p.admission_number,
      p.class_name,
      p.term,
      p.session,
      p.paid_at,
      naira(p.amount_paid),
      p.payment_method,
      p.bank_name,
      p.reference,
      naira(p.balance_after),
      p.recorded_by,
      p.reversal ? `${p.reversal.reversed_at.slice(0, 10)}: ${p.reversal.reason}` : null,
      p.remark,
    ]),
  };
}
