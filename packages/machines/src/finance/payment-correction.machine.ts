/**
 * One recorded payment corrected (`GET /payment/{id}`, then `PATCH /payment/{id}` with a reason),
 * the child the invoice machine invokes while the correction form is open. It ends with its
 * output: the payment as corrected, or, when it is closed (left, or not found), the messages the
 * invoice goes on showing.
 */

import type { FieldErrors } from '@schoolmates/sdk';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { failureMessage, fieldErrorsOf } from '../shared/errors.ts';
import {
  correctionProblem,
  invoicePaymentMessages,
  type PaymentChanges,
  type PaymentRecord,
  type PaymentUpdate,
} from './invoice-payment.rules.ts';

export interface PaymentCorrectionContext {
  paymentId: string;
  /** The payment as loaded, shown in the form. */
  payment: PaymentRecord | null;
  /** The payment as corrected, once the server answered. */
  corrected: PaymentRecord | null;
  /** The last failure or refusal, in words fit to show (the server's message when it sent one). */
  error: string | null;
  fieldErrors: FieldErrors;
}

export type PaymentCorrectionEvent =
  | { type: 'payment.edit'; reason: string; changes: PaymentChanges }
  | { type: 'payment.cancel' };

/** How the correction ended: the payment corrected, or closed with the messages to go on showing. */
export type PaymentCorrectionOutcome =
  | { saved: PaymentRecord }
  | { closed: Pick<PaymentCorrectionContext, 'error' | 'fieldErrors'> };

const noMessages = { error: null, fieldErrors: {} } as const;

function paymentOf(context: PaymentCorrectionContext): PaymentRecord {
  if (context.payment === null) throw new Error('paymentCorrectionMachine: no payment opened');
  return context.payment;
}

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`paymentCorrectionMachine: the ${name} actor was not provided`));

export const paymentCorrectionMachine = setup({
  types: {
    context: {} as PaymentCorrectionContext,
    events: {} as PaymentCorrectionEvent,
    input: {} as { paymentId: string },
    output: {} as PaymentCorrectionOutcome,
    tags: {} as 'busy',
  },
  actors: {
    loadPayment: fromPromise<PaymentRecord, { id: string }>(notProvided('loadPayment')),
    updatePayment: fromPromise<PaymentRecord, { id: string; changes: PaymentUpdate }>(
      notProvided('updatePayment'),
    ),
  },
  actions: {
    clearMessages: assign(noMessages),
    recordFailure: assign((_, params: { error: unknown; fallback: string }) => ({
      error: failureMessage(params.error, params.fallback),
      fieldErrors: fieldErrorsOf(params.error),
    })),
    refuse: assign((_, params: { reason: string; changes: PaymentChanges }) => {
      const problem = correctionProblem(params.reason, params.changes) ?? {
        message: invoicePaymentMessages.reasonRequired,
        field: 'reason',
      };
      return { error: problem.message, fieldErrors: { [problem.field]: [problem.message] } };
    }),
    openPayment: assign((_, params: { payment: PaymentRecord }) => ({
      payment: params.payment,
      ...noMessages,
    })),
    keepCorrected: assign((_, params: { payment: PaymentRecord }) => ({
      corrected: params.payment,
    })),
  },
  guards: {
    isCorrection: (_, params: { reason: string; changes: PaymentChanges }) =>
      correctionProblem(params.reason, params.changes) === null,
  },
}).createMachine({
  id: 'paymentCorrection',
  context: ({ input }) => ({
    paymentId: input.paymentId,
    payment: null,
    corrected: null,
    ...noMessages,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPayment',
        src: 'loadPayment',
        input: ({ context }) => ({ id: context.paymentId }),
        onDone: {
          target: 'entering',
          actions: { type: 'openPayment', params: ({ event }) => ({ payment: event.output }) },
        },
        onError: {
          target: 'closed',
          actions: {
            type: 'recordFailure',
            params: ({ event }) => ({
              error: event.error,
              fallback: invoicePaymentMessages.openFallback,
            }),
          },
        },
      },
    },
    entering: {
      on: {
        'payment.edit': [
          {
            guard: {
              type: 'isCorrection',
              params: ({ event }) => ({ reason: event.reason, changes: event.changes }),
            },
            target: 'saving',
            actions: 'clearMessages',
          },
          {
            actions: {
              type: 'refuse',
              params: ({ event }) => ({ reason: event.reason, changes: event.changes }),
            },
          },
        ],
        'payment.cancel': { target: 'closed' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'updatePayment',
        src: 'updatePayment',
        input: ({ context, event }) => {
          assertEvent(event, 'payment.edit');
          return {
            id: paymentOf(context).id,
            changes: { ...event.changes, reason: event.reason.trim() },
          };
        },
        onDone: {
          target: 'corrected',
          actions: { type: 'keepCorrected', params: ({ event }) => ({ payment: event.output }) },
        },
        onError: {
          target: 'entering',
          actions: {
            type: 'recordFailure',
            params: ({ event }) => ({
              error: event.error,
              fallback: invoicePaymentMessages.correctionFallback,
            }),
          },
        },
      },
    },
    corrected: { type: 'final' },
    closed: { type: 'final' },
  },
  output: ({ context }) =>
    context.corrected === null
      ? { closed: { error: context.error, fieldErrors: context.fieldErrors } }
      : { saved: context.corrected },
});

/** Every state the correction form can show (the final ones end the child). */
export const paymentCorrectionStates = ['loading', 'entering', 'saving'] as const;

export type PaymentCorrectionState = (typeof paymentCorrectionStates)[number];
