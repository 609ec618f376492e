/**
 * What a guardian reads (issue 28): a card per linked child, and the family statement. Every
 * read is of `auth.children` only; a child's result and invoice reads are the student's own
 * operations, which check the child (results/access.ts, finance/access.ts).
 */
import { periodOrder, schoolDate } from '@schoolmates/domain/calendar';
import { invoiceStatus, outstandingOf } from '@schoolmates/domain/money';
import type { Schema } from '@schoolmates/sdk';
import { currentPeriod } from '../academic-setup/sessions.ts';
import { studentAttendance } from '../attendance/student-attendance.ts';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { isHeld } from '../results/fee-gate.ts';
import { oneResult } from '../results/reads.ts';
import {
  assignmentsDue,
  familyChildren,
  familyInvoices,
  releasedResults,
} from './family.queries.ts';

export async function familyStatement(db: DbOrTx, auth: Auth): Promise<Schema<'FamilyStatement'>> {
  const invoices = await familyInvoices(db, auth.schId, auth.children);
  const lines = invoices.map((invoice) => ({
    invoice_id: String(invoice.id),
    invoice_no: invoice.invoiceNo,
    student_id: String(invoice.studentId),
    student_fullname: invoice.studentName,
    term: invoice.term,
    session: invoice.session,
    total: invoice.total,
    paid: invoice.paid,
    balance: outstandingOf(invoice.total, invoice.paid),
    status: invoiceStatus(invoice.total, invoice.paid),
  }));
  return { total_owed: lines.reduce((sum, line) => sum + line.balance, 0), lines };
}

/**
 * The latest released result of one child, with its average and position as released;
 * `'held'` while it is held for fees owed (issue 29), whose figures are not given.
 */
async function latestResult(
  db: DbOrTx,
  auth: Auth,
  studentId: bigint,
  released: Awaited<ReturnType<typeof releasedResults>>,
): Promise<Schema<'FamilyLatestResult'> | 'held' | null> {
  const [latest] = released
    .filter((r) => r.studentId === studentId)
    .sort((a, b) => periodOrder(b) - periodOrder(a));
  if (!latest) return null;
  if (await isHeld(db, auth.schId, studentId, latest.term, latest.session)) return 'held';
  const params = { student_id: String(studentId), term: latest.term, session: latest.session };
  const card =
    latest.period === 'Second Half'
      ? await oneResult({ db, auth }, params, 'endterm', true)
      : await oneResult({ db, auth }, params, 'midterm', true);
  return {
    period: latest.period,
    term: latest.term,
    session: latest.session,
    average: card.attributes.student_average,
    position: card.attributes.position,
    class_size: card.attributes.number_in_class,
  };
}

/** The child's register in their campus's current term; null before any (issue 30). */
async function termAttendance(
  db: DbOrTx,
  auth: Auth,
  child: { id: bigint; campusId: bigint },
): Promise<Schema<'FamilyAttendance'> | null> {
  const period = await currentPeriod(db, auth.schId, child.campusId);
  if (!period) return null;
  const { data } = await studentAttendance(db, auth, String(child.id), period.term, period.session);
  const { figures } = data.attributes;
  return figures.marked === 0 ? null : { term: period.term, session: period.session, figures };
}

export async function familyHome(
  db: DbOrTx,
  auth: Auth,
  now = new Date(),
): Promise<Schema<'FamilyChild'>[]> {
  const [children, released, statement, due] = await Promise.all([
    familyChildren(db, auth.schId, auth.userId),
    releasedResults(db, auth.schId, auth.children),
    familyStatement(db, auth),
    assignmentsDue(db, auth.schId, auth.children, schoolDate(now)),
  ]);
  return Promise.all(
    children.map(async (child) => {
      const latest = await latestResult(db, auth, child.id, released);
      return {
        student_id: String(child.id),
        student_fullname: child.name,
        firstname: child.firstname,
        admission_number: child.admissionNumber,
        class_name: child.className,
        sub_class: child.subClass,
        campus_name: child.campusName,
        relationship: child.relationship,
        latest_result: latest === 'held' ? null : latest,
        result_held: latest === 'held',
        balance: statement.lines
          .filter((line) => line.student_id === String(child.id))
          .reduce((sum, line) => sum + line.balance, 0),
        assignments_due: due.get(child.id) ?? 0,
        attendance: await termAttendance(db, auth, child),
      };
    }),
  );
}
