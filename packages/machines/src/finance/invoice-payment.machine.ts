/**
 * An invoice and its payments (domain rules "Money", DECISIONS #8): drafted, issued, then paid
 * in one or more payments until nothing is outstanding. Which of `issued.unpaid`, `.partlyPaid`,
 * `.paid` or `.overpaid` shows is worked out from the invoice's lines and payments
 * (`invoiceFigures`) each time it changes; payments beyond its total (adjusted down, or figures
 * from another backend) make it `overpaid`, the difference being `figures.credit`. The server
 * refuses an overpayment (422 with the balance in the message), so no call here makes one.
 *
 * A form's work is a child's: `draft` (`invoice-draft.machine.ts`) drafts and issues the invoice;
 * `payment` (`payment.machine.ts`) records one payment under its `Idempotency-Key`, and when it
 * is left after a failure without an answer, the invoice keeps the request for the next form;
 * `correction` (`payment-correction.machine.ts`) corrects one payment. Changing the lines of a
 * paid-into invoice needs a reason.
 *
 * I/O comes in through `.provide()`: the actors of `invoice-payment.actors.ts` (SDK backed), the
 * children among them. Views send `invoice.*` and `payment.*` events, a form's own to its child
 * (`snapshot.children.draft`, `.payment` or `.correction`); `invoicePaymentStateOf` gives the
 * state shown.
 */

import { assertEvent, assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { failureMessage, fieldErrorsOf } from '../shared/errors.ts';
import { shownStatePathOf } from '../shared/state-value.ts';
import { invoiceDraftMachine, invoiceDraftStates } from './invoice-draft.machine.ts';
import {
  adjustmentProblem,
  draftOf,
  emptyMessages,
  hasReason,
  type InvoicePaymentContext,
  type InvoicePaymentInput,
  type InvoiceRecord,
  type InvoiceUpdate,
  invoiceOf,
  invoicePaymentMessages,
  type PaymentRecord,
  type PaymentRequest,
  paidBy,
  startingContext,
  withSaved,
} from './invoice-payment.rules.ts';
import { figuresOfInvoice, withoutPayment } from './invoice-records.ts';
import { type PaymentOutcome, paymentMachine, paymentStates } from './payment.machine.ts';
import {
  type PaymentCorrectionOutcome,
  paymentCorrectionMachine,
  paymentCorrectionStates,
} from './payment-correction.machine.ts';

export type InvoicePaymentEvent =
  /** `PATCH /invoice/{id}`; new lines on a paid-into invoice need `adjustment_reason`. */
  | { type: 'invoice.adjust'; changes: InvoiceUpdate }
  | { type: 'invoice.reload' }
  | { type: 'invoice.dismiss' }
  | { type: 'payment.start' }
  | { type: 'payment.open'; paymentId: string }
  /** `POST /payment/{id}/reverse`: a payment made by mistake stops counting; both stay kept. */
  | { type: 'payment.reverse'; paymentId: string; reason: string };

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`invoicePaymentMachine: the ${name} actor was not provided`));

/** The failure of the call or child that just ended, in words fit to show. */
const failed = (fallback: string) => ({
  type: 'recordFailure' as const,
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, fallback }),
});

export const invoicePaymentMachine = setup({
  types: {
    context: {} as InvoicePaymentContext,
    events: {} as InvoicePaymentEvent,
    input: {} as InvoicePaymentInput,
    tags: {} as 'busy',
    children: {} as { draft: 'draft'; payment: 'payment'; correction: 'correction' },
  },
  actors: {
    draft: invoiceDraftMachine,
    updateInvoice: fromPromise<InvoiceRecord, { id: string; changes: InvoiceUpdate }>(
      notProvided('updateInvoice'),
    ),
    loadInvoice: fromPromise<InvoiceRecord, { invoice: InvoiceRecord }>(notProvided('loadInvoice')),
    payment: paymentMachine,
    correction: paymentCorrectionMachine,
    reversePayment: fromPromise<PaymentRecord, { id: string; reason: string }>(
      notProvided('reversePayment'),
    ),
  },
  actions: {
    clearMessages: assign(emptyMessages),
    recordFailure: assign((_, params: { error: unknown; fallback: string }) => ({
      notice: null,
      error: failureMessage(params.error, params.fallback),
      fieldErrors: fieldErrorsOf(params.error),
    })),
    refuse: assign((_, params: { message: string; field: string }) => ({
      notice: null,
      error: params.message,
      fieldErrors: { [params.field]: [params.message] },
    })),
    /** The invoice as the server answered it; a payment's change shows its receipt. */
    setInvoice: assign(
      (
        _,
        params: { invoice: InvoiceRecord; notice: string | null; receipt?: PaymentRecord | null },
      ) => ({
        invoice: params.invoice,
        figures: figuresOfInvoice(params.invoice),
        ...(params.receipt === undefined ? {} : { receipt: params.receipt }),
        ...emptyMessages,
        notice: params.notice,
      }),
    ),
    /** A payment form left after a failure: its request may be recorded, so it keeps its key. */
    keepPending: assign((_, params: { request: PaymentRequest | null }) => ({
      pendingPayment: params.request,
    })),
    /** A form closed without a change: its last messages stay in view. */
    showMessages: assign((_, params: Pick<InvoicePaymentContext, 'error' | 'fieldErrors'>) => ({
      notice: null,
      ...params,
    })),
  },
  guards: {
    hasInvoice: ({ context }) => context.invoice !== null,
    isOverpaid: ({ context }) => context.figures.credit > 0,
    isPaid: ({ context }) => context.figures.status === 'paid',
    isPartlyPaid: ({ context }) => context.figures.status === 'part_paid',
    /** Something is outstanding: unpaid or partly paid. */
    canPay: ({ context }) => context.invoice !== null && context.figures.outstanding > 0,
    wasSaved: (_, params: { outcome: PaymentOutcome | PaymentCorrectionOutcome }) =>
      'saved' in params.outcome,
    hasPayment: ({ context }, params: { paymentId: string }) => paidBy(context, params.paymentId),
    isReversal: ({ context }, params: { paymentId: string; reason: string }) =>
      hasReason(params.reason) && paidBy(context, params.paymentId),
    isAdjustment: ({ context }, params: { changes: InvoiceUpdate }) =>
      adjustmentProblem(context.invoice, params.changes) === null,
  },
}).createMachine({
  id: 'invoicePayment',
  context: ({ input }) => startingContext(input),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasInvoice', target: 'issued' }, { target: 'draft' }] },
    /** A new invoice: the `draft` child drafts and issues it. */
    draft: {
      invoke: {
        id: 'draft',
        src: 'draft',
        input: ({ context }) => draftOf(context),
        onDone: {
          target: 'issued',
          actions: {
            type: 'setInvoice',
            params: ({ event }) => ({
              invoice: event.output,
              notice: invoicePaymentMessages.issued,
            }),
          },
        },
        // Only a bug ends the child this way: the draft starts again, with the words to show.
        onError: {
          target: 'draft',
          reenter: true,
          actions: failed(invoicePaymentMessages.issueFallback),
        },
      },
    },
    /** The invoice as it stands; which child shows is derived from its figures. */
    issued: {
      initial: 'deciding',
      on: {
        'payment.start': { guard: 'canPay', target: 'paying', actions: 'clearMessages' },
        'payment.open': {
          guard: { type: 'hasPayment', params: ({ event }) => ({ paymentId: event.paymentId }) },
          target: 'correcting',
          actions: 'clearMessages',
        },
        'invoice.adjust': [
          {
            guard: { type: 'isAdjustment', params: ({ event }) => ({ changes: event.changes }) },
            target: 'adjusting',
            actions: 'clearMessages',
          },
          {
            actions: {
              type: 'refuse',
              params: ({ context, event }) =>
                adjustmentProblem(context.invoice, event.changes) ?? {
                  message: invoicePaymentMessages.nothingChanged,
                  field: 'changes',
                },
            },
          },
        ],
        'invoice.reload': { target: 'reloading', actions: 'clearMessages' },
        'invoice.dismiss': { actions: 'clearMessages' },
        'payment.reverse': [
          {
            guard: {
              type: 'isReversal',
              params: ({ event }) => ({ paymentId: event.paymentId, reason: event.reason }),
            },
            target: 'reversing',
            actions: 'clearMessages',
          },
          {
            actions: {
              type: 'refuse',
              params: { message: invoicePaymentMessages.reasonRequired, field: 'reason' },
            },
          },
        ],
      },
      states: {
        deciding: {
          always: [
            { guard: 'isOverpaid', target: 'overpaid' },
            { guard: 'isPaid', target: 'paid' },
            { guard: 'isPartlyPaid', target: 'partlyPaid' },
            { target: 'unpaid' },
          ],
        },
        unpaid: {},
        partlyPaid: {},
        paid: {},
        /** Payments beyond the total: `figures.credit` is what the school owes the payer. */
        overpaid: {},
      },
    },
    /** The payment form: the `payment` child records one payment, or is left. */
    paying: {
      invoke: {
        id: 'payment',
        src: 'payment',
        input: ({ context }) => ({
          invoiceId: invoiceOf(context).id,
          pending: context.pendingPayment,
        }),
        onDone: [
          {
            guard: { type: 'wasSaved', params: ({ event }) => ({ outcome: event.output }) },
            target: 'issued',
            // The payment is in, on the invoice once, and its request let go for the next one.
            actions: [
              {
                type: 'setInvoice',
                params: ({ context, event }) =>
                  withSaved(context, event.output, invoicePaymentMessages.paymentRecorded),
              },
              { type: 'keepPending', params: { request: null } },
            ],
          },
          {
            target: 'issued',
            actions: {
              type: 'keepPending',
              params: ({ event }) => ({
                request: 'left' in event.output ? event.output.left : null,
              }),
            },
          },
        ],
        // Only a bug ends the child this way: the form closes with the words to show.
        onError: { target: 'issued', actions: failed(invoicePaymentMessages.paymentFallback) },
      },
    },
    /** The correction form: the `correction` child corrects one payment, or is closed. */
    correcting: {
      invoke: {
        id: 'correction',
        src: 'correction',
        input: ({ event }) => {
          assertEvent(event, 'payment.open');
          return { paymentId: event.paymentId };
        },
        onDone: [
          {
            guard: { type: 'wasSaved', params: ({ event }) => ({ outcome: event.output }) },
            target: 'issued',
            actions: {
              type: 'setInvoice',
              params: ({ context, event }) =>
                withSaved(context, event.output, invoicePaymentMessages.paymentCorrected),
            },
          },
          {
            target: 'issued',
            actions: {
              type: 'showMessages',
              params: ({ event }) =>
                'closed' in event.output ? event.output.closed : { error: null, fieldErrors: {} },
            },
          },
        ],
        // Only a bug ends the child this way: the form closes with the words to show.
        onError: { target: 'issued', actions: failed(invoicePaymentMessages.correctionFallback) },
      },
    },
    adjusting: {
      tags: ['busy'],
      invoke: {
        id: 'updateInvoice',
        src: 'updateInvoice',
        input: ({ context, event }) => {
          assertEvent(event, 'invoice.adjust');
          return { id: invoiceOf(context).id, changes: event.changes };
        },
        onDone: {
          target: 'issued',
          actions: {
            type: 'setInvoice',
            params: ({ event }) => ({
              invoice: event.output,
              notice: invoicePaymentMessages.invoiceUpdated,
            }),
          },
        },
        onError: { target: 'issued', actions: failed(invoicePaymentMessages.adjustFallback) },
      },
    },
    reversing: {
      tags: ['busy'],
      invoke: {
        id: 'reversePayment',
        src: 'reversePayment',
        input: ({ event }) => {
          assertEvent(event, 'payment.reverse');
          return { id: event.paymentId, reason: event.reason.trim() };
        },
        onDone: {
          target: 'issued',
          // The reversed payment leaves the invoice's payments; its balance is back.
          actions: {
            type: 'setInvoice',
            params: ({ context, event }) => ({
              invoice: withoutPayment(invoiceOf(context), event.output),
              receipt: null,
              notice: invoicePaymentMessages.paymentReversed,
            }),
          },
        },
        onError: { target: 'issued', actions: failed(invoicePaymentMessages.reverseFallback) },
      },
    },
    reloading: {
      tags: ['busy'],
      invoke: {
        id: 'loadInvoice',
        src: 'loadInvoice',
        input: ({ context }) => ({ invoice: invoiceOf(context) }),
        onDone: {
          target: 'issued',
          actions: {
            type: 'setInvoice',
            params: ({ event }) => ({ invoice: event.output, notice: null }),
          },
        },
        onError: { target: 'issued', actions: failed(invoicePaymentMessages.reloadFallback) },
      },
    },
  },
});

/** Every state a view can show, as dotted paths (`starting` and `issued.deciding` pass at once); in
 * `draft`, `paying` and `correcting`, the child's state follows (`paying.failed`). */
export const invoicePaymentStates = [
  ...invoiceDraftStates.map((state) => `draft.${state}` as const),
  'issued.unpaid',
  'issued.partlyPaid',
  'issued.paid',
  'issued.overpaid',
  ...paymentStates.map((state) => `paying.${state}` as const),
  ...paymentCorrectionStates.map((state) => `correcting.${state}` as const),
  'adjusting',
  'reversing',
  'reloading',
] as const;

export type InvoicePaymentState = (typeof invoicePaymentStates)[number];

/** The state a view shows: the invoice's, followed by its child's when one is open. */
export function invoicePaymentStateOf(
  snapshot: SnapshotFrom<typeof invoicePaymentMachine>,
): InvoicePaymentState {
  return shownStatePathOf(snapshot) as InvoicePaymentState;
}
