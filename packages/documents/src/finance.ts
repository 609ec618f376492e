/**
 * The invoice and the receipt as A4 PDFs, drawn with the portal's PDF layout (lib/pdf: jsPDF
 * loaded only when a document is asked for, the embedded Noto Sans, the school header with its
 * logo): who is billed, the items with their discounts, the payments and the balance, under the
 * invoice or receipt number. Amounts are naira with two decimals (formatNaira).
 */
import { formatNaira } from '@schoolmates/domain/money';
import type { Schema } from '@schoolmates/sdk';
import {
  type Doc,
  newDocument,
  page,
  type SchoolHeading,
  schoolHeader,
  section,
  split,
  table,
} from './layout.ts';
import { printable, setFont } from './pdf-assets.ts';

type Invoice = Schema<'InvoiceAttributes'>;
type Payment = Schema<'PaymentAttributes'>;

const methodText: Record<Schema<'PaymentMethod'>, string> = {
  bank_deposit: 'Bank deposit',
  transfer: 'Bank transfer',
  cash: 'Cash',
};
const statusText: Record<Schema<'InvoiceStatus'>, string> = {
  unpaid: 'Not paid',
  part_paid: 'Partly paid',
  paid: 'Fully paid',
};

function title(doc: Doc, y: number, text: string, number: string): number {
  setFont(doc, 'bold');
  doc.setFontSize(13);
  doc.text(printable(text), page.margin, y);
  doc.setFontSize(10);
  doc.text(printable(number), page.width - page.margin, y, { align: 'right' });
  return y + 4;
}

function billedTo(doc: Doc, y: number, invoice: Invoice, extra: [string, string][]): number {
  const arm = invoice.sub_class ? `${invoice.class_name} ${invoice.sub_class}` : invoice.class_name;
  const pairs: [string, string][] = [
    ['Student', invoice.fullname],
    ['Admission number', invoice.admission_number],
    ['Class', arm],
    ['Term', `${invoice.term} ${invoice.session}`],
    ...extra,
  ];
  const rows: string[][] = [];
  for (let i = 0; i < pairs.length; i += 2) rows.push(pairs.slice(i, i + 2).flat());
  return table(doc, y, rows, { widths: split(2, 3, 2, 3) });
}

function items(doc: Doc, y: number, invoice: Invoice): number {
  y = section(doc, y, 'Items');
  return table(
    doc,
    y,
    [
      ...invoice.items.map((item, index) => [
        String(index + 1),
        item.feetype,
        formatNaira(item.amount),
        item.discount_amount === null ? `${item.discount}%` : formatNaira(item.discount_amount),
        formatNaira(item.discount_value),
        formatNaira(item.net_amount),
      ]),
      [
        '',
        'Total',
        formatNaira(invoice.gross_amount),
        '',
        formatNaira(invoice.discount_total),
        formatNaira(invoice.total_amount),
      ],
    ],
    {
      widths: split(0.6, 4, 2, 1.4, 2, 2),
      header: ['S/N', 'Fee', 'Amount', 'Discount', 'Discount value', 'Net amount'],
      right: [2, 3, 4, 5],
    },
  );
}

function payments(doc: Doc, y: number, invoice: Invoice): number {
  y = section(doc, y, 'Payments');
  const rows = invoice.payments.map((p) => [
    p.receipt_no,
    p.paid_at,
    methodText[p.payment_method],
    formatNaira(p.amount_paid),
  ]);
  return table(doc, y, rows.length > 0 ? rows : [['No payment yet', '', '', '']], {
    widths: split(3, 2, 2, 2),
    header: ['Receipt', 'Date', 'Method', 'Amount'],
    right: [3],
  });
}

function balance(doc: Doc, y: number, figures: [string, number][]): number {
  return table(
    doc,
    y,
    figures.map(([label, kobo]) => [label, formatNaira(kobo)]),
    { widths: split(7, 2), right: [1], size: 9.5 },
  );
}

/** The invoice: number, student, items and discounts, payments so far, the balance. */
export async function invoicePdf(data: {
  school: SchoolHeading;
  invoice: Invoice;
  /** Where to pay: the school's accounts (`GET /bank`). */
  banks?: Pick<Schema<'BankAttributes'>, 'bank_name' | 'account_name' | 'account_number'>[];
}): Promise<Blob> {
  const { school, invoice } = data;
  const doc = await newDocument(`Invoice ${invoice.invoice_no} – ${invoice.fullname}`);
  let y = schoolHeader(doc, school, { logo: true });
  y = title(doc, y, 'INVOICE', invoice.invoice_no);
  y = billedTo(doc, y, invoice, [
    ['Due date', invoice.due_date],
    ['Status', statusText[invoice.status]],
  ]);
  y = items(doc, y, invoice);
  y = payments(doc, y, invoice);
  y = balance(doc, y, [
    ['Total', invoice.total_amount],
    ['Paid', invoice.amount_paid],
    ['Balance', invoice.outstanding],
  ]);
  if (invoice.notation) y = table(doc, y, [[invoice.notation]], { widths: split(1) });
  if (data.banks && data.banks.length > 0) {
    y = section(doc, y, 'Kindly pay into');
    table(
      doc,
      y,
      data.banks.map((b) => [b.bank_name, b.account_name, b.account_number]),
      { widths: split(3, 4, 2), header: ['Bank', 'Account name', 'Account number'] },
    );
  }
  return doc.output('blob');
}

/**
 * A receipt for one payment: its number, what was paid, how and when, against which invoice,
 * the invoice's items, and the balance left after it.
 */
export async function receiptPdf(data: {
  school: SchoolHeading;
  invoice: Invoice;
  payment: Payment;
}): Promise<Blob> {
  const { school, invoice, payment } = data;
  const doc = await newDocument(`Receipt ${payment.receipt_no} – ${payment.student_fullname}`);
  let y = schoolHeader(doc, school, { logo: true });
  y = title(doc, y, 'PAYMENT RECEIPT', payment.receipt_no);
  y = billedTo(doc, y, invoice, [
    ['Invoice', payment.invoice_no],
    ['Date paid', payment.paid_at],
    ['Method', methodText[payment.payment_method]],
    [
      'Into',
      payment.bank_name ? `${payment.bank_name} · ${payment.account_name ?? ''}` : 'Cash office',
    ],
    ['Reference', payment.reference ?? '–'],
    ['Received by', payment.recorded_by],
  ]);
  y = balance(doc, y, [['Amount received', payment.amount_paid]]);
  y = items(doc, y, invoice);
  balance(doc, y, [
    ['Invoice total', payment.invoice_total],
    ['Balance after this payment', payment.balance_after],
  ]);
  return doc.output('blob');
}
