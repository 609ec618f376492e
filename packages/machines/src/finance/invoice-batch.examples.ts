// Example snapshots of the invoice-batch machine, one per state, for stories and tests.
import type { Schema } from '@schoolmates/sdk';
import { examplesOf } from '../shared/state-value.ts';
import {
  emptyBatchContext,
  type InvoiceBatchAnswer,
  type InvoiceBatchContext,
  type InvoiceBatchLine,
  type InvoiceBatchRequest,
  type InvoiceBatchState,
  invoiceBatchMachine,
  invoiceBatchStates,
  stepsOf,
} from './invoice-batch.machine.ts';

// Examples for stories: JSS 1 A previewed with two students, one already invoiced.
const line = (
  id: string,
  fullname: string,
  outcome: Schema<'InvoiceBatchOutcome'>,
  total: number,
): InvoiceBatchLine => ({
  id,
  attributes: {
    outcome,
    student_id: id,
    fullname,
    admission_number: `BFA/2023/0${id}`,
    class_id: '7',
    class_name: 'JSS 1',
    sub_class: 'A',
    invoice_id: outcome === 'already_invoiced' ? '501' : null,
    invoice_no: outcome === 'already_invoiced' ? 'INV/2025-2026/000123' : null,
    items: [],
    total_amount: total,
  },
});
const exampleRequest: InvoiceBatchRequest = {
  class_id: '7',
  sub_class: 'A',
  term: 'First Term',
  session: '2025/2026',
  due_date: '2025-10-15',
  label: 'JSS 1 A',
};
const examplePreview: InvoiceBatchAnswer = {
  data: [
    line('88', 'Obi Chidera Ada', 'already_invoiced', 15_625_000),
    line('89', 'Okafor Emeka John', 'would_invoice', 17_500_000),
  ],
  meta: { preview: true, students: 2, invoiced: 1, skipped: 1, total_amount: 17_500_000 },
};
const previewed: InvoiceBatchContext = {
  ...emptyBatchContext,
  request: exampleRequest,
  preview: examplePreview,
  steps: stepsOf(exampleRequest, examplePreview),
};
const exampleContexts: Record<InvoiceBatchState, InvoiceBatchContext> = {
  choosing: emptyBatchContext,
  previewing: { ...emptyBatchContext, request: exampleRequest },
  previewed,
  'invoicing.calling': previewed,
  'invoicing.failed': { ...previewed, error: 'The server took too long' },
  done: {
    ...previewed,
    done: 1,
    invoiced: 1,
    lines: [line('89', 'Okafor Emeka John', 'invoiced', 17_500_000)],
  },
};

/** One example snapshot per state, for stories (`createActor(machine, { snapshot })`) and tests. */
export const invoiceBatchExamples = examplesOf(
  invoiceBatchMachine,
  invoiceBatchStates,
  exampleContexts,
);
