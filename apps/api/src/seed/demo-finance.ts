/**
 * Demo finance for the screens (`pnpm start` and `pnpm seed`, not the API tests): a bank, the
 * First Term 2025/2026 fees, and invoices in every state, written through the same queries the
 * server uses (so the ledger is as the server would keep it). The demo student's invoice is
 * part paid; of three more JSS 1 students one has paid, one has not, and one had a transfer
 * reversed. Deterministic: fixed amounts, dates and names.
 */

import type { components } from '@schoolmates/sdk';
import { hashPassword } from '../auth/passwords.ts';
import type { Auth } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { financeScope } from '../finance/access.ts';
import { createBank } from '../finance/banks.queries.ts';
import { createExpense } from '../finance/expenses.queries.ts';
import { createFee } from '../finance/fees.queries.ts';
import { createInvoice } from '../finance/invoices.queries.ts';
import { recordPayment, reversePayment } from '../finance/payments.queries.ts';
import { DEMO_PASSWORD, type SeededIds } from './demo.ts';

const TERM = 'First Term';
const SESSION = '2025/2026';
const PERIOD = { term: TERM, session: SESSION } as const;

export async function seedDemoFinance(db: Db, ids: SeededIds): Promise<void> {
  const { schId, campusId, classIds } = ids.demo;
  const jss1 = classIds[0] as bigint;
  const auth: Auth = {
    sessionId: 0n,
    userId: ids.users.account,
    schId,
    campusId,
    kind: 'staff',
    designationId: 2,
    role: 'account',
    plan: 'PREMIUM PLAN',
    schoolType: 'elementary',
    isPreschool: false,
    mustChangePassword: false,
  };
  const scope = financeScope(auth);
  const bank = await createBank(db, schId, {
    bank_name: 'First Bank',
    account_name: 'SchoolMates Demo Academy',
    account_number: '2034567891',
    account_purpose: 'School fees',
    opening_balance: 50_000_000,
  });
  const fee = async (
    feetype: string,
    amount: number,
    extra: Partial<components['schemas']['FeeInput']> = {},
  ) =>
    (
      await createFee(
        db,
        schId,
        campusId,
        {
          feetype,
          amount,
          term: TERM,
          category: 'tuition',
          fee_status: 'compulsory',
          class_scope: 'all',
          ...extra,
        },
        PERIOD,
      )
    ).id;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const schoolFees = await fee('School fees', 15_000_000);
  const levy = await fee('Development levy', 2_500_000, { category: 'levy' });
  const books = await fee('Books', 1_850_000, { class_scope: 'some', class_ids: [String(jss1)] });
  const uniform = await fee('Uniform', 1_000_000, { category: 'uniform', fee_status: 'optional' });

  const classmates = await db
    .insert(users)
    .values(
      [
        ['Okafor', 'Amaka', 'female', 'DEMO/002', 'B'],
        ['Bello', 'Tunde', 'male', 'DEMO/003', 'A'],
        ['Eze', 'Ngozi', 'female', 'DEMO/004', 'B'],
      ].map(([surname, firstname, gender, admissionNumber, arm]) => ({
        schId,
        campusId,
        kind: 'student' as const,
        designationId: 7,
        username: `${String(firstname).toLowerCase()}.${String(surname).toLowerCase()}`,
        passwordHash,
        surname: surname as string,
        firstname: firstname as string,
        gender: gender as 'male' | 'female',
        admissionNumber: admissionNumber as string,
        sessionAdmitted: SESSION,
        classId: jss1,
        subClass: arm as string,
      })),
    )
    .returning({ id: users.id });
  const [amaka, tunde, ngozi] = classmates.map((s) => String(s.id));

  const invoice = async (studentId: string, lines: { fee_id: string; discount?: number }[]) =>
    (
      await createInvoice(
        db,
        auth,
        scope,
        {
          student_id: studentId,
          due_date: '2025-10-03',
          items: lines.map((line) => ({ discount: 0, ...line })),
          notation: 'Pay by the due date.',
        },
        PERIOD,
      )
    ).id;
  const noAnswer = async () => {};
  const payment = async (
    invoiceId: string,
    amount: number,
    paidAt: string,
    method: 'transfer' | 'cash' = 'transfer',
  ) =>
    (
      await recordPayment(
        db,
        auth,
        scope,
        {
          invoice_id: invoiceId,
          amount_paid: amount,
          payment_method: method,
          ...(method === 'cash' ? {} : { bank_id: bank.id, reference: `TRF-${paidAt}` }),
          paid_at: paidAt,
        },
        noAnswer,
      )
    ).data.id;

  // The demo student: a 10 % scholarship on school fees, two payments, ₦118,500 still owed.
  const chidi = await invoice(String(ids.users.student), [
    { fee_id: schoolFees, discount: 10 },
    { fee_id: levy },
    { fee_id: books },
    { fee_id: uniform },
  ]);
  await payment(chidi, 5_000_000, '2025-09-08');
  await payment(chidi, 2_000_000, '2025-09-22', 'cash');

  const paid = await invoice(amaka as string, [
    { fee_id: schoolFees },
    { fee_id: levy },
    { fee_id: books },
  ]);
  await payment(paid, 19_350_000, '2025-09-05');

  await invoice(tunde as string, [{ fee_id: schoolFees }, { fee_id: levy }, { fee_id: books }]);

  const bounced = await invoice(ngozi as string, [
    { fee_id: schoolFees, discount: 25 },
    { fee_id: levy },
    { fee_id: books },
  ]);
  const transfer = await payment(bounced, 8_000_000, '2025-09-10');
  await reversePayment(db, auth, scope, BigInt(transfer), 'Transfer reversed by the bank');
  await payment(bounced, 4_000_000, '2025-09-18', 'cash');

  for (const [category, amount, beneficiary, purpose, spentAt] of [
    ['Maintenance', 4_500_000, 'Ade Plumbing Works', 'Borehole pump repair', '2025-09-12'],
    ['Supplies', 1_275_000, 'Ikeja Stationers', 'Chalk, markers and registers', '2025-09-15'],
  ] as const) {
    await createExpense(
      db,
      auth,
      {
        expense_category: category,
        amount,
        payment_method: 'transfer',
        bank_id: bank.id,
        beneficiary,
        purpose,
        spent_at: spentAt,
      },
      PERIOD,
    );
  }
}
