import { createClient } from '@schoolmates/sdk';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { statePathOf } from '../shared/state-value.ts';
import { createFakeFetch, type FakeAnswer, type SeenRequest } from '../test-support/fake-fetch.ts';
import { toTestModelMachine } from '../test-support/model.ts';
import { createInvoiceBatchMachine } from './invoice-batch.actors.ts';
import { invoiceBatchExamples } from './invoice-batch.examples.ts';
import {
  type InvoiceBatchAnswer,
  type InvoiceBatchLine,
  invoiceBatchMachine,
  invoiceBatchMessages,
  invoiceBatchStates,
} from './invoice-batch.machine.ts';

const schoolRequest = {
  term: 'First Term' as const,
  session: '2025/2026',
  due_date: '2025-10-15',
  label: 'the whole school',
};

const line = (
  student: string,
  class_id: string,
  outcome: InvoiceBatchLine['attributes']['outcome'],
  total = 10_000_000,
): InvoiceBatchLine => ({
  id: student,
  attributes: {
    outcome,
    student_id: student,
    fullname: `Student ${student}`,
    admission_number: `BFA/2023/${student}`,
    class_id,
    class_name: `Class ${class_id}`,
    sub_class: 'A',
    invoice_id: null,
    invoice_no: null,
    items: [],
    total_amount: total,
  },
});
const answer = (lines: InvoiceBatchLine[], preview: boolean): FakeAnswer => ({
  status: 200,
  body: {
    data: lines,
    meta: {
      preview,
      students: lines.length,
      invoiced: lines.filter((l) => l.attributes.outcome !== 'already_invoiced').length,
      skipped: lines.filter((l) => l.attributes.outcome === 'already_invoiced').length,
      total_amount: 0,
    },
  } satisfies InvoiceBatchAnswer,
});

function start(route: (request: SeenRequest, index: number) => FakeAnswer) {
  const api = createFakeFetch(route);
  const client = createClient({ baseUrl: 'http://school.test/api', fetch: api.fetch });
  const actor = createActor(createInvoiceBatchMachine({ client }));
  actor.start();
  return { actor, requests: api.requests };
}

describe('invoiceBatchMachine', () => {
  it('previews the whole school, then invoices it class by class, and a retry picks up where it stopped', async () => {
    const preview = [line('1', '7', 'would_invoice'), line('2', '8', 'would_invoice')];
    const { actor, requests } = start((request, index) => {
      const body = request.body as { preview: boolean; class_id?: string };
      if (body.preview) return answer(preview, true);
      if (index === 2) return 'timeout';
      return answer(
        [line(body.class_id === '7' ? '1' : '2', body.class_id ?? '', 'invoiced')],
        false,
      );
    });
    actor.send({ type: 'batch.preview', request: schoolRequest });
    let snapshot = await waitFor(actor, (s) => s.matches('previewed'));
    expect(snapshot.context.steps.map((s) => s.class_id)).toEqual(['7', '8']);
    expect(requests[0]?.body).toEqual({
      term: 'First Term',
      session: '2025/2026',
      due_date: '2025-10-15',
      preview: true,
    });

    actor.send({ type: 'batch.confirm' });
    snapshot = await waitFor(actor, (s) => s.matches({ invoicing: 'failed' }));
    expect(snapshot.context.done).toBe(1);
    expect(snapshot.context.error).toBe('The server took too long');

    actor.send({ type: 'batch.retry' });
    snapshot = await waitFor(actor, (s) => s.matches('done'));
    expect(snapshot.context.invoiced).toBe(2);
    expect(requests.map((r) => (r.body as { class_id?: string }).class_id)).toEqual([
      undefined,
      '7',
      '8',
      '8',
    ]);
    expect(requests.slice(1).every((r) => (r.body as { preview: boolean }).preview === false)).toBe(
      true,
    );
  });

  it('invoices a class arm in one call, and offers nothing when nobody needs an invoice', async () => {
    const { actor, requests } = start((request) =>
      (request.body as { preview: boolean }).preview
        ? answer([line('1', '7', 'already_invoiced')], true)
        : answer([], false),
    );
    actor.send({
      type: 'batch.preview',
      request: { ...schoolRequest, class_id: '7', sub_class: 'A', label: 'JSS 1 A' },
    });
    const snapshot = await waitFor(actor, (s) => s.matches('previewed'));
    expect(snapshot.context.error).toBe(invoiceBatchMessages.nothingToInvoice);
    expect(snapshot.context.steps).toHaveLength(1);
    expect(requests).toHaveLength(1);
  });

  it('reaches every state it lists, by model', () => {
    const model = createTestModel(toTestModelMachine(invoiceBatchMachine), {
      events: [
        { type: 'batch.preview', request: schoolRequest },
        {
          type: 'xstate.done.actor.preview',
          output: JSON.parse(
            JSON.stringify({
              data: [line('1', '7', 'would_invoice')],
              meta: { preview: true, students: 1, invoiced: 1, skipped: 0, total_amount: 0 },
            }),
          ),
        },
        { type: 'xstate.error.actor.preview', error: new Error('down') },
        { type: 'batch.confirm' },
        {
          type: 'xstate.done.actor.invoice',
          output: {
            data: [],
            meta: { preview: false, students: 1, invoiced: 1, skipped: 0, total_amount: 0 },
          },
        },
        { type: 'xstate.error.actor.invoice', error: new Error('down') },
        { type: 'batch.retry' },
        { type: 'batch.dismiss' },
        { type: 'batch.cancel' },
      ] as never,
    });
    const reached = new Set(
      model
        .getShortestPaths()
        .flatMap((path) => path.steps.map((step) => statePathOf(step.state.value))),
    );
    expect([...reached].sort()).toEqual([...invoiceBatchStates].sort());
  });

  it('has one example snapshot per state, in that state', () => {
    for (const state of invoiceBatchStates) {
      expect(statePathOf(invoiceBatchExamples[state].value)).toBe(state);
    }
  });
});
