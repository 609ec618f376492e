/**
 * Invoices: one per student per term and session, lines copied from the fees, figures from the
 * ledger and the domain's invoice arithmetic. Items change after a payment only as an
 * adjustment (a new version of the lines plus ledger entries, with a reason).
 */
import {
  formatNaira,
  type ItemFigures,
  invoiceFigures,
  itemFigures,
} from '@schoolmates/domain/money';
import type { components } from '@schoolmates/sdk';
import { and, asc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Auth } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import {
  type FinanceTerm,
  financeInvoiceItems,
  financeInvoices,
  financePayments,
} from '../db/finance-schema.ts';
import { byName, containing, fullName, nameMatches } from '../db/names.ts';
import { one } from '../db/rows.ts';
import { campuses, classes, preschools, users } from '../db/schema.ts';
import { type Paging, record } from '../http/envelope.ts';
import { conflict, type FieldErrors, invalid, notFound, uniquely } from '../http/errors.ts';
import { notify } from '../messages/notify.ts';
import type { Outbox } from '../messages/outbox.ts';
import { canSee, type FinanceScope, familyStudents, visible } from './access.ts';
import { feeApplies, feesOfTerm, type TermFee } from './fees.queries.ts';
import { invoiceNotice } from './finance-notices.ts';
import {
  actorNames,
  allocateNumbers,
  appendLedger,
  documentNumber,
  invoiceClassNameSql,
  invoiceStatusSql,
  invoiceStudent,
  invoicesOfClass,
  koboTotal,
  ledgerOf,
  type NewEntry,
} from './ledger.queries.ts';
import { readInvoiceLedger } from './ledger.ts';

type S = components['schemas'];
export type InvoiceRow = typeof financeInvoices.$inferSelect;
type StoredItem = typeof financeInvoiceItems.$inferSelect;

const percentOf = (item: StoredItem) => item.discountHundredths / 100;

/** The figures of a stored line, by the domain's rule. */
const storedFigures = (item: StoredItem): ItemFigures =>
  itemFigures({
    amount: item.amount,
    discount: percentOf(item),
    discount_amount: item.discountAmount,
  });

const wireItem = (item: StoredItem): S['InvoiceItem'] => ({
  fee_id: String(item.feeId),
  feetype: item.feetype,
  ...storedFigures(item),
});

/** The invoices with these ids as the contract gives them, in the order of `ids`. */
export async function invoiceRecords(
  db: DbOrTx,
  schId: bigint,
  ids: readonly bigint[],
): Promise<S['InvoiceRecord'][]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      invoice: financeInvoices,
      fullname: fullName(users),
      admissionNumber: users.admissionNumber,
      className: invoiceClassNameSql,
      campus: campuses.name,
    })
    .from(financeInvoices)
    .innerJoin(users, invoiceStudent)
    .innerJoin(
      campuses,
      and(eq(campuses.schId, financeInvoices.schId), eq(campuses.id, financeInvoices.campusId)),
    )
    .where(and(eq(financeInvoices.schId, schId), inArray(financeInvoices.id, [...ids])));
  const [items, ledgers, payments] = await Promise.all([
    db
      .select({ item: financeInvoiceItems })
      .from(financeInvoiceItems)
      .innerJoin(
        financeInvoices,
        and(
          eq(financeInvoices.schId, financeInvoiceItems.schId),
          eq(financeInvoices.id, financeInvoiceItems.invoiceId),
          eq(financeInvoices.itemsVersion, financeInvoiceItems.version),
        ),
      )
      .where(
        and(eq(financeInvoiceItems.schId, schId), inArray(financeInvoiceItems.invoiceId, [...ids])),
      )
      .orderBy(asc(financeInvoiceItems.position)),
    ledgerOf(db, schId, 'invoiceId', ids),
    db
      .select({ id: financePayments.id, receiptNo: financePayments.receiptNo })
      .from(financePayments)
      .where(and(eq(financePayments.schId, schId), inArray(financePayments.invoiceId, [...ids]))),
  ]);
  const receipts = new Map(payments.map((p) => [p.id, p.receiptNo]));
  const folded = new Map([...ledgers].map(([id, entries]) => [id, readInvoiceLedger(entries)]));
  const actors = await actorNames(
    db,
    schId,
    [...folded.values()].flatMap((l) => l.adjustments.map((a) => a.entry.actorId)),
  );
  const byId = new Map(rows.map((r) => [r.invoice.id, r]));
  return ids.map((id) => {
    const row = byId.get(id);
    const ledger = folded.get(id);
    if (!row || !ledger) throw notFound('Invoice');
    const lines = items.filter((i) => i.item.invoiceId === id).map((i) => i.item);
    const counted = ledger.payments.filter((p) => p.reversal === null);
    const figures = invoiceFigures({
      items: lines.map(storedFigures),
      payments: counted.map((p) => p.counted),
    });
    // The lines and the ledger are written together; a difference is a bug, never an answer.
    if (figures.total_amount !== ledger.total || figures.amount_paid !== ledger.paid) {
      throw new Error(`Invoice ${id}: its lines and the ledger disagree`);
    }
    const invoice = row.invoice;
    return record(invoice.id, {
      invoice_no: invoice.invoiceNo,
      student_id: String(invoice.studentId),
      fullname: row.fullname,
      admission_number: row.admissionNumber ?? '',
      class_id: String(invoice.classId ?? invoice.preschoolId),
      class_name: row.className,
      sub_class: invoice.subClass,
      campus_id: String(invoice.campusId),
      campus: row.campus,
      term: invoice.term,
      session: invoice.session,
      due_date: invoice.dueDate,
      notation: invoice.notation,
      items: lines.map(wireItem),
      gross_amount: figures.gross_amount,
      discount_total: figures.discount_total,
      total_amount: figures.total_amount,
      amount_paid: figures.amount_paid,
      outstanding: figures.outstanding,
      status: figures.status,
      payments: counted.map((p) => ({
        payment_id: String(p.paymentId),
        receipt_no: receipts.get(p.paymentId) ?? '',
        amount_paid: p.counted,
        payment_method: p.current.method ?? 'cash',
        paid_at: p.current.occurredOn ?? invoice.createdAt.toISOString().slice(0, 10),
      })),
      adjustments: ledger.adjustments.map((a) => ({
        adjusted_at: a.entry.createdAt.toISOString(),
        adjusted_by: actors.get(a.entry.actorId) ?? '',
        reason: a.entry.reason ?? '',
        previous_total_amount: a.previousTotal,
        new_total_amount: a.newTotal,
      })),
      created_at: invoice.createdAt.toISOString(),
      updated_at: invoice.updatedAt.toISOString(),
    });
  });
}

/** An invoice the caller may see (404 otherwise); `lock` holds it until the transaction ends. */
export async function invoiceOf(db: DbOrTx, scope: FinanceScope, id: bigint, lock = false) {
  const query = db
    .select()
    .from(financeInvoices)
    .where(and(eq(financeInvoices.schId, scope.schId), eq(financeInvoices.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return visible(scope, row, 'Invoice');
}

/** Σ of one invoice's ledger entries `l`: what it charges (gross − discounts). */
export const chargedSum = sql`coalesce(sum(case when l.kind in ('invoice_issued', 'adjustment')
  then l.amount when l.kind = 'discount' then -l.amount else 0 end), 0)`;
/** Σ of one invoice's ledger entries `l`: what was paid on it, corrections and reversals counted. */
export const paidSum = sql`coalesce(sum(l.amount) filter (where l.kind in
  ('payment', 'payment_correction', 'reversal')), 0)`;

/** Σ ledger per invoice: total (gross − discounts) and paid, read as its status. */
const statusSql = sql`(
  select ${invoiceStatusSql(chargedSum, paidSum)}
  from finance_ledger l where l.sch_id = ${financeInvoices.schId} and l.invoice_id = ${financeInvoices.id})`;

export interface InvoiceFilters {
  period: { session: string | null; term: string | null };
  classId?: bigint | undefined;
  studentId?: bigint | undefined;
  status?: S['InvoiceStatus'] | undefined;
  search?: string | undefined;
}

export async function listInvoices(
  db: DbOrTx,
  scope: FinanceScope,
  filters: InvoiceFilters,
  page: Paging,
) {
  // A family reads only its own students, and among them the one it asks for.
  const studentIds = familyStudents(scope, filters.studentId);
  const where: (SQL | undefined)[] = [
    eq(financeInvoices.schId, scope.schId),
    scope.campusId !== null && scope.studentIds === null
      ? eq(financeInvoices.campusId, scope.campusId)
      : undefined,
    studentIds === undefined
      ? undefined
      : studentIds.length === 0
        ? sql`false`
        : inArray(financeInvoices.studentId, [...studentIds]),
    filters.period.session ? eq(financeInvoices.session, filters.period.session) : undefined,
    filters.period.term ? eq(financeInvoices.term, filters.period.term as FinanceTerm) : undefined,
    filters.classId !== undefined ? invoicesOfClass(filters.classId) : undefined,
    filters.status ? sql`${statusSql} = ${filters.status}` : undefined,
    filters.search
      ? sql`(${nameMatches(users, filters.search) ?? sql`false`}
          or ${users.admissionNumber} ilike ${containing(filters.search)}
          or ${financeInvoices.invoiceNo} ilike ${containing(filters.search)})`
      : undefined,
  ];
  const rows = await db
    .select({ id: financeInvoices.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(financeInvoices)
    .innerJoin(users, invoiceStudent)
    .where(and(...where))
    .orderBy(sql`${financeInvoices.id} desc`)
    .limit(page.perPage)
    .offset(page.offset);
  const total =
    rows[0]?.total ??
    (page.offset === 0
      ? 0
      : Number(
          one(
            await db
              .select({ n: sql<number>`count(*)`.mapWith(Number) })
              .from(financeInvoices)
              .innerJoin(users, invoiceStudent)
              .where(and(...where)),
          ).n,
        ));
  return {
    records: await invoiceRecords(
      db,
      scope.schId,
      rows.map((r) => r.id),
    ),
    total,
  };
}

/** A line to write: a fee's name and amount with the discount asked. */
interface DraftItem {
  feeId: bigint;
  feetype: string;
  amount: number;
  discountHundredths: number;
  discountAmount: number | null;
}

/** The lines asked for, checked against the fees of the invoice's term and class (422). */
function draftItems(
  asked: readonly S['InvoiceItemInput'][],
  fees: readonly TermFee[],
  classId: bigint | null,
  campusId: bigint,
): DraftItem[] {
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  const drafts = asked.flatMap((line, index): DraftItem[] => {
    const fee = fees.find((f) => String(f.fee.id) === line.fee_id);
    const field = `items.${index}`;
    if (!fee || fee.fee.campusId !== campusId || !feeApplies(fee, classId)) {
      errors[`${field}.fee_id`] = [
        "is not a fee of the invoice's term and session for the student's class",
      ];
      return [];
    }
    if (seen.has(line.fee_id)) {
      errors[`${field}.fee_id`] = ['appears twice; a fee may appear once per invoice'];
      return [];
    }
    seen.add(line.fee_id);
    const discount = line.discount ?? 0;
    const discountAmount = line.discount_amount ?? null;
    if (discountAmount !== null && discount !== 0) {
      errors[`${field}.discount_amount`] = ['cannot be given with a percent discount'];
      return [];
    }
    if (discountAmount !== null && discountAmount > fee.fee.amount) {
      errors[`${field}.discount_amount`] = ["is more than the fee's amount"];
      return [];
    }
    return [
      {
        feeId: fee.fee.id,
        feetype: fee.fee.feetype,
        amount: fee.fee.amount,
        discountHundredths: Math.round(discount * 100),
        discountAmount,
      },
    ];
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return drafts;
}

const draftFigures = (items: readonly DraftItem[]) =>
  invoiceFigures({
    items: items.map((i) => ({
      amount: i.amount,
      discount: i.discountHundredths / 100,
      discount_amount: i.discountAmount,
    })),
  });

/** An invoice to issue. */
interface InvoiceDraft {
  campusId: bigint;
  studentId: bigint;
  classId: bigint | null;
  preschoolId: bigint | null;
  subClass: string | null;
  term: FinanceTerm;
  session: string;
  dueDate: string;
  notation: string | null;
  items: DraftItem[];
}

export interface IssuedInvoice {
  id: bigint;
  invoiceNo: string;
  studentId: bigint;
  total: number;
}

/**
 * What runs in the issuing transaction once invoices are issued: the handlers pass the use of
 * the students' credit (apply-credit.ts, which imports this module through the payment code, so
 * this module cannot import it).
 */
export type OnIssued = (tx: DbOrTx, issued: readonly IssuedInvoice[]) => Promise<void>;

/**
 * Issues invoices of one session in the caller's transaction: consecutive numbers from the
 * counter, the lines (version 1) and their ledger entries. Answers the new ids in order.
 */
async function issueInvoices(
  tx: DbOrTx,
  auth: Auth,
  session: string,
  drafts: readonly InvoiceDraft[],
): Promise<IssuedInvoice[]> {
  if (drafts.length === 0) return [];
  const first = await allocateNumbers(tx, auth.schId, session, 'invoice', drafts.length);
  const issued: { id: bigint; invoiceNo: string; studentId: bigint }[] = [];
  for (let start = 0; start < drafts.length; start += 1000) {
    const chunk = drafts.slice(start, start + 1000);
    const rows = await tx
      .insert(financeInvoices)
      .values(
        chunk.map((d, index) => ({
          schId: auth.schId,
          campusId: d.campusId,
          studentId: d.studentId,
          classId: d.classId,
          preschoolId: d.preschoolId,
          subClass: d.subClass,
          term: d.term,
          session: d.session,
          invoiceNo: documentNumber('invoice', session, first + start + index),
          dueDate: d.dueDate,
          notation: d.notation,
          createdBy: auth.userId,
        })),
      )
      .returning({
        id: financeInvoices.id,
        invoiceNo: financeInvoices.invoiceNo,
        studentId: financeInvoices.studentId,
      });
    issued.push(...rows);
  }
  const items = drafts.flatMap((d, index) =>
    d.items.map((item, position) => ({
      schId: auth.schId,
      invoiceId: (issued[index] as (typeof issued)[number]).id,
      version: 1,
      position,
      ...item,
    })),
  );
  for (let start = 0; start < items.length; start += 4000) {
    await tx.insert(financeInvoiceItems).values(items.slice(start, start + 4000));
  }
  await appendLedger(
    tx,
    drafts.flatMap((d, index) => {
      const figures = draftFigures(d.items);
      const base = {
        schId: auth.schId,
        campusId: d.campusId,
        term: d.term,
        session: d.session,
        invoiceId: (issued[index] as (typeof issued)[number]).id,
        actorId: auth.userId,
      };
      const entries: NewEntry[] = [
        { ...base, kind: 'invoice_issued', amount: figures.gross_amount },
      ];
      if (figures.discount_total > 0) {
        entries.push({ ...base, kind: 'discount', amount: figures.discount_total });
      }
      return entries;
    }),
  );
  return issued.map((row, index) => ({
    ...row,
    total: draftFigures((drafts[index] as InvoiceDraft).items).total_amount,
  }));
}

/** Two invoices for one student and term written at once: the unique index keeps one. */
const INVOICED_MEANWHILE =
  'A student was invoiced for this term by another request meanwhile; nothing was written. Try again.';

/** An active student of the school whom the caller may bill (404 for another school's). */
async function billableStudent(db: DbOrTx, scope: FinanceScope, id: bigint) {
  const [student] = await db
    .select()
    .from(users)
    .where(and(eq(users.schId, scope.schId), eq(users.id, id), eq(users.kind, 'student')));
  const found = visible(
    scope,
    student ? { ...student, studentId: student.id } : undefined,
    'Student',
  );
  if (found.status !== 'active') throw invalid({ student_id: ['is not an active student'] });
  if (found.classId === null && found.preschoolId === null) {
    throw invalid({ student_id: ['is in no class'] });
  }
  return found;
}

async function existingInvoice(
  db: DbOrTx,
  schId: bigint,
  studentIds: bigint[],
  term: string,
  session: string,
) {
  if (studentIds.length === 0) {
    return new Map<bigint, { id: bigint; invoiceNo: string; total: number }>();
  }
  const rows = await db
    .select({
      id: financeInvoices.id,
      invoiceNo: financeInvoices.invoiceNo,
      studentId: financeInvoices.studentId,
      // Its current total, for "Already invoiced" (issue 29). finance_invoices' columns are
      // written in full: in a one-table select Drizzle leaves them unqualified, and inside the
      // subquery an unqualified `id` is the ledger's.
      total: sql<string>`(select ${chargedSum} from finance_ledger l
        where l.sch_id = finance_invoices.sch_id and l.invoice_id = finance_invoices.id)`,
    })
    .from(financeInvoices)
    .where(
      and(
        eq(financeInvoices.schId, schId),
        inArray(financeInvoices.studentId, studentIds),
        eq(financeInvoices.session, session),
        eq(financeInvoices.term, term as FinanceTerm),
      ),
    );
  return new Map(rows.map((r) => [r.studentId, { ...r, total: koboTotal(r.total) }]));
}

export async function createInvoice(
  db: DbOrTx,
  outbox: Outbox,
  config: Pick<Config, 'publicUrl'>,
  auth: Auth,
  scope: FinanceScope,
  input: S['InvoiceInput'],
  period: { term: FinanceTerm; session: string },
  onIssued?: OnIssued,
) {
  const student = await billableStudent(db, scope, BigInt(input.student_id));
  const fees = await feesOfTerm(db, scope.schId, [student.campusId], period.term, period.session);
  const items = draftItems(input.items, fees, student.classId, student.campusId);
  const id = await uniquely(INVOICED_MEANWHILE, () =>
    db.transaction(async (tx) => {
      const existing = (
        await existingInvoice(tx, scope.schId, [student.id], period.term, period.session)
      ).get(student.id);
      if (existing) {
        throw conflict(
          `The student already has invoice ${existing.invoiceNo} for ${period.term} ${period.session}.`,
        );
      }
      const issued = await issueInvoices(tx, auth, period.session, [
        {
          campusId: student.campusId,
          studentId: student.id,
          classId: student.classId,
          preschoolId: student.preschoolId,
          subClass: student.subClass,
          ...period,
          dueDate: input.due_date,
          notation: input.notation ?? null,
          items,
        },
      ]);
      await notify(
        tx,
        outbox,
        invoiceNotice(auth.schId, issued, { ...period, dueDate: input.due_date }, config),
      );
      await onIssued?.(tx, issued);
      return one(issued).id;
    }),
  );
  return one(await invoiceRecords(db, scope.schId, [id]));
}

export async function updateInvoice(
  db: DbOrTx,
  auth: Auth,
  scope: FinanceScope,
  id: bigint,
  input: S['InvoiceUpdate'],
) {
  await db.transaction(async (tx) => {
    const invoice = await invoiceOf(tx, scope, id, true);
    let itemsVersion = invoice.itemsVersion;
    if (input.items) {
      const fees = await feesOfTerm(
        tx,
        scope.schId,
        [invoice.campusId],
        invoice.term,
        invoice.session,
      );
      const items = draftItems(input.items, fees, invoice.classId, invoice.campusId);
      const ledger = readInvoiceLedger(
        (await ledgerOf(tx, scope.schId, 'invoiceId', [id])).get(id) ?? [],
      );
      const reason = input.adjustment_reason ?? null;
      if (ledger.paid > 0 && reason === null) {
        throw conflict(
          'This invoice has payments: its items change only as an adjustment. Send the new items with an adjustment_reason; the change is kept in the invoice history.',
        );
      }
      const figures = draftFigures(items);
      if (figures.total_amount < ledger.paid) {
        throw conflict(
          `The new total is below the ${formatNaira(ledger.paid)} already paid on this invoice.`,
        );
      }
      itemsVersion += 1;
      await tx.insert(financeInvoiceItems).values(
        items.map((item, position) => ({
          schId: scope.schId,
          invoiceId: id,
          version: itemsVersion,
          position,
          ...item,
        })),
      );
      const base = {
        schId: scope.schId,
        campusId: invoice.campusId,
        term: invoice.term,
        session: invoice.session,
        invoiceId: id,
        actorId: auth.userId,
        reason,
      };
      const discountChange = figures.discount_total - ledger.discount;
      const grossChange = figures.gross_amount - ledger.gross;
      const entries: NewEntry[] = [];
      // The discount first: the adjustment entry closes the change (see readInvoiceLedger).
      if (discountChange !== 0) entries.push({ ...base, kind: 'discount', amount: discountChange });
      if (grossChange !== 0 || reason !== null) {
        entries.push({ ...base, kind: 'adjustment', amount: grossChange });
      }
      await appendLedger(tx, entries);
    }
    await tx
      .update(financeInvoices)
      .set({
        itemsVersion,
        updatedAt: sql`now()`,
        ...(input.due_date !== undefined ? { dueDate: input.due_date } : {}),
        ...(input.notation !== undefined ? { notation: input.notation } : {}),
      })
      .where(and(eq(financeInvoices.schId, scope.schId), eq(financeInvoices.id, id)));
  });
  return one(await invoiceRecords(db, scope.schId, [id]));
}

/** Who a batch is for: a class arm, a class, or every active student in scope. */
async function batchStudents(db: DbOrTx, scope: FinanceScope, input: S['InvoiceBatchInput']) {
  if (input.sub_class !== undefined && input.class_id === undefined) {
    throw invalid({ sub_class: ['needs class_id'] });
  }
  const classId = input.class_id !== undefined ? BigInt(input.class_id) : undefined;
  let ofClass: SQL | undefined;
  if (classId !== undefined) {
    const [cls] = await db
      .select()
      .from(classes)
      .where(and(eq(classes.schId, scope.schId), eq(classes.id, classId)));
    const [pre] = await db
      .select()
      .from(preschools)
      .where(and(eq(preschools.schId, scope.schId), eq(preschools.id, classId)));
    // A preschool campus has preschools where others have classes, and their ids overlap: the
    // one of the caller's campus is meant.
    const found = visible(
      scope,
      [cls, pre && { ...pre, className: pre.name, subClasses: [] as string[] }].find(
        (row) => row && canSee(scope, row),
      ),
      'Class',
    );
    if (input.sub_class !== undefined && !found.subClasses.includes(input.sub_class)) {
      throw invalid({ sub_class: [`is not an arm of ${found.className}`] });
    }
    ofClass = found === cls ? eq(users.classId, classId) : eq(users.preschoolId, classId);
  }
  return db
    .select({
      id: users.id,
      campusId: users.campusId,
      classId: users.classId,
      preschoolId: users.preschoolId,
      subClass: users.subClass,
      fullname: fullName(users),
      admissionNumber: users.admissionNumber,
      className: sql<string | null>`coalesce(${classes.className}, ${preschools.name})`,
    })
    .from(users)
    .leftJoin(classes, and(eq(classes.schId, users.schId), eq(classes.id, users.classId)))
    .leftJoin(
      preschools,
      and(eq(preschools.schId, users.schId), eq(preschools.id, users.preschoolId)),
    )
    .where(
      and(
        eq(users.schId, scope.schId),
        eq(users.kind, 'student'),
        eq(users.status, 'active'),
        or(isNotNull(users.classId), isNotNull(users.preschoolId)),
        scope.campusId !== null ? eq(users.campusId, scope.campusId) : undefined,
        ofClass,
        input.sub_class !== undefined ? eq(users.subClass, input.sub_class) : undefined,
      ),
    )
    .orderBy(
      sql`coalesce(${classes.className}, ${preschools.name})`,
      sql`${users.subClass} nulls first`,
      ...byName(users),
    );
}

/**
 * Invoices every student of a class arm, class or the school from the compulsory fees of the
 * term that apply to them; `preview` writes nothing.
 */
export async function invoiceBatch(
  db: DbOrTx,
  outbox: Outbox,
  config: Pick<Config, 'publicUrl'>,
  auth: Auth,
  scope: FinanceScope,
  input: S['InvoiceBatchInput'],
  period: { term: FinanceTerm; session: string },
  onIssued?: OnIssued,
) {
  const students = await batchStudents(db, scope, input);
  const campusIds = [...new Set(students.map((s) => s.campusId))];
  const fees = (await feesOfTerm(db, scope.schId, campusIds, period.term, period.session)).filter(
    (f) => f.fee.feeStatus === 'compulsory',
  );
  const preview = input.preview ?? false;
  const run = async (tx: DbOrTx) => {
    const existing = await existingInvoice(
      tx,
      scope.schId,
      students.map((s) => s.id),
      period.term,
      period.session,
    );
    const plans = students.map((student) => {
      const found = existing.get(student.id);
      const applying = found
        ? []
        : fees.filter((f) => f.fee.campusId === student.campusId && feeApplies(f, student.classId));
      const items: DraftItem[] = applying.map((f) => ({
        feeId: f.fee.id,
        feetype: f.fee.feetype,
        amount: f.fee.amount,
        discountHundredths: 0,
        discountAmount: null,
      }));
      const outcome: S['InvoiceBatchOutcome'] = found
        ? 'already_invoiced'
        : items.length === 0
          ? 'no_fees'
          : preview
            ? 'would_invoice'
            : 'invoiced';
      return { student, found, items, outcome };
    });
    const toIssue = plans.filter((p) => p.outcome === 'invoiced');
    const issued = await issueInvoices(
      tx,
      auth,
      period.session,
      toIssue.map((p) => ({
        campusId: p.student.campusId,
        studentId: p.student.id,
        classId: p.student.classId,
        preschoolId: p.student.preschoolId,
        subClass: p.student.subClass,
        ...period,
        dueDate: input.due_date,
        notation: input.notation ?? null,
        items: p.items,
      })),
    );
    const batch = issued[0] && `invoices:${issued[0].id}`;
    await notify(
      tx,
      outbox,
      invoiceNotice(auth.schId, issued, { ...period, dueDate: input.due_date }, config, batch),
    );
    await onIssued?.(tx, issued);
    const made = new Map(issued.map((i) => [i.studentId, i]));
    return plans.map((p) => ({ ...p, made: made.get(p.student.id) ?? p.found ?? null }));
  };
  const lines = preview
    ? await run(db)
    : await uniquely(INVOICED_MEANWHILE, () => db.transaction(run));
  let total = 0;
  const data = lines.map((line): S['InvoiceBatchLineRecord'] => {
    const counts = line.outcome === 'invoiced' || line.outcome === 'would_invoice';
    const figures = draftFigures(counts ? line.items : []);
    if (counts) total += figures.total_amount;
    return record(line.student.id, {
      outcome: line.outcome,
      student_id: String(line.student.id),
      fullname: line.student.fullname,
      admission_number: line.student.admissionNumber ?? '',
      class_id: String(line.student.classId ?? line.student.preschoolId),
      class_name: line.student.className ?? '',
      sub_class: line.student.subClass,
      invoice_id: line.made ? String(line.made.id) : null,
      invoice_no: line.made?.invoiceNo ?? null,
      items: counts
        ? line.items.map((item, index) => ({
            fee_id: String(item.feeId),
            feetype: item.feetype,
            ...(figures.items[index] as ItemFigures),
          }))
        : [],
      total_amount: counts ? figures.total_amount : (line.found?.total ?? 0),
    });
  });
  const invoiced = lines.filter(
    (l) => l.outcome === 'invoiced' || l.outcome === 'would_invoice',
  ).length;
  return {
    data,
    meta: {
      preview,
      students: students.length,
      invoiced,
      skipped: students.length - invoiced,
      total_amount: total,
    },
  };
}
