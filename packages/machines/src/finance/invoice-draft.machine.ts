/**
 * A new invoice drafted (domain rules "Money", DECISIONS #8): the class's fees listed
 * (`GET /fee`), lines of fee and discount, the due date and a note, then issued
 * (`POST /invoice`). The child the invoice machine invokes while the invoice is a draft; it ends
 * with the invoice as issued. The figures shown are the draft's lines priced from the fees.
 */

import { type InvoiceFigures, isDiscountPercent, isKobo } from '@schoolmates/domain/money';
import type { FieldErrors } from '@schoolmates/sdk';
import { assign, fromPromise, setup } from 'xstate';
import { failureMessage, fieldErrorsOf } from '../shared/errors.ts';
import {
  type FeeRecord,
  figuresOfDraft,
  type InvoiceDraftInput,
  type InvoiceInput,
  type InvoiceRecord,
  invoicePaymentMessages,
} from './invoice-payment.rules.ts';

export interface InvoiceDraftContext {
  /** The invoice being drafted: its lines (fee and discount), due date and note. */
  draft: InvoiceInput;
  /** The class whose fees the draft may carry. */
  classId: string | null;
  fees: FeeRecord[];
  /** The draft's figures, its lines priced from the fees, in kobo. */
  figures: InvoiceFigures;
  /** The invoice as issued, once the server answered. */
  issued: InvoiceRecord | null;
  /** The last failure or refusal, in words fit to show (the server's message when it sent one). */
  error: string | null;
  fieldErrors: FieldErrors;
}

export type InvoiceDraftEvent =
  | { type: 'fees.reload' }
  | { type: 'invoice.addItem'; feeId: string; discount?: number }
  | { type: 'invoice.removeItem'; feeId: string }
  /** A percent, or `discountAmount` in kobo instead (the contract's `discount_amount`). */
  | { type: 'invoice.setDiscount'; feeId: string; discount: number; discountAmount?: number | null }
  | { type: 'invoice.setDetails'; due_date?: string; notation?: string | null }
  | { type: 'invoice.issue' }
  | { type: 'invoice.dismiss' };

const noMessages = { error: null, fieldErrors: {} } as const;

/** A discount as its guard checks it and its action sets it. */
const discountOf = ({
  event,
}: {
  event: Extract<InvoiceDraftEvent, { type: 'invoice.setDiscount' }>;
}) => ({
  feeId: event.feeId,
  discount: event.discount,
  discountAmount: event.discountAmount ?? null,
});

/** The context a draft starts from: its lines, and no fees yet. */
export function draftContext(input: InvoiceDraftInput): InvoiceDraftContext {
  const { class_id, items, ...rest } = input;
  const draft: InvoiceInput = { ...rest, items: items ?? [] };
  return {
    draft,
    classId: class_id ?? null,
    fees: [],
    figures: figuresOfDraft({ draft, fees: [] }),
    issued: null,
    ...noMessages,
  };
}

function issuedOf(context: InvoiceDraftContext): InvoiceRecord {
  if (context.issued === null) throw new Error('invoiceDraftMachine: no invoice issued');
  return context.issued;
}

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`invoiceDraftMachine: the ${name} actor was not provided`));

export const invoiceDraftMachine = setup({
  types: {
    context: {} as InvoiceDraftContext,
    events: {} as InvoiceDraftEvent,
    input: {} as InvoiceDraftInput,
    output: {} as InvoiceRecord,
    tags: {} as 'busy',
  },
  actors: {
    listFees: fromPromise<
      FeeRecord[],
      { term?: InvoiceInput['term']; session?: string; class_id?: string }
    >(notProvided('listFees')),
    createInvoice: fromPromise<InvoiceRecord, InvoiceInput>(notProvided('createInvoice')),
  },
  actions: {
    clearMessages: assign(noMessages),
    recordFailure: assign((_, params: { error: unknown; fallback: string }) => ({
      error: failureMessage(params.error, params.fallback),
      fieldErrors: fieldErrorsOf(params.error),
    })),
    refuse: assign((_, params: { message: string; field: string }) => ({
      error: params.message,
      fieldErrors: { [params.field]: [params.message] },
    })),
    setFees: assign(({ context }, params: { fees: FeeRecord[] }) => ({
      fees: params.fees,
      figures: figuresOfDraft({ ...context, fees: params.fees }),
    })),
    addItem: assign(({ context }, params: { feeId: string; discount: number }) => {
      const draft = {
        ...context.draft,
        items: [...context.draft.items, { fee_id: params.feeId, discount: params.discount }],
      };
      return { draft, figures: figuresOfDraft({ ...context, draft }), ...noMessages };
    }),
    removeItem: assign(({ context }, params: { feeId: string }) => {
      const draft = {
        ...context.draft,
        items: context.draft.items.filter((item) => item.fee_id !== params.feeId),
      };
      return { draft, figures: figuresOfDraft({ ...context, draft }) };
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
        return { draft, figures: figuresOfDraft({ ...context, draft }), ...noMessages };
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
    keepIssued: assign((_, params: { invoice: InvoiceRecord }) => ({ issued: params.invoice })),
  },
  guards: {
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
  },
}).createMachine({
  id: 'invoiceDraft',
  context: ({ input }) => draftContext(input),
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
              params: discountOf,
            },
            actions: { type: 'setDiscount', params: discountOf },
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
          target: 'issued',
          actions: { type: 'keepIssued', params: ({ event }) => ({ invoice: event.output }) },
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
    issued: { type: 'final' },
  },
  output: ({ context }) => issuedOf(context),
});

/** Every state the draft can show (the final one ends the child). */
export const invoiceDraftStates = ['loadingFees', 'editing', 'issuing'] as const;

export type InvoiceDraftState = (typeof invoiceDraftStates)[number];
