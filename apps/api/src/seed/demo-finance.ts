/**
 * Demo finance: a bank, the fees of the First and Second Terms, an invoice for every student of
 * the main campus in both terms (made as the bursar makes them: one batch per class), payments
 * in every state (paid, part paid, unpaid, a transfer reversed by the bank) and expenses. All
 * through the bursar's own handlers and queries, so the ledger is as the server keeps it. The
 * demo student has a 10 % scholarship and still owes part of the First Term.
 */

import type { components } from '@schoolmates/sdk';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { financeScope } from '../finance/access.ts';
import { createBank } from '../finance/create-bank.ts';
import { createFee } from '../finance/create-fee.ts';
import { createInvoice } from '../finance/create-invoice.ts';
import { recordExpense } from '../finance/record-expense.ts';
import { recordPayment } from '../finance/record-payment.ts';
import { reversePayment } from '../finance/reverse-payment.ts';
import { quietOutbox } from '../messages/outbox.ts';
import { authOf, callerFor } from './calls.ts';
import type { SeededIds } from './demo.ts';
import type { DemoSchool } from './demo-school.ts';
import { SESSION } from './demo-school.ts';
import type { Random } from './random.ts';

type FeeInput = components['schemas']['FeeInput'];
type Term = 'First Term' | 'Second Term';

/** What each student has paid of a term's invoice, in shares of the whole. */
const FIRST_TERM = { paid: 0.5, partPaid: 0.3 } as const;
const SECOND_TERM = { paid: 0.15, partPaid: 0.3 } as const;

export async function seedDemoFinance(
  db: Db,
  config: Config,
  ids: SeededIds,
  school: DemoSchool,
  random: Random,
): Promise<void> {
  const { schId, campusId } = school;
  const { date } = school.calendar;
  const auth = await authOf(db, ids.users.account);
  const scope = financeScope(auth);
  const bursar = await callerFor(db, config, ids.users.account);
  const bank = await createBank(
    db,
    schId,
    {
      bank_name: 'First Bank',
      account_name: 'SchoolMates Demo Academy',
      account_number: '2034567891',
      account_purpose: 'School fees',
      opening_balance: 50_000_000,
    },
    campusId,
  );
  const fee = async (term: Term, feetype: string, amount: number, extra: Partial<FeeInput> = {}) =>
    (
      await createFee(
        db,
        schId,
        campusId,
        {
          feetype,
          amount,
          term,
          category: 'tuition',
          fee_status: 'compulsory',
          class_scope: 'all',
          ...extra,
        },
        { term, session: SESSION },
      )
    ).id;
  const juniorIds = school.arms
    .filter((a) => a.className.startsWith('JSS'))
    .map((a) => String(a.classId));
  const seniorIds = school.arms
    .filter((a) => a.className.startsWith('SSS'))
    .map((a) => String(a.classId));
  const feesOf = async (term: Term) => ({
    schoolFees: await fee(term, 'School fees', 15_000_000),
    levy: await fee(term, 'Development levy', 2_500_000, { category: 'levy' }),
    books: await fee(term, 'Books (junior)', 1_850_000, {
      class_scope: 'some',
      class_ids: [...new Set(juniorIds)],
    }),
    labs: await fee(term, 'Laboratory (senior)', 1_200_000, {
      class_scope: 'some',
      class_ids: [...new Set(seniorIds)],
    }),
    uniform: await fee(term, 'Uniform', 1_000_000, { category: 'uniform', fee_status: 'optional' }),
  });
  const first = await feesOf('First Term');
  await feesOf('Second Term');

  const payment = async (
    invoiceId: string,
    amount: number,
    paidAt: string,
    method: 'transfer' | 'cash',
  ) =>
    (
      await recordPayment(
        db,
        quietOutbox,
        config,
        auth,
        scope,
        {
          invoice_id: invoiceId,
          amount_paid: amount,
          payment_method: method,
          ...(method === 'cash'
            ? {}
            : { bank_id: bank.id, reference: `TRF-${invoiceId}-${paidAt}` }),
          paid_at: date(paidAt),
        },
        async () => {},
      )
    ).data.id;

  // The demo student: a 10 % scholarship on school fees, the uniform, two payments, a balance.
  const chidi = (
    await createInvoice(
      db,
      quietOutbox,
      config,
      auth,
      scope,
      {
        student_id: String(ids.users.student),
        due_date: date('2025-10-03'),
        items: [
          { fee_id: first.schoolFees, discount: 10 },
          { fee_id: first.levy, discount: 0 },
          { fee_id: first.books, discount: 0 },
          { fee_id: first.uniform, discount: 0 },
        ],
        notation: 'Scholarship: 10 % of school fees.',
      },
      { term: 'First Term', session: SESSION },
    )
  ).id;
  await payment(chidi, 5_000_000, '2025-09-08', 'transfer');
  await payment(chidi, 2_000_000, '2025-09-22', 'cash');

  // Payments fall before the demo's day (a payment cannot be in the future): the Second Term's
  // from a week before the term began to its second week's Friday.
  for (const [term, dueDate, shares, firstDay] of [
    ['First Term', '2025-10-03', FIRST_TERM, 8],
    ['Second Term', '2026-02-06', SECOND_TERM, 5],
  ] as const) {
    for (const classId of [...new Set(school.arms.map((a) => String(a.classId)))]) {
      await bursar('createInvoiceBatch', {
        body: {
          class_id: classId,
          term,
          session: SESSION,
          due_date: date(dueDate),
          notation: 'Pay by the due date.',
          preview: false,
        },
      });
    }
    const month = term === 'First Term' ? '2025-09' : '2026-01';
    const invoices = [];
    for (let page = 1; ; page++) {
      const listed = await bursar('listInvoices', {
        query: { term, session: SESSION, page, per_page: 100 },
      });
      invoices.push(
        ...listed.data.filter((i) => i.attributes.student_id !== String(ids.users.student)),
      );
      if (page >= listed.meta.last_page) break;
    }
    let reversed = false;
    for (const invoice of invoices) {
      const owed = invoice.attributes.outstanding;
      const roll = random.next();
      const day = String(random.int(firstDay, firstDay + 18)).padStart(2, '0');
      const method = random.next() < 0.7 ? 'transfer' : 'cash';
      if (roll < shares.paid) {
        await payment(invoice.id, owed, `${month}-${day}`, method);
      } else if (roll < shares.paid + shares.partPaid) {
        const part = Math.round((owed * random.int(25, 75)) / 100 / 5_000) * 5_000;
        if (!reversed && term === 'First Term') {
          // A transfer the bank sent back, then a cash payment.
          const bounced = await payment(invoice.id, part, `${month}-${day}`, 'transfer');
          await reversePayment(
            db,
            quietOutbox,
            config,
            auth,
            scope,
            BigInt(bounced),
            'Transfer reversed by the bank',
          );
          reversed = true;
          await payment(invoice.id, part, `${month}-26`, 'cash');
        } else {
          await payment(invoice.id, part, `${month}-${day}`, method);
        }
      }
    }
  }

  for (const [category, amount, beneficiary, purpose, spentAt, term] of [
    [
      'Maintenance',
      4_500_000,
      'Adé Plumbing Works',
      'Borehole pump repair',
      '2025-09-12',
      'First Term',
    ],
    [
      'Supplies',
      1_275_000,
      'Ikeja Stationers',
      'Chalk, markers and registers',
      '2025-09-15',
      'First Term',
    ],
    ['Utilities', 3_800_000, 'Ikeja Electric', 'Electricity, December', '2025-12-05', 'First Term'],
    ['Supplies', 2_150_000, 'Ọ̀yọ́ Books Ltd', 'Laboratory reagents', '2026-01-20', 'Second Term'],
  ] as const) {
    await recordExpense(
      db,
      auth,
      {
        expense_category: category,
        amount,
        payment_method: 'transfer',
        bank_id: bank.id,
        beneficiary,
        purpose,
        spent_at: date(spentAt),
      },
      { term, session: SESSION },
    );
  }
}
