/**
 * Area `finance` (issue 14): banks, fees, invoices, payments, expenses and the six summaries.
 * The handler map only: the SQL is in finance/*.queries.ts, who sees what in finance/access.ts,
 * and every figure comes from the ledger (finance/ledger.ts).
 */

import { financeScope, seesBankFigures } from '../finance/access.ts';
import { addFeeToInvoices } from '../finance/add-fee-to-invoices.ts';
import { listBanks } from '../finance/bank-records.ts';
import { correctExpense } from '../finance/correct-expense.ts';
import { correctPayment } from '../finance/correct-payment.ts';
import { createBank } from '../finance/create-bank.ts';
import { createFee } from '../finance/create-fee.ts';
import { createInvoice } from '../finance/create-invoice.ts';
import { deleteBank } from '../finance/delete-bank.ts';
import { deleteFee } from '../finance/delete-fee.ts';
import { listExpenses } from '../finance/expense-records.ts';
import { listFees } from '../finance/fee-records.ts';
import { financeOverview } from '../finance/finance-overview.ts';
import { once } from '../finance/idempotent.ts';
import { invoiceBatch } from '../finance/invoice-a-class.ts';
import { listInvoices, visibleInvoice } from '../finance/invoice-records.ts';
import { type SummaryFigures, summaryFigures } from '../finance/ledger.queries.ts';
import { listPayments, visiblePayment } from '../finance/payment-records.ts';
import { askedPeriod, checkSession, recordPeriod } from '../finance/period.ts';
import { recordExpense } from '../finance/record-expense.ts';
import { recordPayment } from '../finance/record-payment.ts';
import { reversePayment } from '../finance/reverse-payment.ts';
import { studentStatement } from '../finance/student-statement.ts';
import { updateBank } from '../finance/update-bank.ts';
import { updateFee } from '../finance/update-fee.ts';
import { updateInvoice } from '../finance/update-invoice.ts';
import {
  item,
  list,
  message,
  optionalId,
  paged,
  pageMeta,
  paging,
  toId,
} from '../http/envelope.ts';
import type { Ctx, Handler, HandlerMap } from './types.ts';

type SummaryId =
  | 'getExpectedIncome'
  | 'getReceivedIncome'
  | 'getAccountBalance'
  | 'getDiscountTotal'
  | 'getTotalExpense'
  | 'getOutstandingBalance';

/** One summary handler per figure: all six read the same pass over the ledger. */
function summary<K extends SummaryId>(figure: keyof SummaryFigures): Handler<K> {
  return async ({ db, auth, query }: Ctx<K>) => {
    const period = await askedPeriod(db, auth, query);
    const figures = await summaryFigures(db, financeScope(auth), period);
    return item({
      id: figure,
      attributes: {
        amount: figures[figure],
        term: (period.term ?? null) as typeof query.term | null,
        session: period.session,
        computed_at: new Date().toISOString(),
      },
    }) as Awaited<ReturnType<Handler<K>>>;
  };
}

/** Staff default to the current session; a student sees every session unless one is asked. */
async function listPeriod(
  ctx: Ctx<'listInvoices' | 'listPayments'>,
): Promise<{ session: string | null; term: string | null }> {
  if (
    (ctx.auth.role === 'student' || ctx.auth.role === 'guardian') &&
    ctx.query.session === undefined
  ) {
    return { session: null, term: ctx.query.term ?? null };
  }
  return askedPeriod(ctx.db, ctx.auth, ctx.query);
}

export const financeHandlers = {
  listBanks: async ({ db, auth }) => list(await listBanks(db, auth.schId, seesBankFigures(auth))),
  createBank: async ({ db, auth, body }) =>
    item(await createBank(db, auth.schId, body, financeScope(auth).campusId)),
  updateBank: async ({ db, auth, params, body }) =>
    item(await updateBank(db, auth.schId, toId(params.id), body)),
  deleteBank: async ({ db, auth, params }) => {
    await deleteBank(db, auth.schId, toId(params.id));
    return message('Bank account deleted.');
  },

  getExpectedIncome: summary('expected_income'),
  getReceivedIncome: summary('received_income'),
  getAccountBalance: summary('account_balance'),
  getDiscountTotal: summary('discount'),
  getTotalExpense: summary('total_expense'),
  getOutstandingBalance: summary('outstanding'),
  getStudentStatement: async ({ db, auth, params }) =>
    item(await studentStatement(db, financeScope(auth), toId(params.student_id))),
  getFinanceOverview: async ({ db, auth, query }) =>
    financeOverview(db, auth.schId, await askedPeriod(db, auth, query)),

  listFees: async ({ db, auth, query }) =>
    list(
      await listFees(db, financeScope(auth), await askedPeriod(db, auth, query), {
        classId: optionalId(query.class_id),
        category: query.category,
      }),
    ),
  createFee: async ({ db, auth, body }) => {
    if (body.session) checkSession(body.session);
    const period = await recordPeriod(db, auth, body);
    return item(await createFee(db, auth.schId, auth.campusId, body, period));
  },
  updateFee: async ({ db, auth, params, body }) => {
    if (body.session) checkSession(body.session);
    return item(await updateFee(db, financeScope(auth), toId(params.id), body));
  },
  deleteFee: async ({ db, auth, params }) => {
    await deleteFee(db, financeScope(auth), toId(params.id));
    return message('Fee deleted.');
  },

  listInvoices: async (ctx) => {
    const { db, auth, query } = ctx;
    const page = paging(query);
    const { records, total } = await listInvoices(
      db,
      financeScope(auth),
      {
        period: await listPeriod(ctx),
        classId: optionalId(query.class_id),
        studentId: optionalId(query.student_id),
        status: query.status,
        search: query.search,
      },
      page,
    );
    return paged(records, pageMeta(page, total));
  },
  getInvoice: async ({ db, auth, params }) =>
    item(await visibleInvoice(db, financeScope(auth), toId(params.id))),
  createInvoice: async ({ db, outbox, config, auth, body }) => {
    if (body.session) checkSession(body.session);
    const period = await recordPeriod(db, auth, body);
    return item(await createInvoice(db, outbox, config, auth, financeScope(auth), body, period));
  },
  createInvoiceBatch: async ({ db, outbox, config, auth, body }) => {
    if (body.session) checkSession(body.session);
    const period = await recordPeriod(db, auth, body);
    const batch = await invoiceBatch(db, outbox, config, auth, financeScope(auth), body, period);
    const { invoiced, skipped } = batch.meta;
    const verb = batch.meta.preview ? 'would be made' : 'made';
    return { ...batch, message: `${invoiced} invoices ${verb}; ${skipped} students skipped.` };
  },
  addFeeToInvoices: async ({ db, outbox, config, auth, body }) => {
    const answer = await addFeeToInvoices(db, outbox, config, auth, financeScope(auth), body);
    const { added, skipped, preview } = answer.meta;
    const verb = preview ? 'would take' : 'took';
    return { ...answer, message: `${added} invoices ${verb} the fee; ${skipped} already had it.` };
  },
  updateInvoice: async ({ db, auth, params, body }) =>
    item(await updateInvoice(db, auth, financeScope(auth), toId(params.id), body)),

  listPayments: async (ctx) => {
    const { db, auth, query } = ctx;
    const page = paging(query);
    const { records, total } = await listPayments(
      db,
      financeScope(auth),
      {
        period: await listPeriod(ctx),
        classId: optionalId(query.class_id),
        studentId: optionalId(query.student_id),
        invoiceId: optionalId(query.invoice_id),
        bankId: optionalId(query.bank_id),
        method: query.payment_method,
        search: query.search,
      },
      page,
    );
    return paged(records, pageMeta(page, total));
  },
  recordPayment: async ({ db, outbox, config, auth, req, reply, body }) =>
    once(
      db,
      auth,
      reply,
      { operation: 'recordPayment', key: String(req.headers['idempotency-key']), body },
      (remember) => recordPayment(db, outbox, config, auth, financeScope(auth), body, remember),
    ),
  getPayment: async ({ db, auth, params }) =>
    item(await visiblePayment(db, financeScope(auth), toId(params.id))),
  updatePayment: async ({ db, auth, params, body }) =>
    item(await correctPayment(db, auth, financeScope(auth), toId(params.id), body)),
  reversePayment: async ({ db, outbox, config, auth, params, body }) =>
    item(
      await reversePayment(
        db,
        outbox,
        config,
        auth,
        financeScope(auth),
        toId(params.id),
        body.reason,
      ),
    ),

  listExpenses: async ({ db, auth, query }) => {
    const page = paging(query);
    const { records, total } = await listExpenses(
      db,
      financeScope(auth),
      await askedPeriod(db, auth, query),
      query.search,
      page,
    );
    return paged(records, pageMeta(page, total));
  },
  createExpense: async ({ db, auth, body }) => {
    if (body.session) checkSession(body.session);
    const period = await recordPeriod(db, auth, body);
    return item(await recordExpense(db, auth, body, period));
  },
  correctExpense: async ({ db, auth, params, body }) =>
    item(await correctExpense(db, auth, financeScope(auth), toId(params.id), body)),
} satisfies Partial<HandlerMap>;
