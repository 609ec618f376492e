/**
 * Operations of areas this server does not implement yet. They answer 501 `{ message }`.
 * This is the ONE list of what is missing: to implement an area, write
 * `handlers/<area>.ts` (see people.ts for the pattern), spread it in handlers/index.ts and
 * delete its operations here; the `satisfies HandlerMap` in index.ts tells you when the
 * set is complete again (a missing or doubly-defined operation fails to compile).
 */
import type { OperationId } from '../contract.ts';
import { HttpError } from '../http/errors.ts';
import type { Handler } from './types.ts';

export const NOT_IMPLEMENTED = {
  finance: [
    'listBanks',
    'createBank',
    'updateBank',
    'deleteBank',
    'getExpectedIncome',
    'getReceivedIncome',
    'getAccountBalance',
    'getDiscountTotal',
    'getTotalExpense',
    'getOutstandingBalance',
    'listFees',
    'createFee',
    'updateFee',
    'deleteFee',
    'listInvoices',
    'createInvoice',
    'updateInvoice',
    'listPayments',
    'recordPayment',
    'getPayment',
    'updatePayment',
  ],
  lessonNotes: [
    'createLessonNote',
    'listLessonNotes',
    'deleteLessonNote',
    'updateLessonNote',
    'approveLessonNote',
    'unapproveLessonNote',
    'createFlipClass',
    'listFlipClasses',
    'deleteFlipClass',
    'updateFlipClass',
    'approveFlipClass',
    'unapproveFlipClass',
  ],
} as const satisfies Record<string, readonly OperationId[]>;

type NotImplementedId = (typeof NOT_IMPLEMENTED)[keyof typeof NOT_IMPLEMENTED][number];

/** The shared 501 handler; auth and x-roles still apply before it. */
const notImplemented: Handler<OperationId> = async ({ operationId }) => {
  throw new HttpError(501, `${operationId} is not implemented yet.`);
};

export const notImplementedHandlers = Object.fromEntries(
  Object.values(NOT_IMPLEMENTED)
    .flat()
    .map((id) => [id, notImplemented]),
) as { [K in NotImplementedId]: Handler<K> };
