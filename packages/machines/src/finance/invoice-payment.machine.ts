/**
 * An invoice and its payments (domain rules "Money", DECISIONS #8): a draft made of fees with
 * discounts, issued (`POST /invoice`), then paid in one or more payments until nothing is
 * outstanding. Which of `issued.unpaid`, `issued.partlyPaid`, `issued.paid` or `issued.overpaid`
 * shows is worked out from the invoice's lines and payments (`invoiceFigures`) each time the
 * invoice changes: an invoice whose payments go beyond its total (adjusted down, or figures from
 * another backend) is `overpaid`, with the difference as `figures.credit`. The server refuses an
 * overpayment (409), so no call here makes one.
 *
 * Registering a payment carries an `Idempotency-Key`: made by `newKey` when the user starts the
 * payment, kept across a retry or a new submit after a failure or a timeout (the server records a
 * payment once per key; the same key with another body answers 409), also when the user leaves
 * the form and comes back, and only let go once the payment is recorded, so the next payment
 * gets a new one. A second `payment.submit` while one is on its way is ignored. Correcting a payment or
 * changing the lines of a paid-into invoice needs a reason.
 *
 * I/O comes in through `.provide()`: the actors of `invoice-payment.actors.ts` (SDK backed) and
 * the `keepPaymentKey` action (`newKey`). Views render the snapshot and send `invoice.*` and
 * `payment.*` events.
 */

import {
  type InvoiceFigures,
  invoiceFigures,
  isDiscountPercent,
  isKobo,
} from '@schoolmates/domain/money';
import type { FieldErrors, Schema } from '@schoolmates/sdk';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { failureMessage, fieldErrorsOf } from '../shared/errors.ts';
import { figuresOfInvoice, withPayment } from './invoice-records.ts';

export type FeeRecord = Schema<'FeeRecord'>;
export type InvoiceRecord = Schema<'InvoiceRecord'>;
export type InvoiceInput = Schema<'InvoiceInput'>;
export type InvoiceItemInput = Schema<'InvoiceItemInput'>;
export type InvoiceUpdate = Schema<'InvoiceUpdate'>;
export type PaymentInput = Schema<'PaymentInput'>;
export type PaymentUpdate = Schema<'PaymentUpdate'>;
export type PaymentRecord = Schema<'PaymentRecord'>;

/** What the payment form gives: a `PaymentInput` without the invoice, which the machine adds. */
export type PaymentFields = Omit<PaymentInput, 'invoice_id'>;
/** What the correction form gives besides the reason. */
export type PaymentChanges = Omit<PaymentUpdate, 'reason'>;

/** A new invoice: student, term, session, due date and note, and the class to list fees for. */
export type InvoiceDraftInput = Omit<InvoiceInput, 'items'> & {
  items?: InvoiceItemInput[];
  class_id?: Schema<'ObjectId'>;
};

/** Start from a new draft, or from an invoice as loaded (e.g. a row of `GET /invoice`). */
export type InvoicePaymentInput = { draft: InvoiceDraftInput } | { invoice: InvoiceRecord };

/** What `POST /payment` needs: the body and the key that makes a retry harmless. */
export interface PaymentRequest {
  key: string;
  payment: PaymentInput;
}

export const invoicePaymentMessages = {
  feesFallback: 'Unable to load the fees',
  issueFallback: 'Unable to issue the invoice',
  issued: 'Invoice issued',
  noItems: 'Add at least one fee to the invoice',
  discountInvalid: 'A discount is 0 to 100 percent, with at most 2 decimals',
  paymentInvalid:
    'Enter an amount in whole kobo above 0, and the bank account for a deposit or transfer',
  paymentFallback: 'Unable to record the payment',
  paymentRecorded: 'Payment recorded',
  openFallback: 'Unable to load the payment',
  correctionFallback: 'Unable to correct the payment',
  paymentCorrected: 'Payment corrected',
  reasonRequired: 'Give a reason for the change (3 characters or more)',
  nothingChanged: 'Change at least one field',
  adjustFallback: 'Unable to update the invoice',
  invoiceUpdated: 'Invoice updated',
  reloadFallback: 'Unable to load the invoice',
  invoiceNotFound: 'The invoice was not found',
} as const;

export interface InvoicePaymentContext {
  /** The invoice being drafted (lines: fee and discount); kept as sent once issued. */
  draft: InvoiceInput;
  /** The class whose fees the draft may carry. */
  classId: string | null;
  fees: FeeRecord[];
  /** The issued invoice; null while drafting. */
  invoice: InvoiceRecord | null;
  /** The figures shown: of the draft (from the fees) or of the issued invoice, in kobo. */
  figures: InvoiceFigures;
  /** The Idempotency-Key of the payment being registered; null between payments. */
  paymentKey: string | null;
  /** The body of the payment being registered, kept for a retry. */
  payment: PaymentInput | null;
  /** The payment opened for a correction. */
  correcting: PaymentRecord | null;
  /** The last payment recorded or corrected (a receipt). */
  receipt: PaymentRecord | null;
  notice: string | null;
  /** The last failure or refusal, in words fit to show (the server's message when it sent one). */
  error: string | null;
  fieldErrors: FieldErrors;
}

export type InvoicePaymentEvent =
  | { type: 'fees.reload' }
  | { type: 'invoice.addItem'; feeId: string; discount?: number }
  | { type: 'invoice.removeItem'; feeId: string }
  | { type: 'invoice.setDiscount'; feeId: string; discount: number }
  | { type: 'invoice.setDetails'; due_date?: string; notation?: string | null }
  | { type: 'invoice.issue' }
  /** `PATCH /invoice/{id}`; new lines on a paid-into invoice need `adjustment_reason`. */
  | { type: 'invoice.adjust'; changes: InvoiceUpdate }
  | { type: 'invoice.reload' }
  | { type: 'invoice.dismiss' }
  | { type: 'payment.start' }
  | { type: 'payment.submit'; payment: PaymentFields }
  | { type: 'payment.retry' }
  | { type: 'payment.cancel' }
  | { type: 'payment.open'; paymentId: string }
  | { type: 'payment.edit'; reason: string; changes: PaymentChanges };

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`invoicePaymentMachine: the ${name} actor was not provided`));

/** The figures of the invoice, or of the draft's lines priced from the fees. */
export function figuresOf(context: Pick<InvoicePaymentContext, 'draft' | 'fees' | 'invoice'>) {
  if (context.invoice !== null) return figuresOfInvoice(context.invoice);
  const amounts = new Map(context.fees.map((fee) => [fee.id, fee.attributes.amount]));
  return invoiceFigures({
    items: context.draft.items.flatMap((item) => {
      const amount = amounts.get(item.fee_id);
      return amount === undefined ? [] : [{ amount, discount: item.discount }];
    }),
  });
}

const emptyMessages = { notice: null, error: null, fieldErrors: {} } as const;

const hasReason = (reason: string | undefined) => (reason ?? '').trim().length >= 3;

/** Why a refusal: the words to show and the field they belong to. */
export interface Refusal {
  message: string;
  field: string;
}

/** What is wrong with a payment before it is sent, or null. */
export function paymentProblem(payment: PaymentFields): Refusal | null {
  const amountOk = isKobo(payment.amount_paid) && payment.amount_paid > 0;
  const bankOk =
    payment.payment_method === 'cash' ||
    (typeof payment.bank_id === 'string' && payment.bank_id !== '');
  if (amountOk && bankOk) return null;
  return {
    message: invoicePaymentMessages.paymentInvalid,
    field: amountOk ? 'bank_id' : 'amount_paid',
  };
}

/** What is wrong with a correction: it needs a reason and a change. */
export function correctionProblem(reason: string, changes: PaymentChanges): Refusal | null {
  if (!hasReason(reason)) {
    return { message: invoicePaymentMessages.reasonRequired, field: 'reason' };
  }
  if (Object.keys(changes).length === 0) {
    return { message: invoicePaymentMessages.nothingChanged, field: 'changes' };
  }
  return null;
}

/**
 * What is wrong with a change of an issued invoice: something must change, lines need good
 * discounts, and new lines on an invoice with payments need a reason (kept as an adjustment).
 */
export function adjustmentProblem(
  invoice: InvoiceRecord | null,
  update: InvoiceUpdate,
): Refusal | null {
  const { adjustment_reason, ...changes } = update;
  if (Object.keys(changes).length === 0 || changes.items?.length === 0) {
    return { message: invoicePaymentMessages.nothingChanged, field: 'changes' };
  }
  if (changes.items === undefined) return null;
  if (!changes.items.every((item) => isDiscountPercent(item.discount ?? 0))) {
    return { message: invoicePaymentMessages.discountInvalid, field: 'discount' };
  }
  const paidInto = (invoice?.attributes.payments.length ?? 0) > 0;
  if (paidInto && !hasReason(adjustment_reason)) {
    return { message: invoicePaymentMessages.reasonRequired, field: 'adjustment_reason' };
  }
  return null;
}

/** The draft an invoice was issued from (its lines: fee and discount). */
function draftOf(invoice: InvoiceRecord): InvoiceInput {
  const { student_id, term, session, due_date, notation, items } = invoice.attributes;
  return {
    student_id,
    term,
    session,
    due_date,
    notation,
    items: items.map((item) => ({ fee_id: item.fee_id, discount: item.discount })),
  };
}

/** The one action that makes keys: a key for a new payment, the kept one for the same payment. */
export function keepPaymentKeyWith(newKey: () => string) {
  return assign<InvoicePaymentContext, InvoicePaymentEvent, undefined, InvoicePaymentEvent, never>(
    ({ context }) => ({ paymentKey: context.paymentKey ?? newKey() }),
  );
}

function paymentRequestOf(context: InvoicePaymentContext): PaymentRequest {
  if (context.paymentKey === null || context.payment === null) {
    throw new Error('invoicePaymentMachine: no payment to register');
  }
  return { key: context.paymentKey, payment: context.payment };
}

function invoiceOf(context: InvoicePaymentContext): InvoiceRecord {
  if (context.invoice === null) throw new Error('invoicePaymentMachine: no invoice');
  return context.invoice;
}

/** The context a start gives: the draft (or the lines of the invoice), no payment under way. */
export function startingContext(input: InvoicePaymentInput): InvoicePaymentContext {
  const invoice = 'invoice' in input ? input.invoice : null;
  const { class_id, items, ...rest }: InvoiceDraftInput =
    'draft' in input ? input.draft : draftOf(input.invoice);
  const draft: InvoiceInput = { ...rest, items: items ?? [] };
  return {
    draft,
    classId: class_id ?? null,
    fees: [],
    invoice,
    figures: figuresOf({ draft, fees: [], invoice }),
    paymentKey: null,
    payment: null,
    correcting: null,
    receipt: null,
    ...emptyMessages,
  };
}

function correctingOf(context: InvoicePaymentContext): PaymentRecord {
  if (context.correcting === null) throw new Error('invoicePaymentMachine: no payment opened');
  return context.correcting;
}

export const invoicePaymentMachine = setup({
  types: {
    context: {} as InvoicePaymentContext,
    events: {} as InvoicePaymentEvent,
    input: {} as InvoicePaymentInput,
    tags: {} as 'busy',
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
    recordPayment: fromPromise<PaymentRecord, PaymentRequest>(notProvided('recordPayment')),
    loadPayment: fromPromise<PaymentRecord, { id: string }>(notProvided('loadPayment')),
    updatePayment: fromPromise<PaymentRecord, { id: string; changes: PaymentUpdate }>(
      notProvided('updatePayment'),
    ),
  },
  actions: {
    /** `crypto.randomUUID` by default; `createInvoicePaymentActions({ newKey })` replaces it. */
    keepPaymentKey: keepPaymentKeyWith(() => globalThis.crypto.randomUUID()),
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
    setDiscount: assign(({ context }, params: { feeId: string; discount: number }) => {
      const draft = {
        ...context.draft,
        items: context.draft.items.map((item) =>
          item.fee_id === params.feeId ? { ...item, discount: params.discount } : item,
        ),
      };
      return { draft, figures: figuresOf({ ...context, draft }), ...emptyMessages };
    }),
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
    keepPayment: assign(({ context }, params: { payment: PaymentFields }) => ({
      payment: { ...params.payment, invoice_id: invoiceOf(context).id },
      ...emptyMessages,
    })),
    /** The payment is in: on the invoice once, and its key let go for the next payment. */
    applyPayment: assign(({ context }, params: { payment: PaymentRecord }) => {
      const invoice = withPayment(invoiceOf(context), params.payment);
      return {
        invoice,
        figures: figuresOfInvoice(invoice),
        paymentKey: null,
        payment: null,
        receipt: params.payment,
        ...emptyMessages,
        notice: invoicePaymentMessages.paymentRecorded,
      };
    }),
    openPayment: assign((_, params: { payment: PaymentRecord }) => ({
      correcting: params.payment,
      ...emptyMessages,
    })),
    applyCorrection: assign(({ context }, params: { payment: PaymentRecord }) => {
      const invoice = withPayment(invoiceOf(context), params.payment);
      return {
        invoice,
        figures: figuresOfInvoice(invoice),
        correcting: null,
        receipt: params.payment,
        ...emptyMessages,
        notice: invoicePaymentMessages.paymentCorrected,
      };
    }),
    forgetCorrection: assign({ correcting: null }),
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
    isDiscount: (_, params: { discount: unknown }) => isDiscountPercent(params.discount),
    isNotDiscount: (_, params: { discount: unknown }) => !isDiscountPercent(params.discount),
    isPayment: (_, params: { payment: PaymentFields }) => paymentProblem(params.payment) === null,
    hasPayment: ({ context }, params: { paymentId: string }) =>
      context.invoice?.attributes.payments.some(
        (payment) => payment.payment_id === params.paymentId,
      ) ?? false,
    isCorrection: (_, params: { reason: string; changes: PaymentChanges }) =>
      correctionProblem(params.reason, params.changes) === null,
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
                  type: 'isDiscount',
                  params: ({ event }) => ({ discount: event.discount }),
                },
                actions: {
                  type: 'setDiscount',
                  params: ({ event }) => ({ feeId: event.feeId, discount: event.discount }),
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
          actions: ['keepPaymentKey', 'clearMessages'],
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
    paying: {
      initial: 'entering',
      states: {
        entering: {
          on: {
            'payment.submit': [
              {
                guard: { type: 'isPayment', params: ({ event }) => ({ payment: event.payment }) },
                target: 'submitting',
                actions: {
                  type: 'keepPayment',
                  params: ({ event }) => ({ payment: event.payment }),
                },
              },
              {
                actions: {
                  type: 'refuse',
                  params: ({ event }) =>
                    paymentProblem(event.payment) ?? {
                      message: invoicePaymentMessages.paymentInvalid,
                      field: 'amount_paid',
                    },
                },
              },
            ],
            'payment.cancel': { target: '#invoicePayment.issued' },
          },
        },
        submitting: {
          tags: ['busy'],
          // No `payment.submit` here: a double click sends one request.
          invoke: {
            id: 'recordPayment',
            src: 'recordPayment',
            input: ({ context }) => paymentRequestOf(context),
            onDone: {
              target: '#invoicePayment.issued',
              actions: {
                type: 'applyPayment',
                params: ({ event }) => ({ payment: event.output }),
              },
            },
            // The key stays: a retry after a timeout cannot record the payment twice.
            onError: {
              target: 'failed',
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
        /** The payment may or may not be recorded: a retry or a new submit keeps its key. */
        failed: {
          on: {
            'payment.retry': { target: 'submitting', actions: 'clearMessages' },
            'payment.submit': [
              {
                guard: { type: 'isPayment', params: ({ event }) => ({ payment: event.payment }) },
                target: 'submitting',
                actions: {
                  type: 'keepPayment',
                  params: ({ event }) => ({ payment: event.payment }),
                },
              },
              {
                actions: {
                  type: 'refuse',
                  params: ({ event }) =>
                    paymentProblem(event.payment) ?? {
                      message: invoicePaymentMessages.paymentInvalid,
                      field: 'amount_paid',
                    },
                },
              },
            ],
            'payment.cancel': { target: '#invoicePayment.issued' },
          },
        },
      },
    },
    correcting: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadPayment',
            src: 'loadPayment',
            input: ({ event }) => {
              assertEvent(event, 'payment.open');
              return { id: event.paymentId };
            },
            onDone: {
              target: 'entering',
              actions: {
                type: 'openPayment',
                params: ({ event }) => ({ payment: event.output }),
              },
            },
            onError: {
              target: '#invoicePayment.issued',
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
                  params: ({ event }) =>
                    correctionProblem(event.reason, event.changes) ?? {
                      message: invoicePaymentMessages.reasonRequired,
                      field: 'reason',
                    },
                },
              },
            ],
            'payment.cancel': { target: '#invoicePayment.issued', actions: 'forgetCorrection' },
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
                id: correctingOf(context).id,
                changes: { ...event.changes, reason: event.reason.trim() },
              };
            },
            onDone: {
              target: '#invoicePayment.issued',
              actions: {
                type: 'applyCorrection',
                params: ({ event }) => ({ payment: event.output }),
              },
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

/** Every state a view can show, as dotted paths (`starting` and `issued.deciding` pass at once). */
export const invoicePaymentStates = [
  'draft.loadingFees',
  'draft.editing',
  'draft.issuing',
  'issued.unpaid',
  'issued.partlyPaid',
  'issued.paid',
  'issued.overpaid',
  'paying.entering',
  'paying.submitting',
  'paying.failed',
  'correcting.loading',
  'correcting.entering',
  'correcting.saving',
  'adjusting',
  'reloading',
] as const;

export type InvoicePaymentState = (typeof invoicePaymentStates)[number];
