import { invoiceFigures } from '@schoolmates/domain/money';
import type { Schema } from '@schoolmates/sdk';
import { withPayments } from './invoice-records.ts';

type FeeRecord = Schema<'FeeRecord'>;
type InvoiceRecord = Schema<'InvoiceRecord'>;
type PaymentRecord = Schema<'PaymentRecord'>;
type PaymentSummary = Schema<'InvoicePaymentSummary'>;

function exampleFee(
  id: string,
  feetype: string,
  amount: number,
  category: 'tuition' | 'levy' | 'uniform',
) {
  return {
    id,
    attributes: {
      campus_id: '3',
      campus: 'Main campus',
      feetype,
      amount,
      term: 'First Term',
      session: '2025/2026',
      category,
      fee_status: 'compulsory',
      class_scope: 'all',
      classes: [],
      created_at: '2025-09-01T08:00:00.000Z',
    },
  } satisfies FeeRecord;
}

/** The fees of the first term (`GET /fee`): ₦150,000, ₦25,000 and ₦10,000, in kobo. */
export const exampleFees: FeeRecord[] = [
  exampleFee('41', 'School fees', 15_000_000, 'tuition'),
  exampleFee('42', 'Development levy', 2_500_000, 'levy'),
  exampleFee('43', 'Uniform', 1_000_000, 'uniform'),
];

/** What a new invoice starts from: the student, the term and the due date. */
export const exampleDraft = {
  student_id: '88',
  class_id: '7',
  term: 'First Term',
  session: '2025/2026',
  due_date: '2025-10-15',
} as const;

/**
 * An invoice as the server answers it, its figures worked out from the lines and payments:
 * by default school fees at 12.5 % off and the development levy, total ₦156,250 (15 625 000 kobo).
 */
export function exampleInvoice(
  options: {
    id?: string;
    items?: { fee: FeeRecord; discount: number }[];
    payments?: PaymentSummary[];
    adjustments?: Schema<'InvoiceAdjustment'>[];
  } = {},
): InvoiceRecord {
  const lines = options.items ?? [
    { fee: exampleFees[0] as FeeRecord, discount: 12.5 },
    { fee: exampleFees[1] as FeeRecord, discount: 0 },
  ];
  const figures = invoiceFigures({
    items: lines.map((line) => ({ amount: line.fee.attributes.amount, discount: line.discount })),
  });
  const invoice: InvoiceRecord = {
    id: options.id ?? '501',
    attributes: {
      invoice_no: 'INV/2025-2026/000123',
      student_id: exampleDraft.student_id,
      fullname: 'Obi Chidera Ada',
      admission_number: 'BFA/2023/014',
      class_id: exampleDraft.class_id,
      class_name: 'JSS 1',
      sub_class: 'A',
      campus_id: '3',
      campus: 'Main campus',
      term: exampleDraft.term,
      session: exampleDraft.session,
      due_date: exampleDraft.due_date,
      notation: null,
      items: lines.map((line, index) => ({
        fee_id: line.fee.id,
        feetype: line.fee.attributes.feetype,
        ...(figures.items[index] as (typeof figures.items)[number]),
      })),
      gross_amount: figures.gross_amount,
      discount_total: figures.discount_total,
      total_amount: figures.total_amount,
      amount_paid: 0,
      outstanding: figures.total_amount,
      status: figures.status,
      payments: [],
      adjustments: options.adjustments ?? [],
      created_at: '2025-09-02T09:00:00.000Z',
      updated_at: '2025-09-02T09:00:00.000Z',
    },
  };
  return withPayments(invoice, options.payments ?? []);
}

/** A payment on the example invoice (`POST /payment`, `GET /payment/{id}` answer). */
export function examplePayment(
  id: string,
  amount: number,
  options: { invoice?: InvoiceRecord; method?: 'cash' | 'transfer'; paidAt?: string } = {},
): PaymentRecord {
  const invoice = options.invoice ?? exampleInvoice();
  const method = options.method ?? 'transfer';
  const balance = Math.max(invoice.attributes.outstanding - amount, 0);
  return {
    id,
    attributes: {
      receipt_no: `RCT/2025-2026/${id.padStart(6, '0')}`,
      invoice_id: invoice.id,
      invoice_no: invoice.attributes.invoice_no,
      campus_id: invoice.attributes.campus_id,
      campus: invoice.attributes.campus,
      student_id: invoice.attributes.student_id,
      student_fullname: invoice.attributes.fullname,
      admission_number: invoice.attributes.admission_number,
      class_id: invoice.attributes.class_id,
      class_name: invoice.attributes.class_name,
      term: invoice.attributes.term,
      session: invoice.attributes.session,
      amount_paid: amount,
      payment_method: method,
      bank_id: method === 'cash' ? null : '9',
      bank_name: method === 'cash' ? null : 'First Bank',
      account_name: method === 'cash' ? null : 'Bright Future Academy',
      reference: method === 'cash' ? null : 'TRF-0042',
      paid_at: options.paidAt ?? '2025-09-10',
      remark: null,
      type: balance === 0 ? 'complete_payment' : 'part_payment',
      invoice_total: invoice.attributes.total_amount,
      balance_after: balance,
      invoice_status: balance === 0 ? 'paid' : 'part_paid',
      recorded_by: 'Ngozi Bursar',
      edits: [],
      reversal: null,
      created_at: `${options.paidAt ?? '2025-09-10'}T10:00:00.000Z`,
    },
  };
}
