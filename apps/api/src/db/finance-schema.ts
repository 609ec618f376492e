/**
 * Finance tables (issue 14), re-exported from schema.ts. Money is integer kobo (DECISIONS #8).
 *
 * - `finance_ledger` is the only place money moves: every invoice issued, discount, adjustment,
 *   payment, payment correction, reversal and expense is an appended entry (signed kobo, actor,
 *   reason, time); rows are never updated or deleted. Every figure (an invoice's paid and
 *   outstanding, the six summaries) is a sum over it. It is also the finance audit log.
 * - Invoice lines are versioned (`items_version`): an adjustment adds a version, the old lines
 *   stay.
 * - Invoice and receipt numbers come from `finance_document_counters`, one row per (school,
 *   session, kind) bumped in the document's own transaction, so they are gapless.
 * - Every key includes `sch_id` (composite keys (sch_id, id)); every reference to a user, class,
 *   campus or bank is a foreign key of the same school, so a student, class or campus with
 *   invoices, fees or expenses cannot be deleted (the delete answers 409).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sameSchool } from './keys.ts';
import { campuses, classes, preschools, schools, users } from './school-schema.ts';

const identity = () => bigint({ mode: 'bigint' }).notNull().generatedAlwaysAsIdentity();
const ref = () => bigint({ mode: 'bigint' });
/** Kobo: at most 10^11 per amount, so sums stay exact as JS numbers. */
const kobo = () => bigint({ mode: 'number' });
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const schId = () =>
  ref()
    .notNull()
    .references(() => schools.id);

export type FinanceTerm = 'First Term' | 'Second Term' | 'Third Term';
export type FinanceMethod = 'bank_deposit' | 'transfer' | 'cash';

export const financeBanks = pgTable(
  'finance_banks',
  {
    schId: schId(),
    id: identity(),
    /** The campus the account belongs to; null: the whole school (issue 29: campuses add up). */
    campusId: ref(),
    bankName: text().notNull(),
    accountName: text().notNull(),
    accountNumber: text().notNull(),
    accountPurpose: text(),
    openingBalance: kobo().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.schId, t.id] }),
    uniqueIndex('finance_banks_account').on(t.schId, sql`lower(${t.bankName})`, t.accountNumber),
    sameSchool('finance_banks_campus_fk', t.schId, t.campusId, campuses),
  ],
);

export const financeFees = pgTable(
  'finance_fees',
  {
    schId: schId(),
    id: identity(),
    campusId: ref().notNull(),
    feetype: text().notNull(),
    amount: kobo().notNull(),
    term: text().$type<FinanceTerm>().notNull(),
    session: text().notNull(),
    category: text().$type<'tuition' | 'levy' | 'uniform' | 'other'>().notNull(),
    feeStatus: text().$type<'compulsory' | 'optional'>().notNull(),
    classScope: text().$type<'all' | 'some'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.schId, t.id] }),
    sameSchool('finance_fees_campus_fk', t.schId, t.campusId, campuses),
    index('finance_fees_session').on(t.schId, t.campusId, t.session, t.term),
  ],
);

/** The classes a `some` fee covers. */
export const financeFeeClasses = pgTable(
  'finance_fee_classes',
  {
    schId: schId(),
    feeId: ref().notNull(),
    classId: ref().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schId, t.feeId, t.classId] }),
    foreignKey({ columns: [t.schId, t.feeId], foreignColumns: [financeFees.schId, financeFees.id] })
      .onDelete('cascade')
      .onUpdate('no action'),
    // A deleted class (it has no students, so no invoices) leaves the fees that covered it.
    sameSchool('finance_fee_classes_class_fk', t.schId, t.classId, classes).onDelete('cascade'),
  ],
);

export const financeInvoices = pgTable(
  'finance_invoices',
  {
    schId: schId(),
    id: identity(),
    campusId: ref().notNull(),
    studentId: ref().notNull(),
    /** The class and arm the student was in when invoiced, or their preschool (one of the two). */
    classId: ref(),
    preschoolId: ref(),
    subClass: text(),
    term: text().$type<FinanceTerm>().notNull(),
    session: text().notNull(),
    invoiceNo: text().notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    notation: text(),
    /** The version of `finance_invoice_items` that is current. */
    itemsVersion: integer().notNull().default(1),
    createdBy: ref().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.schId, t.id] }),
    sameSchool('finance_invoices_campus_fk', t.schId, t.campusId, campuses),
    sameSchool('finance_invoices_student_fk', t.schId, t.studentId, users),
    sameSchool('finance_invoices_class_fk', t.schId, t.classId, classes),
    sameSchool('finance_invoices_preschool_fk', t.schId, t.preschoolId, preschools),
    check('finance_invoices_class_check', sql`num_nonnulls(${t.classId}, ${t.preschoolId}) = 1`),
    sameSchool('finance_invoices_created_by_fk', t.schId, t.createdBy, users),
    uniqueIndex('finance_invoices_number').on(t.schId, t.invoiceNo),
    uniqueIndex('finance_invoices_student_term').on(t.schId, t.studentId, t.session, t.term),
    index('finance_invoices_list').on(t.schId, t.session, t.term, t.campusId, t.id),
  ],
);

/** Invoice lines, one set per version; a version is never changed once written. */
export const financeInvoiceItems = pgTable(
  'finance_invoice_items',
  {
    schId: schId(),
    invoiceId: ref().notNull(),
    version: integer().notNull(),
    position: integer().notNull(),
    feeId: ref().notNull(),
    feetype: text().notNull(),
    amount: kobo().notNull(),
    /** Percent in hundredths (12.5 % → 1250); 0 when the discount is an amount. */
    discountHundredths: integer().notNull().default(0),
    discountAmount: kobo(),
  },
  (t) => [
    primaryKey({ columns: [t.schId, t.invoiceId, t.version, t.position] }),
    foreignKey({
      columns: [t.schId, t.invoiceId],
      foreignColumns: [financeInvoices.schId, financeInvoices.id],
    }),
    foreignKey({
      columns: [t.schId, t.feeId],
      foreignColumns: [financeFees.schId, financeFees.id],
    }),
    index('finance_invoice_items_fee').on(t.schId, t.feeId),
  ],
);

/** A payment's identity and receipt number; its amounts and details are ledger entries. */
export const financePayments = pgTable(
  'finance_payments',
  {
    schId: schId(),
    id: identity(),
    invoiceId: ref().notNull(),
    receiptNo: text().notNull(),
    recordedBy: ref().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.schId, t.id] }),
    sameSchool('finance_payments_recorded_by_fk', t.schId, t.recordedBy, users),
    uniqueIndex('finance_payments_receipt').on(t.schId, t.receiptNo),
    index('finance_payments_invoice').on(t.schId, t.invoiceId),
    foreignKey({
      columns: [t.schId, t.invoiceId],
      foreignColumns: [financeInvoices.schId, financeInvoices.id],
    }),
  ],
);

/** An expense's identity; its amounts and details are ledger entries. */
export const financeExpenses = pgTable(
  'finance_expenses',
  {
    schId: schId(),
    id: identity(),
    campusId: ref().notNull(),
    term: text().$type<FinanceTerm>().notNull(),
    session: text().notNull(),
    recordedBy: ref().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.schId, t.id] }),
    sameSchool('finance_expenses_campus_fk', t.schId, t.campusId, campuses),
    sameSchool('finance_expenses_recorded_by_fk', t.schId, t.recordedBy, users),
    index('finance_expenses_session').on(t.schId, t.session, t.term, t.campusId),
  ],
);

export type LedgerKind =
  | 'invoice_issued'
  | 'discount'
  | 'adjustment'
  | 'payment'
  | 'payment_correction'
  | 'reversal'
  | 'expense'
  | 'expense_correction';

/**
 * The ledger. Signs: `invoice_issued` + gross, `adjustment` ± change of gross, `discount` ±
 * change of the discount total; `payment` + amount, `payment_correction` and `reversal` − the
 * amount they take back; `expense` + amount, `expense_correction` − the amount it takes back. A
 * correction is its `*_correction` entry plus a new `payment`/`expense` entry with the details
 * as corrected, in one transaction. Campus, term and session are copied from the invoice (or
 * expense) so the summaries read this table alone.
 */
export const financeLedger = pgTable(
  'finance_ledger',
  {
    schId: schId(),
    id: identity(),
    kind: text().$type<LedgerKind>().notNull(),
    campusId: ref().notNull(),
    term: text().$type<FinanceTerm>().notNull(),
    session: text().notNull(),
    invoiceId: ref(),
    paymentId: ref(),
    expenseId: ref(),
    amount: kobo().notNull(),
    actorId: ref().notNull(),
    reason: text(),
    /** Payment and expense details, as of this entry. */
    method: text().$type<FinanceMethod>(),
    bankId: ref(),
    occurredOn: date({ mode: 'string' }),
    reference: text(),
    note: text(),
    category: text(),
    beneficiary: text(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.schId, t.id] }),
    index('finance_ledger_summary').on(t.schId, t.session, t.term, t.campusId, t.kind, t.amount),
    index('finance_ledger_invoice').on(t.schId, t.invoiceId, t.id),
    index('finance_ledger_payment').on(t.schId, t.paymentId, t.id),
    index('finance_ledger_expense').on(t.schId, t.expenseId, t.id),
    index('finance_ledger_bank').on(t.schId, t.bankId),
    sameSchool('finance_ledger_campus_fk', t.schId, t.campusId, campuses),
    sameSchool('finance_ledger_actor_fk', t.schId, t.actorId, users),
    foreignKey({
      name: 'finance_ledger_bank_fk',
      columns: [t.schId, t.bankId],
      foreignColumns: [financeBanks.schId, financeBanks.id],
    }),
    foreignKey({
      columns: [t.schId, t.invoiceId],
      foreignColumns: [financeInvoices.schId, financeInvoices.id],
    }),
    foreignKey({
      columns: [t.schId, t.paymentId],
      foreignColumns: [financePayments.schId, financePayments.id],
    }),
    foreignKey({
      columns: [t.schId, t.expenseId],
      foreignColumns: [financeExpenses.schId, financeExpenses.id],
    }),
  ],
);

/**
 * Idempotency keys of writes (DECISIONS #20), per school and caller; kept at least 24 hours.
 * `in_flight` until the first request's answer (status and body) is stored.
 */
export const financeIdempotencyKeys = pgTable(
  'finance_idempotency_keys',
  {
    schId: schId(),
    userId: ref().notNull(),
    key: text().notNull(),
    fingerprint: text().notNull(),
    inFlight: boolean().notNull().default(true),
    status: integer(),
    body: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.schId, t.userId, t.key] }),
    sameSchool('finance_idempotency_keys_user_fk', t.schId, t.userId, users).onDelete('cascade'),
    index('finance_idempotency_keys_age').on(t.createdAt),
  ],
);

/** The last number given per school, session and kind of document. */
export const financeDocumentCounters = pgTable(
  'finance_document_counters',
  {
    schId: schId(),
    session: text().notNull(),
    kind: text().$type<'invoice' | 'receipt'>().notNull(),
    lastNumber: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.schId, t.session, t.kind] })],
);
