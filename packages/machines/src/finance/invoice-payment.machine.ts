/**
 * An invoice and its payments (domain rules "Money", DECISIONS #8): a draft made of fees with
 * discounts, issued (`POST /invoice`), then paid in one or more payments until nothing is
 * outstanding. Which of `issued.unpaid`, `issued.partlyPaid`, `issued.paid` or `issued.overpaid`
 * shows is worked out from the invoice's lines and payments (`invoiceFigures`) each time the
 * invoice changes: an invoice whose payments go beyond its total (adjusted down, or figures from
 * another backend) is `overpaid`, with the difference as `figures.credit`. The server refuses an
 * overpayment (422 with the balance in the message), so no call here makes one.
 *
 * A payment is recorded by the `payment` child (`payment.machine.ts`), invoked while the payment
 * form is open: it keeps the payment's `Idempotency-Key`, and when the user leaves after a failure
 * without an answer, the invoice keeps that request and gives it to the next form. Correcting a
 * payment or changing the lines of a paid-into invoice needs a reason.
 *
 * I/O comes in through `.provide()`: the actors of `invoice-payment.actors.ts` (SDK backed), the
 * payment child among them. Views render the snapshot and send `invoice.*` and `payment.*` events;
 * while a payment form is open, its `payment.submit`, `payment.retry` and `payment.cancel` go to
 * the child (`snapshot.children.payment`).
 */

import { isDiscountPercent, isKobo } from '@schoolmates/domain/money';
import { assertEvent, assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { failureMessage, fieldErrorsOf } from '../shared/errors.ts';
import { shownStatePathOf } from '../shared/state-value.ts';
import {
  adjustmentProblem,
  emptyMessages,
  type FeeRecord,
  figuresOf,
  hasReason,
  type InvoiceInput,
  type InvoicePaymentContext,
  type InvoicePaymentInput,
  type InvoiceRecord,
  type InvoiceUpdate,
  invoicePaymentMessages,
  type PaymentRecord,
  type PaymentRequest,
  startingContext,
} from './invoice-payment.rules.ts';
import { figuresOfInvoice, withPayment, withPayments } from './invoice-records.ts';
import { type PaymentOutcome, paymentMachine, paymentStates } from './payment.machine.ts';
import {
  type PaymentCorrectionOutcome,
  paymentCorrectionMachine,
  paymentCorrectionStates,
} from './payment-correction.machine.ts';

export type InvoicePaymentEvent =
  | { type: 'fees.reload' }
  | { type: 'invoice.addItem'; feeId: string; discount?: number }
  | { type: 'invoice.removeItem'; feeId: string }
  /** A percent, or `discountAmount` in kobo instead (the contract's `discount_amount`). */
  | { type: 'invoice.setDiscount'; feeId: string; discount: number; discountAmount?: number | null }
  | { type: 'invoice.setDetails'; due_date?: string; notation?: string | null }
  | { type: 'invoice.issue' }
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

function recordedOf(outcome: PaymentOutcome): PaymentRecord {
  if (!('recorded' in outcome)) throw new Error('invoicePaymentMachine: no payment recorded');
  return outcome.recorded;
}

function correctedOf(outcome: PaymentCorrectionOutcome): PaymentRecord {
  if (!('corrected' in outcome)) throw new Error('invoicePaymentMachine: no payment corrected');
  return outcome.corrected;
}

function invoiceOf(context: InvoicePaymentContext): InvoiceRecord {
  if (context.invoice === null) throw new Error('invoicePaymentMachine: no invoice');
  return context.invoice;
}

export const invoicePaymentMachine = setup({
  types: {
    context: {} as InvoicePaymentContext,
    events: {} as InvoicePaymentEvent,
    input: {} as InvoicePaymentInput,
    tags: {} as 'busy',
    children: {} as { payment: 'payment'; correction: 'correction' },
  },
  actors: {
    listFees: fromPromise<
      FeeRecord[],
      { term?: InvoiceInput['term']; session?: string; class_id?: string }
    >(notProvided('listFees')),
    createInvoice: fromPromise<InvoiceRecord, InvoiceInput>(notProvided('createInvoice')),
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
    setFees: assign(({ context }, params: { fees: FeeRecord[] }) => ({
      fees: params.fees,
      figures: figuresOf({ ...context, fees: params.fees }),
    })),
    addItem: assign(({ context }, params: { feeId: string; discount: number }) => {
      const draft = {
        ...context.draft,
        items: [...context.draft.items, { fee_id: params.feeId, discount: params.discount }],
      };
      return { draft, figures: figuresOf({ ...context, draft }), ...emptyMessages };
    }),
    removeItem: assign(({ context }, params: { feeId: string }) => {
      const draft = {
        ...context.draft,
        items: context.draft.items.filter((item) => item.fee_id !== params.feeId),
      };
      return { draft, figures: figuresOf({ ...context, draft }) };
    }),
    setDiscount: assign(
      ({ context }, params: { feeId: string; discount: number; discountAmount: number | null }) => {
        const draft = {
          ...context.draft,
          items: context.draft.items.map((item) =>
            item.fee_id !== params.feeId
              ? item
              : params.discountAmount === null
                ? { fee_id: item.fee_id, discount: params.discount }
                : { fee_id: item.fee_id, discount: 0, discount_amount: params.discountAmount },
          ),
        };
        return { draft, figures: figuresOf({ ...context, draft }), ...emptyMessages };
      },
    ),
    setDetails: assign(
      ({ context }, params: { due_date?: string | undefined; notation?: string | null }) => ({
        draft: {
          ...context.draft,
          ...(params.due_date === undefined ? {} : { due_date: params.due_date }),
          ...(params.notation === undefined ? {} : { notation: params.notation }),
        },
      }),
    ),
    setInvoice: assign((_, params: { invoice: InvoiceRecord; notice: string | null }) => ({
      invoice: params.invoice,
      figures: figuresOfInvoice(params.invoice),
      ...emptyMessages,
      notice: params.notice,
    })),
    /** A payment form left after a failure: its request may be recorded, so it keeps its key. */
    keepPending: assign((_, params: { request: PaymentRequest | null }) => ({
      pendingPayment: params.request,
    })),
    /** The payment is in: on the invoice once, and its request let go for the next payment. */
    applyPayment: assign(({ context }, params: { payment: PaymentRecord }) => {
      const invoice = withPayment(invoiceOf(context), params.payment);
      return {
        invoice,
        figures: figuresOfInvoice(invoice),
        pendingPayment: null,
        receipt: params.payment,
        ...emptyMessages,
        notice: invoicePaymentMessages.paymentRecorded,
      };
    }),
    applyCorrection: assign(({ context }, params: { payment: PaymentRecord }) => {
      const invoice = withPayment(invoiceOf(context), params.payment);
      return {
        invoice,
        figures: figuresOfInvoice(invoice),
        receipt: params.payment,
        ...emptyMessages,
        notice: invoicePaymentMessages.paymentCorrected,
      };
    }),
    /** A form closed without a change: its last messages stay in view. */
    showMessages: assign((_, params: Pick<InvoicePaymentContext, 'error' | 'fieldErrors'>) => ({
      notice: null,
      ...params,
    })),
    /** The reversed payment leaves the invoice's payments; its balance is back. */
    applyReversal: assign(({ context }, params: { payment: PaymentRecord }) => {
      const current = invoiceOf(context);
      const invoice = withPayments(
        current,
        current.attributes.payments.filter((line) => line.payment_id !== params.payment.id),
      );
      return {
        invoice,
        figures: figuresOfInvoice(invoice),
        receipt: null,
        ...emptyMessages,
        notice: invoicePaymentMessages.paymentReversed,
      };
    }),
  },
  guards: {
    hasInvoice: ({ context }) => context.invoice !== null,
    isOverpaid: ({ context }) => context.figures.credit > 0,
    isPaid: ({ context }) => context.figures.status === 'paid',
    isPartlyPaid: ({ context }) => context.figures.status === 'part_paid',
    /** Something is outstanding: unpaid or partly paid. */
    canPay: ({ context }) => context.invoice !== null && context.figures.outstanding > 0,
    hasItems: ({ context }) => context.draft.items.length > 0,
    /** A fee of the list, not yet on the draft. */
    canAddFee: ({ context }, params: { feeId: string }) =>
      context.fees.some((fee) => fee.id === params.feeId) &&
      !context.draft.items.some((item) => item.fee_id === params.feeId),
    /** A percent, or an amount of whole kobo up to the fee (then the percent is 0). */
    isDiscountOfFee: (
      { context },
      params: { feeId: string; discount: unknown; discountAmount: number | null },
    ) => {
      if (params.discountAmount === null) return isDiscountPercent(params.discount);
      const fee = context.fees.find((candidate) => candidate.id === params.feeId);
      return (
        params.discount === 0 &&
        isKobo(params.discountAmount) &&
        fee !== undefined &&
        params.discountAmount <= fee.attributes.amount
      );
    },
    isNotDiscount: (_, params: { discount: unknown }) => !isDiscountPercent(params.discount),
    wasRecorded: (_, params: { outcome: PaymentOutcome }) => 'recorded' in params.outcome,
    wasCorrected: (_, params: { outcome: PaymentCorrectionOutcome }) =>
      'corrected' in params.outcome,
    hasPayment: ({ context }, params: { paymentId: string }) =>
      context.invoice?.attributes.payments.some(
        (payment) => payment.payment_id === params.paymentId,
      ) ?? false,
    isReversal: ({ context }, params: { paymentId: string; reason: string }) =>
      hasReason(params.reason) &&
      (context.invoice?.attributes.payments.some((line) => line.payment_id === params.paymentId) ??
        false),
    isAdjustment: ({ context }, params: { changes: InvoiceUpdate }) =>
      adjustmentProblem(context.invoice, params.changes) === null,
  },
}).createMachine({
  id: 'invoicePayment',
  context: ({ input }) => startingContext(input),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasInvoice', target: 'issued' }, { target: 'draft' }],
    },
    draft: {
      initial: 'loadingFees',
      states: {
        loadingFees: {
          tags: ['busy'],
          invoke: {
            id: 'listFees',
            src: 'listFees',
            input: ({ context }) => ({
              ...(context.draft.term === undefined ? {} : { term: context.draft.term }),
              ...(context.draft.session === undefined ? {} : { session: context.draft.session }),
              ...(context.classId === null ? {} : { class_id: context.classId }),
            }),
            onDone: {
              target: 'editing',
              actions: { type: 'setFees', params: ({ event }) => ({ fees: event.output }) },
            },
            onError: {
              target: 'editing',
              actions: {
                type: 'recordFailure',
                params: ({ event }) => ({
                  error: event.error,
                  fallback: invoicePaymentMessages.feesFallback,
                }),
              },
            },
          },
        },
        editing: {
          on: {
            'fees.reload': { target: 'loadingFees', actions: 'clearMessages' },
            'invoice.addItem': [
              {
                guard: {
                  type: 'isNotDiscount',
                  params: ({ event }) => ({ discount: event.discount ?? 0 }),
                },
                actions: {
                  type: 'refuse',
                  params: { message: invoicePaymentMessages.discountInvalid, field: 'discount' },
                },
              },
              {
                guard: { type: 'canAddFee', params: ({ event }) => ({ feeId: event.feeId }) },
                actions: {
                  type: 'addItem',
                  params: ({ event }) => ({ feeId: event.feeId, discount: event.discount ?? 0 }),
                },
              },
            ],
            'invoice.removeItem': {
              actions: { type: 'removeItem', params: ({ event }) => ({ feeId: event.feeId }) },
            },
            'invoice.setDiscount': [
              {
                guard: {
                  type: 'isDiscountOfFee',
                  params: ({ event }) => ({
                    feeId: event.feeId,
                    discount: event.discount,
                    discountAmount: event.discountAmount ?? null,
                  }),
                },
                actions: {
                  type: 'setDiscount',
                  params: ({ event }) => ({
                    feeId: event.feeId,
                    discount: event.discount,
                    discountAmount: event.discountAmount ?? null,
                  }),
                },
              },
              {
                actions: {
                  type: 'refuse',
                  params: { message: invoicePaymentMessages.discountInvalid, field: 'discount' },
                },
              },
            ],
            'invoice.setDetails': {
              actions: {
                type: 'setDetails',
                params: ({ event }) => ({
                  due_date: event.due_date,
                  ...(event.notation === undefined ? {} : { notation: event.notation }),
                }),
              },
            },
            'invoice.issue': [
              { guard: 'hasItems', target: 'issuing', actions: 'clearMessages' },
              {
                actions: {
                  type: 'refuse',
                  params: { message: invoicePaymentMessages.noItems, field: 'items' },
                },
              },
            ],
            'invoice.dismiss': { actions: 'clearMessages' },
          },
        },
        issuing: {
          tags: ['busy'],
          invoke: {
            id: 'createInvoice',
            src: 'createInvoice',
            input: ({ context }) => context.draft,
            onDone: {
              target: '#invoicePayment.issued',
              actions: {
                type: 'setInvoice',
                params: ({ event }) => ({
                  invoice: event.output,
                  notice: invoicePaymentMessages.issued,
                }),
              },
            },
            onError: {
              target: 'editing',
              actions: {
                type: 'recordFailure',
                params: ({ event }) => ({
                  error: event.error,
                  fallback: invoicePaymentMessages.issueFallback,
                }),
              },
            },
          },
        },
      },
    },
    /** The invoice as it stands; which child shows is derived from its figures. */
    issued: {
      initial: 'deciding',
      on: {
        'payment.start': {
          guard: 'canPay',
          target: 'paying',
          actions: 'clearMessages',
        },
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
            guard: { type: 'wasRecorded', params: ({ event }) => ({ outcome: event.output }) },
            target: 'issued',
            actions: {
              type: 'applyPayment',
              params: ({ event }) => ({ payment: recordedOf(event.output) }),
            },
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
        onError: {
          target: 'issued',
          actions: {
            type: 'recordFailure',
            params: ({ event }) => ({
              error: event.error,
              fallback: invoicePaymentMessages.paymentFallback,
            }),
          },
        },
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
            guard: { type: 'wasCorrected', params: ({ event }) => ({ outcome: event.output }) },
            target: 'issued',
            actions: {
              type: 'applyCorrection',
              params: ({ event }) => ({ payment: correctedOf(event.output) }),
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
        onError: {
          target: 'issued',
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
        onError: {
          target: 'issued',
          actions: {
            type: 'recordFailure',
            params: ({ event }) => ({
              error: event.error,
              fallback: invoicePaymentMessages.adjustFallback,
            }),
          },
        },
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
          actions: { type: 'applyReversal', params: ({ event }) => ({ payment: event.output }) },
        },
        onError: {
          target: 'issued',
          actions: {
            type: 'recordFailure',
            params: ({ event }) => ({
              error: event.error,
              fallback: invoicePaymentMessages.reverseFallback,
            }),
          },
        },
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
        onError: {
          target: 'issued',
          actions: {
            type: 'recordFailure',
            params: ({ event }) => ({
              error: event.error,
              fallback: invoicePaymentMessages.reloadFallback,
            }),
          },
        },
      },
    },
  },
});

/** Every state a view can show, as dotted paths (`starting` and `issued.deciding` pass at once); in
 * `paying` and `correcting`, the child's state follows (`paying.failed`). */
export const invoicePaymentStates = [
  'draft.loadingFees',
  'draft.editing',
  'draft.issuing',
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

/** The state a view shows: the invoice's, followed in `paying` and `correcting` by the child's. */
export function invoicePaymentStateOf(
  snapshot: SnapshotFrom<typeof invoicePaymentMachine>,
): InvoicePaymentState {
  return shownStatePathOf(snapshot) as InvoicePaymentState;
}
