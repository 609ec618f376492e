/**
 * One payment on its way to the ledger (`POST /payment`), the child the invoice machine invokes
 * while the payment form is open. It carries an `Idempotency-Key`: made by `newKey` at the first
 * submit, kept across a retry or a new submit after a failure or a timeout (the server records a
 * payment once per key; the same key with another body answers 422, a repeat while the first is
 * still being recorded 409). A 422 refusal records nothing, and the corrected payment is another
 * body, which the server would refuse under the same key: the refusal lets the key go and the
 * next submit makes a new one. A second `payment.submit` while one is on its way is ignored.
 *
 * It ends with its output: the payment recorded, or, when the user leaves, the request that may
 * have been recorded (a failure without an answer), which the invoice keeps and gives the next
 * payment form so that it goes out under the same key.
 */

import type { FieldErrors } from '@schoolmates/sdk';
import { assign, fromPromise, setup } from 'xstate';
import { failureMessage, fieldErrorsOf } from '../shared/errors.ts';
import {
  invoicePaymentMessages,
  type PaymentFields,
  type PaymentInput,
  type PaymentRecord,
  type PaymentRequest,
  paymentProblem,
} from './invoice-payment.rules.ts';

export interface PaymentContext {
  invoiceId: string;
  /** The Idempotency-Key of the payment being registered; null until a submit needs one. */
  paymentKey: string | null;
  /** The body of the payment being registered, kept for a retry. */
  payment: PaymentInput | null;
  /** The payment as recorded, once the server answered. */
  recorded: PaymentRecord | null;
  /** The last failure or refusal, in words fit to show (the server's message when it sent one). */
  error: string | null;
  fieldErrors: FieldErrors;
}

/** The invoice paid into, and the request of an earlier form that may have been recorded. */
export interface PaymentStart {
  invoiceId: string;
  pending: PaymentRequest | null;
}

export type PaymentEvent =
  | { type: 'payment.submit'; payment: PaymentFields }
  | { type: 'payment.retry' }
  | { type: 'payment.cancel' };

/** How the payment form ended: recorded, or left with the request that may have been recorded. */
export type PaymentOutcome = { saved: PaymentRecord } | { left: PaymentRequest | null };

/** The one action that makes keys: a key for a new payment, the kept one for the same payment. */
export function keepPaymentKeyWith(newKey: () => string) {
  return assign<PaymentContext, PaymentEvent, undefined, PaymentEvent, never>(({ context }) => ({
    paymentKey: context.paymentKey ?? newKey(),
  }));
}

function requestOf(context: PaymentContext): PaymentRequest | null {
  if (context.paymentKey === null || context.payment === null) return null;
  return { key: context.paymentKey, payment: context.payment };
}

function sentRequestOf(context: PaymentContext): PaymentRequest {
  const request = requestOf(context);
  if (request === null) throw new Error('paymentMachine: no payment to register');
  return request;
}

const noMessages = { error: null, fieldErrors: {} } as const;

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentStart,
    output: {} as PaymentOutcome,
    tags: {} as 'busy',
  },
  actors: {
    recordPayment: fromPromise<PaymentRecord, PaymentRequest>(() =>
      Promise.reject(new Error('paymentMachine: the recordPayment actor was not provided')),
    ),
  },
  actions: {
    /** `crypto.randomUUID` by default; `createPaymentActions({ newKey })` replaces it. */
    keepPaymentKey: keepPaymentKeyWith(() => globalThis.crypto.randomUUID()),
    clearMessages: assign(noMessages),
    /** Nothing was recorded under the key: the next submit, another body, gets a new one. */
    forgetPaymentKey: assign({ paymentKey: null, payment: null }),
    recordFailure: assign((_, params: { error: unknown }) => ({
      error: failureMessage(params.error, invoicePaymentMessages.paymentFallback),
      fieldErrors: fieldErrorsOf(params.error),
    })),
    refuse: assign((_, params: { payment: PaymentFields }) => {
      const problem = paymentProblem(params.payment) ?? {
        message: invoicePaymentMessages.paymentInvalid,
        field: 'amount_paid',
      };
      return { error: problem.message, fieldErrors: { [problem.field]: [problem.message] } };
    }),
    keepPayment: assign(({ context }, params: { payment: PaymentFields }) => ({
      payment: { ...params.payment, invoice_id: context.invoiceId },
      ...noMessages,
    })),
    keepRecorded: assign((_, params: { payment: PaymentRecord }) => ({
      recorded: params.payment,
    })),
  },
  guards: {
    /** The server refused the payment (422): nothing was recorded under its key. */
    isRefusal: (_, params: { error: unknown }) =>
      typeof params.error === 'object' &&
      params.error !== null &&
      (params.error as { status?: unknown }).status === 422,
    isPayment: (_, params: { payment: PaymentFields }) => paymentProblem(params.payment) === null,
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    invoiceId: input.invoiceId,
    paymentKey: input.pending?.key ?? null,
    payment: input.pending?.payment ?? null,
    recorded: null,
    ...noMessages,
  }),
  initial: 'entering',
  // One submit for the form and for a failure: a failure keeps its key, and the key action
  // makes one only for a payment that has none.
  on: {
    'payment.submit': [
      {
        guard: { type: 'isPayment', params: ({ event }) => ({ payment: event.payment }) },
        target: '.submitting',
        actions: [
          'keepPaymentKey',
          { type: 'keepPayment', params: ({ event }) => ({ payment: event.payment }) },
        ],
      },
      { actions: { type: 'refuse', params: ({ event }) => ({ payment: event.payment }) } },
    ],
  },
  states: {
    entering: {
      on: { 'payment.cancel': { target: 'left' } },
    },
    submitting: {
      tags: ['busy'],
      // Ignored while one is on its way: a double click sends one request.
      on: { 'payment.submit': {} },
      invoke: {
        id: 'recordPayment',
        src: 'recordPayment',
        input: ({ context }) => sentRequestOf(context),
        onDone: {
          target: 'recorded',
          actions: { type: 'keepRecorded', params: ({ event }) => ({ payment: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'entering',
            actions: [
              { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
              'forgetPaymentKey',
            ],
          },
          // The key stays: a retry after a timeout cannot record the payment twice.
          {
            target: 'failed',
            actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    /** The payment may or may not be recorded: a retry or a new submit keeps its key. */
    failed: {
      on: {
        'payment.retry': { target: 'submitting', actions: 'clearMessages' },
        'payment.cancel': { target: 'left' },
      },
    },
    recorded: { type: 'final' },
    left: { type: 'final' },
  },
  output: ({ context }) =>
    context.recorded === null ? { left: requestOf(context) } : { saved: context.recorded },
});

/** Every state the payment form can show (the final ones end the child). */
export const paymentStates = ['entering', 'submitting', 'failed'] as const;

export type PaymentState = (typeof paymentStates)[number];
