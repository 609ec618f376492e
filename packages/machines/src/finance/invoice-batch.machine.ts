/**
 * Invoicing a class arm or the whole school from its fees (`POST /invoice/batch`): first a
 * preview (`preview: true`, nothing written) that lists who would be billed and for how much,
 * then, once the bursar confirms, the invoices. A class arm is one call. The whole school goes
 * class by class, one call each, so the screen shows progress and a failure stops at one class:
 * a retry picks up at that class, and since the server skips students who already have an
 * invoice for the term, a class made before a timeout is never billed twice.
 *
 * I/O comes in through `.provide()` (`invoiceBatch`, SDK backed by `createInvoiceBatchMachine`).
 */
import type { Schema } from '@schoolmates/sdk';
import { assign, fromPromise, setup } from 'xstate';
import { failureMessage } from '../shared/errors.ts';

export type InvoiceBatchInput = Schema<'InvoiceBatchInput'>;
export type InvoiceBatchAnswer = Schema<'InvoiceBatchAnswer'>;
export type InvoiceBatchLine = Schema<'InvoiceBatchLineRecord'>;

/** Who to invoice: a class arm (`class_id` and `sub_class`), a class, or the school (neither). */
export type InvoiceBatchRequest = Omit<InvoiceBatchInput, 'preview'> & { label: string };

export const invoiceBatchMessages = {
  previewFallback: 'Unable to preview the invoices',
  runFallback: 'Unable to make the invoices',
  nothingToInvoice: 'Nobody here needs an invoice for this term',
} as const;

export interface InvoiceBatchContext {
  request: InvoiceBatchRequest | null;
  preview: InvoiceBatchAnswer | null;
  /** The calls to make: one per class for the school, one for a class or an arm. */
  steps: InvoiceBatchInput[];
  /** How many steps are done. */
  done: number;
  /** The students of the calls made so far, as the server answered. */
  lines: InvoiceBatchLine[];
  invoiced: number;
  error: string | null;
}

export type InvoiceBatchEvent =
  | { type: 'batch.preview'; request: InvoiceBatchRequest }
  | { type: 'batch.confirm' }
  | { type: 'batch.cancel' }
  | { type: 'batch.retry' }
  | { type: 'batch.dismiss' };

/** The calls that make the previewed invoices: one per class the preview would bill. */
export function stepsOf(request: InvoiceBatchRequest, preview: InvoiceBatchAnswer) {
  const { label: _label, ...body } = request;
  if (request.class_id !== undefined) return [{ ...body, preview: false }];
  const classes = [
    ...new Set(
      preview.data
        .filter((line) => line.attributes.outcome === 'would_invoice')
        .map((line) => line.attributes.class_id),
    ),
  ];
  return classes.map((class_id) => ({ ...body, class_id, preview: false }));
}

export const emptyBatchContext: InvoiceBatchContext = {
  request: null,
  preview: null,
  steps: [],
  done: 0,
  lines: [],
  invoiced: 0,
  error: null,
};

const notProvided = () =>
  Promise.reject(new Error('invoiceBatchMachine: the invoiceBatch actor was not provided'));

export const invoiceBatchMachine = setup({
  types: {
    context: {} as InvoiceBatchContext,
    events: {} as InvoiceBatchEvent,
    tags: {} as 'busy',
  },
  actors: {
    invoiceBatch: fromPromise<InvoiceBatchAnswer, InvoiceBatchInput>(notProvided),
  },
  actions: {
    start: assign((_, params: { request: InvoiceBatchRequest }) => ({
      ...emptyBatchContext,
      request: params.request,
    })),
    keepPreview: assign(({ context }, params: { preview: InvoiceBatchAnswer }) => ({
      preview: params.preview,
      steps: context.request ? stepsOf(context.request, params.preview) : [],
      error: params.preview.meta.invoiced === 0 ? invoiceBatchMessages.nothingToInvoice : null,
    })),
    keepStep: assign(({ context }, params: { answer: InvoiceBatchAnswer }) => ({
      done: context.done + 1,
      lines: [...context.lines, ...params.answer.data],
      invoiced: context.invoiced + params.answer.meta.invoiced,
      error: null,
    })),
    recordFailure: assign((_, params: { error: unknown; fallback: string }) => ({
      error: failureMessage(params.error, params.fallback),
    })),
    clearError: assign({ error: null }),
    reset: assign(emptyBatchContext),
  },
  guards: {
    hasWork: ({ context }) => context.steps.length > 0,
    moreSteps: ({ context }) => context.done < context.steps.length,
  },
}).createMachine({
  id: 'invoiceBatch',
  context: emptyBatchContext,
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'batch.preview': {
          target: 'previewing',
          actions: { type: 'start', params: ({ event }) => ({ request: event.request }) },
        },
      },
    },
    previewing: {
      tags: ['busy'],
      invoke: {
        id: 'preview',
        src: 'invoiceBatch',
        input: ({ context }) => {
          const { label: _label, ...body } = context.request as InvoiceBatchRequest;
          return { ...body, preview: true };
        },
        onDone: {
          target: 'previewed',
          actions: { type: 'keepPreview', params: ({ event }) => ({ preview: event.output }) },
        },
        onError: {
          target: 'choosing',
          actions: {
            type: 'recordFailure',
            params: ({ event }) => ({
              error: event.error,
              fallback: invoiceBatchMessages.previewFallback,
            }),
          },
        },
      },
    },
    previewed: {
      on: {
        'batch.confirm': { guard: 'hasWork', target: 'invoicing' },
        'batch.cancel': { target: 'choosing', actions: 'reset' },
        'batch.preview': {
          target: 'previewing',
          actions: { type: 'start', params: ({ event }) => ({ request: event.request }) },
        },
      },
    },
    invoicing: {
      initial: 'next',
      states: {
        next: {
          always: [{ guard: 'moreSteps', target: 'calling' }, { target: '#invoiceBatch.done' }],
        },
        calling: {
          tags: ['busy'],
          invoke: {
            id: 'invoice',
            src: 'invoiceBatch',
            input: ({ context }) => context.steps[context.done] as InvoiceBatchInput,
            onDone: {
              target: 'next',
              actions: { type: 'keepStep', params: ({ event }) => ({ answer: event.output }) },
            },
            onError: {
              target: 'failed',
              actions: {
                type: 'recordFailure',
                params: ({ event }) => ({
                  error: event.error,
                  fallback: invoiceBatchMessages.runFallback,
                }),
              },
            },
          },
        },
        /** Stopped at one class; what was made stays made. */
        failed: {
          on: {
            'batch.retry': { target: 'calling', actions: 'clearError' },
            'batch.dismiss': { target: '#invoiceBatch.done' },
          },
        },
      },
    },
    done: {
      on: {
        'batch.cancel': { target: 'choosing', actions: 'reset' },
        'batch.preview': {
          target: 'previewing',
          actions: { type: 'start', params: ({ event }) => ({ request: event.request }) },
        },
      },
    },
  },
});

export const invoiceBatchStates = [
  'choosing',
  'previewing',
  'previewed',
  'invoicing.calling',
  'invoicing.failed',
  'done',
] as const;
export type InvoiceBatchState = (typeof invoiceBatchStates)[number];

/** Progress of the run: steps done of all. */
export const batchProgress = (context: InvoiceBatchContext) => ({
  done: context.done,
  total: context.steps.length,
});
