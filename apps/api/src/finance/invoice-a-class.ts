/**
 * Invoicing every student of a class arm, a class or the school for a term from the compulsory
 * fees that apply to them, in one transaction; a student already invoiced for the term, or whom
 * no fee applies to, is skipped. `preview` writes nothing and shows what each would get.
 */
import type { ItemFigures } from '@schoolmates/domain/money';
import type { components } from '@schoolmates/sdk';
import type { Auth } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import type { FinanceTerm } from '../db/finance-schema.ts';
import { record } from '../http/envelope.ts';
import { invalid, uniquely } from '../http/errors.ts';
import type { Outbox } from '../messages/outbox.ts';
import { canSee, type FinanceScope, visible } from './access.ts';
import { feeApplies, feesOfTerm } from './fees.queries.ts';
import { type DraftItem, draftFigures } from './invoice-lines.ts';
import { classOrPreschool, existingInvoices, groupStudents } from './invoices.queries.ts';
import { INVOICED_MEANWHILE, issueInvoices } from './issue-invoices.ts';

type S = components['schemas'];

/** Who a batch is for: a class arm, a class, or every active student in scope. */
async function batchStudents(db: DbOrTx, scope: FinanceScope, input: S['InvoiceBatchInput']) {
  if (input.sub_class !== undefined && input.class_id === undefined) {
    throw invalid({ sub_class: ['needs class_id'] });
  }
  const group = { campusId: scope.campusId, subClass: input.sub_class };
  if (input.class_id === undefined) return groupStudents(db, scope.schId, group);
  const classId = BigInt(input.class_id);
  const { cls, pre } = await classOrPreschool(db, scope.schId, classId);
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
  return groupStudents(
    db,
    scope.schId,
    found === cls ? { ...group, classId } : { ...group, preschoolId: classId },
  );
}

export async function invoiceBatch(
  db: DbOrTx,
  outbox: Outbox,
  config: Pick<Config, 'publicUrl'>,
  auth: Auth,
  scope: FinanceScope,
  input: S['InvoiceBatchInput'],
  period: { term: FinanceTerm; session: string },
) {
  const students = await batchStudents(db, scope, input);
  const campusIds = [...new Set(students.map((s) => s.campusId))];
  const fees = (await feesOfTerm(db, scope.schId, campusIds, period.term, period.session)).filter(
    (f) => f.fee.feeStatus === 'compulsory',
  );
  const preview = input.preview ?? false;
  const run = async (tx: DbOrTx) => {
    const existing = await existingInvoices(
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
    const issued = await issueInvoices(
      tx,
      outbox,
      config,
      auth,
      scope,
      { ...period, dueDate: input.due_date, notation: input.notation ?? null },
      plans
        .filter((p) => p.outcome === 'invoiced')
        .map((p) => ({
          campusId: p.student.campusId,
          studentId: p.student.id,
          classId: p.student.classId,
          preschoolId: p.student.preschoolId,
          subClass: p.student.subClass,
          items: p.items,
        })),
      true,
    );
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
