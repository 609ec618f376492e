/**
 * Payments: recorded against an invoice up to its outstanding balance, each with the next
 * receipt number of the invoice's session; corrected (the old entry taken back, the corrected
 * one added) or reversed, always with a reason, never edited in place.
 */
import { schoolDate } from '@schoolmates/domain/calendar';
import { formatNaira, invoiceStatus, outstandingOf } from '@schoolmates/domain/money';
import type { components } from '@schoolmates/sdk';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import {
  type FinanceTerm,
  financeBanks,
  financeInvoices,
  financeLedger,
  financePayments,
} from '../db/finance-schema.ts';
import { containing, fullName, nameMatches } from '../db/names.ts';
import { one } from '../db/rows.ts';
import { campuses, users } from '../db/schema.ts';
import { type Paging, record } from '../http/envelope.ts';
import { conflict, invalid, notFound } from '../http/errors.ts';
import type { FinanceScope } from './access.ts';
import { bankForMethod } from './banks.queries.ts';
import type { Remember } from './idempotency.queries.ts';
import { invoiceOf } from './invoices.queries.ts';
import {
  actorNames,
  allocateNumbers,
  appendLedger,
  documentNumber,
  invoiceClassNameSql,
  invoicesOfClass,
  ledgerOf,
  type NewEntry,
} from './ledger.queries.ts';
import { type LedgerEntry, type PaymentState, readInvoiceLedger } from './ledger.ts';

type S = components['schemas'];

/** A date of money moving is not after the school's today (DECISIONS #27). */
export function notInFuture(field: string, date: string | undefined) {
  if (date !== undefined && date > schoolDate(new Date())) {
    throw invalid({ [field]: ['is in the future'] });
  }
}

const recorder = alias(users, 'recorder');

/** What a caller already read in its transaction, so the answer does not read it again. */
export interface KnownRows {
  /** Ledger entries of invoices, complete and in id order. */
  entries?: Map<bigint, LedgerEntry[]>;
  banks?: (typeof financeBanks.$inferSelect)[];
}

/** The payments with these ids as the contract gives them, in the order of `ids`. */
export async function paymentRecords(
  db: DbOrTx,
  schId: bigint,
  ids: readonly bigint[],
  known: KnownRows = {},
): Promise<S['PaymentRecord'][]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      payment: financePayments,
      invoice: financeInvoices,
      fullname: fullName(users),
      admissionNumber: users.admissionNumber,
      className: invoiceClassNameSql,
      campus: campuses.name,
      recordedBy: fullName(recorder),
    })
    .from(financePayments)
    .innerJoin(
      financeInvoices,
      and(
        eq(financeInvoices.schId, financePayments.schId),
        eq(financeInvoices.id, financePayments.invoiceId),
      ),
    )
    .innerJoin(users, eq(users.id, financeInvoices.studentId))
    .innerJoin(campuses, eq(campuses.id, financeInvoices.campusId))
    .innerJoin(recorder, eq(recorder.id, financePayments.recordedBy))
    .where(and(eq(financePayments.schId, schId), inArray(financePayments.id, [...ids])));
  const invoiceIds = [...new Set(rows.map((r) => r.invoice.id))];
  const entries = invoiceIds.every((id) => known.entries?.has(id))
    ? (known.entries as Map<bigint, LedgerEntry[]>)
    : await ledgerOf(db, schId, 'invoiceId', invoiceIds);
  const ledgers = new Map(invoiceIds.map((id) => [id, readInvoiceLedger(entries.get(id) ?? [])]));
  const states = [...ledgers.values()].flatMap((l) => l.payments);
  const entriesOf = (p: PaymentState) => [
    p.current,
    ...p.corrections.map((c) => c.entry),
    ...(p.reversal ? [p.reversal] : []),
  ];
  const bank = new Map((known.banks ?? []).map((b) => [b.id, b]));
  const bankIds = [
    ...new Set(
      states
        .flatMap(entriesOf)
        .flatMap((e) => (e.bankId === null || bank.has(e.bankId) ? [] : [e.bankId])),
    ),
  ];
  // Recorders' names came with the rows; only correctors and reversers are looked up.
  const recorders = new Map(rows.map((r) => [r.payment.recordedBy, r.recordedBy]));
  const [banks, others] = await Promise.all([
    bankIds.length === 0
      ? []
      : db
          .select()
          .from(financeBanks)
          .where(and(eq(financeBanks.schId, schId), inArray(financeBanks.id, bankIds))),
    actorNames(
      db,
      schId,
      states
        .flatMap(entriesOf)
        .map((e) => e.actorId)
        .filter((id) => !recorders.has(id)),
    ),
  ]);
  for (const b of banks) bank.set(b.id, b);
  const actors = new Map([...recorders, ...others]);
  const byId = new Map(rows.map((r) => [r.payment.id, r]));
  return ids.map((id) => {
    const row = byId.get(id);
    const ledger = row && ledgers.get(row.invoice.id);
    const state = ledger?.payments.find((p) => p.paymentId === id);
    if (!row || !ledger || !state) throw notFound('Payment');
    // Outstanding right after this payment, payments in the order they were made.
    let paidSoFar = 0;
    for (const other of ledger.payments) {
      paidSoFar += other.counted;
      if (other.paymentId === id) break;
    }
    const balanceAfter = outstandingOf(ledger.total, paidSoFar);
    const current = state.current;
    const paidInto = current.bankId === null ? undefined : bank.get(current.bankId);
    return record(id, {
      receipt_no: row.payment.receiptNo,
      invoice_id: String(row.invoice.id),
      invoice_no: row.invoice.invoiceNo,
      campus_id: String(row.invoice.campusId),
      campus: row.campus,
      student_id: String(row.invoice.studentId),
      student_fullname: row.fullname,
      admission_number: row.admissionNumber ?? '',
      class_id: String(row.invoice.classId ?? row.invoice.preschoolId),
      class_name: row.className,
      term: row.invoice.term,
      session: row.invoice.session,
      amount_paid: current.amount,
      payment_method: current.method ?? 'cash',
      bank_id: current.bankId === null ? null : String(current.bankId),
      bank_name: paidInto?.bankName ?? null,
      account_name: paidInto?.accountName ?? null,
      reference: current.reference,
      paid_at: current.occurredOn ?? row.payment.createdAt.toISOString().slice(0, 10),
      remark: current.note,
      type: balanceAfter === 0 ? 'complete_payment' : 'part_payment',
      invoice_total: ledger.total,
      balance_after: balanceAfter,
      invoice_status: invoiceStatus(ledger.total, ledger.paid),
      recorded_by: row.recordedBy,
      edits: state.corrections.map(({ entry }) => ({
        edited_at: entry.createdAt.toISOString(),
        edited_by: actors.get(entry.actorId) ?? '',
        reason: entry.reason ?? '',
        previous_amount_paid: -entry.amount,
        previous_payment_method: entry.method ?? 'cash',
        previous_bank_id: entry.bankId === null ? null : String(entry.bankId),
        previous_paid_at: entry.occurredOn ?? '',
      })),
      reversal: state.reversal
        ? {
            reversed_at: state.reversal.createdAt.toISOString(),
            reversed_by: actors.get(state.reversal.actorId) ?? '',
            reason: state.reversal.reason ?? '',
          }
        : null,
      created_at: row.payment.createdAt.toISOString(),
    });
  });
}

export interface PaymentFilters {
  period: { session: string | null; term: string | null };
  classId?: bigint | undefined;
  studentId?: bigint | undefined;
  invoiceId?: bigint | undefined;
  bankId?: bigint | undefined;
  method?: S['PaymentMethod'] | undefined;
  search?: string | undefined;
}

/** The latest details of a payment (its current `payment` entry). */
const currentDetail = (column: 'method' | 'bank_id' | 'reference') =>
  sql.raw(`(select l.${column} from finance_ledger l where l.sch_id = finance_payments.sch_id
    and l.payment_id = finance_payments.id and l.kind = 'payment' order by l.id desc limit 1)`);

export async function listPayments(
  db: DbOrTx,
  scope: FinanceScope,
  filters: PaymentFilters,
  page: Paging,
) {
  const studentId = scope.studentId ?? filters.studentId;
  const where: (SQL | undefined)[] = [
    eq(financePayments.schId, scope.schId),
    scope.campusId !== null && scope.studentId === null
      ? eq(financeInvoices.campusId, scope.campusId)
      : undefined,
    studentId !== undefined ? eq(financeInvoices.studentId, studentId) : undefined,
    filters.period.session ? eq(financeInvoices.session, filters.period.session) : undefined,
    filters.period.term ? eq(financeInvoices.term, filters.period.term as FinanceTerm) : undefined,
    filters.classId !== undefined ? invoicesOfClass(filters.classId) : undefined,
    filters.invoiceId !== undefined ? eq(financePayments.invoiceId, filters.invoiceId) : undefined,
    filters.bankId !== undefined ? sql`${currentDetail('bank_id')} = ${filters.bankId}` : undefined,
    filters.method ? sql`${currentDetail('method')} = ${filters.method}` : undefined,
    filters.search
      ? sql`(${nameMatches(users, filters.search) ?? sql`false`}
          or ${users.admissionNumber} ilike ${containing(filters.search)}
          or ${financeInvoices.invoiceNo} ilike ${containing(filters.search)}
          or ${financePayments.receiptNo} ilike ${containing(filters.search)}
          or ${currentDetail('reference')} ilike ${containing(filters.search)})`
      : undefined,
  ];
  const from = () =>
    db
      .select({ id: financePayments.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(financePayments)
      .innerJoin(
        financeInvoices,
        and(
          eq(financeInvoices.schId, financePayments.schId),
          eq(financeInvoices.id, financePayments.invoiceId),
        ),
      )
      .innerJoin(users, eq(users.id, financeInvoices.studentId))
      .where(and(...where));
  const rows = await from()
    .orderBy(sql`${financePayments.id} desc`)
    .limit(page.perPage)
    .offset(page.offset);
  const total = rows[0]?.total ?? (page.offset === 0 ? 0 : (await from()).length);
  return {
    records: await paymentRecords(
      db,
      scope.schId,
      rows.map((r) => r.id),
    ),
    total,
  };
}

/** A payment the caller may see (404 otherwise), with its invoice. */
export async function paymentOf(db: DbOrTx, scope: FinanceScope, id: bigint, lock = false) {
  const [payment] = await db
    .select()
    .from(financePayments)
    .where(and(eq(financePayments.schId, scope.schId), eq(financePayments.id, id)));
  if (!payment) throw notFound('Payment');
  try {
    return { payment, invoice: await invoiceOf(db, scope, payment.invoiceId, lock) };
  } catch {
    throw notFound('Payment');
  }
}

const detailsOf = (entry: LedgerEntry) => ({
  method: entry.method,
  bankId: entry.bankId,
  occurredOn: entry.occurredOn,
  reference: entry.reference,
  note: entry.note,
});

/** Records a payment (in one transaction with its receipt number and the key's answer). */
export async function recordPayment(
  db: DbOrTx,
  auth: Auth,
  scope: FinanceScope,
  input: S['PaymentInput'],
  remember: Remember,
) {
  notInFuture('paid_at', input.paid_at);
  return db.transaction(async (tx) => {
    const invoice = await invoiceOf(tx, scope, BigInt(input.invoice_id), true);
    const bank = await bankForMethod(tx, scope.schId, input.payment_method, input.bank_id);
    const before =
      (await ledgerOf(tx, scope.schId, 'invoiceId', [invoice.id])).get(invoice.id) ?? [];
    const ledger = readInvoiceLedger(before);
    const outstanding = outstandingOf(ledger.total, ledger.paid);
    if (input.amount_paid > outstanding) {
      throw invalid(
        { amount_paid: [`exceeds the outstanding balance of ${formatNaira(outstanding)}`] },
        `Amount exceeds the outstanding balance of ${formatNaira(outstanding)}`,
      );
    }
    const number = await allocateNumbers(tx, scope.schId, invoice.session, 'receipt');
    const payment = one(
      await tx
        .insert(financePayments)
        .values({
          schId: scope.schId,
          invoiceId: invoice.id,
          receiptNo: documentNumber('receipt', invoice.session, number),
          recordedBy: auth.userId,
        })
        .returning({ id: financePayments.id }),
    );
    const entry = await tx
      .insert(financeLedger)
      .values({
        schId: scope.schId,
        kind: 'payment',
        campusId: invoice.campusId,
        term: invoice.term,
        session: invoice.session,
        invoiceId: invoice.id,
        paymentId: payment.id,
        amount: input.amount_paid,
        actorId: auth.userId,
        method: input.payment_method,
        bankId: bank?.id ?? null,
        occurredOn: input.paid_at ?? schoolDate(new Date()),
        reference: input.reference ?? null,
        note: input.remark ?? null,
      })
      .returning();
    const answer = {
      data: one(
        await paymentRecords(tx, scope.schId, [payment.id], {
          entries: new Map([[invoice.id, [...before, ...entry]]]),
          banks: bank ? [bank] : [],
        }),
      ),
    };
    await remember(tx, 201, answer);
    return answer;
  });
}

/** The payment locked with its invoice and its state in the ledger; 409 once reversed. */
async function openPayment(tx: DbOrTx, scope: FinanceScope, id: bigint) {
  const { invoice } = await paymentOf(tx, scope, id, true);
  const ledger = readInvoiceLedger(
    (await ledgerOf(tx, scope.schId, 'invoiceId', [invoice.id])).get(invoice.id) ?? [],
  );
  const state = ledger.payments.find((p) => p.paymentId === id);
  if (!state) throw notFound('Payment');
  if (state.reversal) throw conflict('This payment was reversed; it can no longer change.');
  const base = {
    schId: scope.schId,
    campusId: invoice.campusId,
    term: invoice.term,
    session: invoice.session,
    invoiceId: invoice.id,
    paymentId: id,
  };
  return { invoice, ledger, state, base };
}

/** Corrects a payment: its entry is taken back and the corrected one added, with the reason. */
export async function correctPayment(
  db: DbOrTx,
  auth: Auth,
  scope: FinanceScope,
  id: bigint,
  input: S['PaymentUpdate'],
) {
  notInFuture('paid_at', input.paid_at);
  await db.transaction(async (tx) => {
    const { ledger, state, base } = await openPayment(tx, scope, id);
    const current = state.current;
    const method = input.payment_method ?? current.method ?? 'cash';
    const askedBank =
      input.bank_id !== undefined
        ? input.bank_id
        : method === 'cash'
          ? null
          : current.bankId === null
            ? null
            : String(current.bankId);
    const bank = await bankForMethod(tx, scope.schId, method, askedBank);
    const amount = input.amount_paid ?? current.amount;
    const most = ledger.total - (ledger.paid - state.counted);
    if (amount > most) {
      throw invalid(
        { amount_paid: [`is more than the ${formatNaira(most)} this payment can be`] },
        `Amount exceeds the outstanding balance: this payment can be at most ${formatNaira(most)}`,
      );
    }
    const entries: NewEntry[] = [
      {
        ...base,
        kind: 'payment_correction',
        amount: -current.amount,
        actorId: auth.userId,
        reason: input.reason,
        ...detailsOf(current),
      },
      {
        ...base,
        kind: 'payment',
        amount,
        actorId: auth.userId,
        reason: input.reason,
        method,
        bankId: bank?.id ?? null,
        occurredOn: input.paid_at ?? current.occurredOn,
        reference: input.reference !== undefined ? input.reference : current.reference,
        note: input.remark !== undefined ? input.remark : current.note,
      },
    ];
    await appendLedger(tx, entries);
  });
  return one(await paymentRecords(db, scope.schId, [id]));
}

/** Reverses a payment: it stops counting; the payment and its reversal both stay. */
export async function reversePayment(
  db: DbOrTx,
  auth: Auth,
  scope: FinanceScope,
  id: bigint,
  reason: string,
) {
  await db.transaction(async (tx) => {
    const { state, base } = await openPayment(tx, scope, id);
    await appendLedger(tx, [
      {
        ...base,
        kind: 'reversal',
        amount: -state.counted,
        actorId: auth.userId,
        reason,
        ...detailsOf(state.current),
      },
    ]);
  });
  return one(await paymentRecords(db, scope.schId, [id]));
}
