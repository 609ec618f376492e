import { ApiError, createClient } from '@schoolmates/sdk';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom, waitFor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { statePathOf } from '../shared/state-value.ts';
import { createFakeFetch, type FakeAnswer, type SeenRequest } from '../test-support/fake-fetch.ts';
import {
  createCoverage,
  describePath,
  type ModelEvent,
  runPath,
  settle,
  toTestModelMachine,
} from '../test-support/model.ts';
import {
  createInvoicePaymentActions,
  createInvoicePaymentMachine,
} from './invoice-payment.actors.ts';
import { invoicePaymentExamples } from './invoice-payment.examples.ts';
import {
  exampleDraft,
  exampleFees,
  exampleInvoice,
  examplePayment,
} from './invoice-payment.fixtures.ts';
import {
  type InvoicePaymentInput,
  type InvoiceRecord,
  invoicePaymentMachine,
  invoicePaymentMessages,
  invoicePaymentStates,
  type PaymentFields,
  type PaymentRecord,
} from './invoice-payment.machine.ts';
import { figuresOfInvoice, withPayment } from './invoice-records.ts';

type Snapshot = SnapshotFrom<typeof invoicePaymentMachine>;

/** The busy states and the actor each one waits for. */
const actorOfBusyState: Record<string, string> = {
  'draft.loadingFees': 'listFees',
  'draft.issuing': 'createInvoice',
  'paying.submitting': 'recordPayment',
  'correcting.loading': 'loadPayment',
  'correcting.saving': 'updatePayment',
  adjusting: 'updateInvoice',
  reloading: 'loadInvoice',
};
const busyStates = new Set(Object.keys(actorOfBusyState));
const actorNames = Object.values(actorOfBusyState);

const [schoolFees, levy] = exampleFees as [(typeof exampleFees)[0], (typeof exampleFees)[0]];

// Total 15 625 000 kobo: school fees 15 000 000 at 12.5 % (net 13 125 000) + levy 2 500 000.
const unpaid = exampleInvoice();
const firstPayment = examplePayment('701', 5_000_000);
const partlyPaid = withPayment(unpaid, firstPayment);
const secondPayment = examplePayment('702', 10_625_000, { invoice: partlyPaid, method: 'cash' });
const paid = withPayment(partlyPaid, secondPayment);
/** Paid in full, then the school fees discount raised to 20 % elsewhere: total 14 500 000. */
const overpaid = exampleInvoice({
  items: [
    { fee: schoolFees, discount: 20 },
    { fee: levy, discount: 0 },
  ],
  payments: paid.attributes.payments,
});
const firstCorrected: PaymentRecord = {
  ...firstPayment,
  attributes: { ...firstPayment.attributes, amount_paid: 4_000_000 },
};

const transfer = (amount: number): PaymentFields => ({
  amount_paid: amount,
  payment_method: 'transfer',
  bank_id: '9',
  paid_at: '2025-09-10',
  reference: 'TRF-0042',
});

const modelKey = 'model-key-0001';
const modelMachine = invoicePaymentMachine.provide({
  actions: createInvoicePaymentActions({ newKey: () => modelKey }),
});

const timeout = new ApiError('timeout', 'The server took too long');
const overpayment = new ApiError(
  'http',
  'Amount exceeds the outstanding balance of ₦106,250.00',
  409,
);

/** The events the model may take, kept small so the graph stays finite. */
function invoiceModelEvents(snapshot: Snapshot): ModelEvent[] {
  const { context } = snapshot;
  const events: ModelEvent[] = [
    // Drafting: one fee on and off, a refused discount, same-value edits, issue.
    { type: 'fees.reload' },
    { type: 'invoice.addItem', feeId: schoolFees.id, discount: 12.5 },
    { type: 'invoice.addItem', feeId: '43', discount: 100.5 },
    { type: 'invoice.removeItem', feeId: schoolFees.id },
    { type: 'invoice.setDiscount', feeId: schoolFees.id, discount: 12.5 },
    { type: 'invoice.setDiscount', feeId: schoolFees.id, discount: -1 },
    { type: 'invoice.setDetails', due_date: exampleDraft.due_date },
    { type: 'invoice.issue' },
    { type: 'invoice.dismiss' },
    { type: 'xstate.done.actor.listFees', output: exampleFees },
    { type: 'xstate.error.actor.listFees', error: timeout },
    { type: 'xstate.done.actor.createInvoice', output: unpaid },
    {
      type: 'xstate.error.actor.createInvoice',
      error: new ApiError('http', 'The student already has INV/2025-2026/000123', 409),
    },
    // Paying: the first payment, then the rest; a refused amount, a timeout, retry, cancel.
    { type: 'payment.start' },
    { type: 'payment.submit', payment: transfer(0) },
    { type: 'payment.retry' },
    { type: 'payment.cancel' },
    { type: 'xstate.error.actor.recordPayment', error: timeout },
    // Correcting the first payment, with and without a reason.
    { type: 'payment.open', paymentId: firstPayment.id },
    { type: 'payment.edit', reason: ' ', changes: { amount_paid: 4_000_000 } },
    { type: 'payment.edit', reason: 'Teller misread', changes: { amount_paid: 4_000_000 } },
    { type: 'xstate.done.actor.loadPayment', output: firstPayment },
    { type: 'xstate.error.actor.loadPayment', error: new ApiError('http', 'Not found', 404) },
    { type: 'xstate.done.actor.updatePayment', output: firstCorrected },
    { type: 'xstate.error.actor.updatePayment', error: overpayment },
    // Changing and reloading the invoice; the reload finds it overpaid (another backend).
    { type: 'invoice.adjust', changes: { due_date: '2025-10-31' } },
    {
      type: 'invoice.adjust',
      changes: { items: [{ fee_id: schoolFees.id, discount: 50 }] },
    },
    { type: 'invoice.reload' },
    { type: 'xstate.error.actor.updateInvoice', error: timeout },
    // The server answers the invoice with its figures (unchanged by a new due date).
    ...(context.invoice
      ? [{ type: 'xstate.done.actor.updateInvoice', output: context.invoice }]
      : []),
    { type: 'xstate.done.actor.loadInvoice', output: overpaid },
    { type: 'xstate.error.actor.loadInvoice', error: timeout },
  ];
  // The payment the figures call for next: 5 000 000 first, then the balance.
  const paidSoFar = context.figures.amount_paid;
  const next = paidSoFar === 0 ? firstPayment : secondPayment;
  events.push(
    { type: 'payment.submit', payment: transfer(next.attributes.amount_paid) },
    { type: 'xstate.done.actor.recordPayment', output: next },
  );
  return events;
}

/** The real actor's checks after every step of a path. */
function checkStep(
  snapshot: Snapshot,
  event: { type: string },
  calls: { src: string; input: unknown }[],
) {
  const state = statePathOf(snapshot.value);
  const { context } = snapshot;
  expect(snapshot.hasTag('busy')).toBe(busyStates.has(state));
  // Figures are whole kobo and always those of the invoice as it is held.
  for (const value of Object.values(context.figures)) {
    if (typeof value === 'number') expect(Number.isInteger(value)).toBe(true);
  }
  if (context.invoice !== null) expect(context.figures).toEqual(figuresOfInvoice(context.invoice));
  // Which issued state shows is what the figures say.
  const standing: Record<string, boolean> = {
    'issued.overpaid': context.figures.credit > 0,
    'issued.paid': context.figures.credit === 0 && context.figures.status === 'paid',
    'issued.partlyPaid': context.figures.status === 'part_paid',
    'issued.unpaid': context.figures.status === 'unpaid',
  };
  if (state in standing) expect(standing[state]).toBe(true);
  // A payment under way has a key; a recorded one lets it go.
  if (state.startsWith('paying.')) expect(context.paymentKey).toBe(modelKey);
  if (event.type === 'xstate.done.actor.recordPayment') expect(context.paymentKey).toBeNull();
  // Every request to record a payment carries the key and the body kept in context.
  if (state === 'paying.submitting') {
    const recorded = calls.filter((call) => call.src === 'recordPayment');
    expect(recorded.at(-1)?.input).toEqual({ key: modelKey, payment: context.payment });
  }
}

describe('invoicePaymentMachine by model', () => {
  const model = createTestModel(toTestModelMachine(modelMachine), {
    input: { draft: exampleDraft } satisfies InvoicePaymentInput,
    events: (snapshot) => invoiceModelEvents(snapshot as Snapshot) as never,
  });
  const paths = model.getShortestPaths();
  const coverage = createCoverage(invoicePaymentMachine);

  it('has one shortest path per reachable state and transition', () => {
    expect(paths.length).toBe(340);
  });

  it.each(paths.map((path, index) => [describePath(path, index), path] as const))(
    '%s',
    async (_, path) => {
      let sent = 0;
      const last = await runPath<Snapshot>(path, {
        machine: modelMachine,
        actorNames,
        coverage,
        input: { draft: exampleDraft },
        check: (snapshot, { event, fakes }) => {
          if (event.type === 'payment.submit' || event.type === 'payment.retry') sent += 1;
          checkStep(snapshot, event, fakes.calls);
          // One request per submit or retry at most: never a second one for the same click.
          const requests = fakes.calls.filter((call) => call.src === 'recordPayment').length;
          expect(requests).toBeLessThanOrEqual(sent);
        },
      });
      expect(statePathOf(last.value)).toBe(statePathOf(path.state.value));
    },
  );

  // A dismissed message or a refused discount usually leads back to a state some shorter path
  // reaches: one story, in this order, takes those steps where they lead somewhere new.
  const drafting = model.getSimplePaths({
    events: [
      { type: 'xstate.error.actor.listFees', error: timeout },
      { type: 'invoice.dismiss' },
      { type: 'invoice.setDetails', notation: 'Pay at the bursary' },
      { type: 'invoice.setDiscount', feeId: schoolFees.id, discount: 100.001 },
    ] as never,
    filterEvents: (snapshot, event) => {
      const { context } = snapshot as Snapshot;
      if (event.type === 'invoice.dismiss') return context.error === timeout.message;
      if (event.type === 'invoice.setDetails') return context.error === null;
      if (event.type === 'invoice.setDiscount') return context.draft.notation !== undefined;
      return snapshot.can(event);
    },
    toState: (snapshot) => (snapshot as Snapshot).context.fieldErrors.discount !== undefined,
  });

  it('has one story of a draft whose fees did not load', () => {
    expect(drafting.map((path, index) => describePath(path, index))).toEqual([
      '#1 draft.editing ← listFees failed → invoice.dismiss → invoice.setDetails → invoice.setDiscount',
    ]);
  });

  it.each(drafting.map((path, index) => [describePath(path, index), path] as const))(
    'story %s keeps the note and refuses the discount',
    async (_, path) => {
      const last = await runPath<Snapshot>(path, {
        machine: modelMachine,
        actorNames,
        coverage,
        input: { draft: exampleDraft },
        check: (snapshot, { event, fakes }) => checkStep(snapshot, event, fakes.calls),
      });
      expect(last.context).toMatchObject({
        fees: [],
        draft: { notation: 'Pay at the bursary', items: [] },
        error: invoicePaymentMessages.discountInvalid,
      });
    },
  );

  // From an invoice as loaded: the overpaid one, corrected back down to paid.
  const fromOverpaid = createTestModel(toTestModelMachine(modelMachine), {
    input: { invoice: overpaid } satisfies InvoicePaymentInput,
  }).getSimplePaths({
    events: [
      { type: 'payment.start' },
      { type: 'payment.open', paymentId: secondPayment.id },
      { type: 'xstate.done.actor.loadPayment', output: secondPayment },
      {
        type: 'payment.edit',
        reason: 'Refund of the credit',
        changes: { amount_paid: 9_500_000 },
      },
      {
        type: 'xstate.done.actor.updatePayment',
        output: {
          ...secondPayment,
          attributes: { ...secondPayment.attributes, amount_paid: 9_500_000 },
        },
      },
    ] as never,
    filterEvents: (snapshot, event) => snapshot.can(event),
    toState: (snapshot) => snapshot.matches({ issued: 'paid' }),
  });

  it('has one simple path from an overpaid invoice to a paid one', () => {
    expect(fromOverpaid.map((path, index) => describePath(path, index))).toEqual([
      '#1 issued.paid ← payment.open → loadPayment done → payment.edit → updatePayment done',
    ]);
  });

  it.each(fromOverpaid.map((path, index) => [describePath(path, index), path] as const))(
    'simple path %s leaves no credit',
    async (_, path) => {
      const last = await runPath<Snapshot>(path, {
        machine: modelMachine,
        actorNames,
        coverage,
        input: { invoice: overpaid },
        check: (snapshot, { event, fakes }) => checkStep(snapshot, event, fakes.calls),
      });
      expect(last.context.figures).toMatchObject({
        total_amount: 14_500_000,
        amount_paid: 14_500_000,
        outstanding: 0,
        credit: 0,
      });
    },
  );

  it('visits every state and takes every transition', () => {
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});

describe('invoicePaymentStates and invoicePaymentExamples', () => {
  it('has one example per state, in that state', () => {
    expect(Object.keys(invoicePaymentExamples)).toEqual([...invoicePaymentStates]);
    for (const state of invoicePaymentStates) {
      const example = invoicePaymentExamples[state];
      expect(statePathOf(example.value)).toBe(state);
      expect(example.hasTag('busy')).toBe(busyStates.has(state));
      const { invoice, figures } = example.context;
      if (invoice !== null) expect(figures).toEqual(figuresOfInvoice(invoice));
    }
    expect(invoicePaymentExamples['issued.overpaid'].context.figures.credit).toBe(1_125_000);
  });

  it('lists every leaf state of the machine but the passing ones', () => {
    const leaves = new Set<string>();
    const walk = (node: typeof invoicePaymentMachine.root, prefix: string) => {
      for (const [key, child] of Object.entries(node.states)) {
        const path = prefix ? `${prefix}.${key}` : key;
        if (Object.keys(child.states).length > 0) walk(child, path);
        else if (!child.always) leaves.add(path);
      }
    };
    walk(invoicePaymentMachine.root, '');
    expect(new Set(invoicePaymentStates)).toEqual(leaves);
  });
});

type Route = (request: SeenRequest, index: number) => FakeAnswer | Promise<FakeAnswer>;

/** The machine wired to the SDK over a fake fetch, with predictable keys. */
function startInvoice(input: InvoicePaymentInput, answer: Route, newKey?: () => string) {
  const api = createFakeFetch(answer);
  const client = createClient({ baseUrl: 'http://school.test/api', fetch: api.fetch });
  let made = 0;
  const keys = newKey ?? (() => `key-${String(++made).padStart(4, '0')}`);
  const actor = createActor(createInvoicePaymentMachine({ client, newKey: keys }), { input });
  actor.start();
  return { actor, requests: api.requests };
}

const paymentAnswer = (payment: PaymentRecord): FakeAnswer => ({
  status: 201,
  body: { data: payment },
});
const keyOf = (request: SeenRequest | undefined) => request?.headers.get('idempotency-key');
const recordings = (requests: SeenRequest[]) =>
  requests.filter((request) => request.method === 'POST' && request.path === '/payment');

describe('registering a payment with an Idempotency-Key', () => {
  it('retries after a timeout with the same key and body, and records once', async () => {
    const { actor, requests } = startInvoice({ invoice: unpaid }, (_, index) =>
      index === 0 ? 'timeout' : paymentAnswer(firstPayment),
    );
    actor.send({ type: 'payment.start' });
    actor.send({ type: 'payment.submit', payment: transfer(5_000_000) });
    let snapshot = await waitFor(actor, (s) => s.matches({ paying: 'failed' }));
    expect(snapshot.context.error).toBe('The server took too long');
    expect(snapshot.context.paymentKey).toBe('key-0001');

    actor.send({ type: 'payment.retry' });
    snapshot = await waitFor(actor, (s) => s.matches('issued'));

    const sent = recordings(requests);
    expect(sent).toHaveLength(2);
    expect(sent.map(keyOf)).toEqual(['key-0001', 'key-0001']);
    expect(sent[1]?.body).toEqual(sent[0]?.body);
    expect(sent[0]?.body).toEqual({ ...transfer(5_000_000), invoice_id: unpaid.id });
    expect(statePathOf(snapshot.value)).toBe('issued.partlyPaid');
    expect(snapshot.context.invoice?.attributes.payments).toHaveLength(1);
    expect(snapshot.context.figures.amount_paid).toBe(5_000_000);
  });

  it('keeps the key when the user submits again, or leaves and comes back, after a failure', async () => {
    const { actor, requests } = startInvoice({ invoice: unpaid }, (_, index) =>
      index < 2 ? { status: 503, body: {} } : paymentAnswer(firstPayment),
    );
    actor.send({ type: 'payment.start' });
    actor.send({ type: 'payment.submit', payment: transfer(5_000_000) });
    await waitFor(actor, (s) => s.matches({ paying: 'failed' }));
    actor.send({ type: 'payment.submit', payment: transfer(5_000_000) });
    await waitFor(
      actor,
      (s) => s.matches({ paying: 'failed' }) && recordings(requests).length === 2,
    );
    actor.send({ type: 'payment.cancel' });
    expect(statePathOf(actor.getSnapshot().value)).toBe('issued.unpaid');
    actor.send({ type: 'payment.start' });
    expect(actor.getSnapshot().context.payment).toMatchObject({ amount_paid: 5_000_000 });
    actor.send({ type: 'payment.submit', payment: transfer(5_000_000) });
    await waitFor(actor, (s) => s.matches({ issued: 'partlyPaid' }));
    expect(recordings(requests).map(keyOf)).toEqual(['key-0001', 'key-0001', 'key-0001']);
  });

  it('sends one request for a double submit', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { actor, requests } = startInvoice({ invoice: unpaid }, async () => {
      await answered;
      return paymentAnswer(firstPayment);
    });
    actor.send({ type: 'payment.start' });
    actor.send({ type: 'payment.submit', payment: transfer(5_000_000) });
    actor.send({ type: 'payment.submit', payment: transfer(5_000_000) });
    await settle();
    actor.send({ type: 'payment.submit', payment: transfer(5_000_000) });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    release();
    const snapshot = await waitFor(actor, (s) => s.matches('issued'));
    await settle();
    expect(recordings(requests)).toHaveLength(1);
    expect(snapshot.context.figures.amount_paid).toBe(5_000_000);
  });

  it('gives the next payment a new key once one succeeded', async () => {
    const { actor, requests } = startInvoice({ invoice: unpaid }, (_, index) =>
      paymentAnswer(index === 0 ? firstPayment : secondPayment),
    );
    actor.send({ type: 'payment.start' });
    actor.send({ type: 'payment.submit', payment: transfer(5_000_000) });
    await waitFor(actor, (s) => s.matches({ issued: 'partlyPaid' }));
    expect(actor.getSnapshot().context.paymentKey).toBeNull();
    actor.send({ type: 'payment.start' });
    actor.send({
      type: 'payment.submit',
      payment: { amount_paid: 10_625_000, payment_method: 'cash', bank_id: null },
    });
    await waitFor(actor, (s) => s.matches({ issued: 'paid' }));
    expect(recordings(requests).map(keyOf)).toEqual(['key-0001', 'key-0002']);
  });

  it('makes keys with crypto.randomUUID by default', async () => {
    const api = createFakeFetch(() => paymentAnswer(firstPayment));
    const client = createClient({ baseUrl: 'http://school.test/api', fetch: api.fetch });
    const actor = createActor(createInvoicePaymentMachine({ client }), {
      input: { invoice: unpaid },
    }).start();
    actor.send({ type: 'payment.start' });
    actor.send({ type: 'payment.submit', payment: transfer(5_000_000) });
    await waitFor(actor, (s) => s.matches('issued'));
    expect(keyOf(api.requests[0])).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it("shows the server's 409 for an amount over the balance and keeps the key", async () => {
    const { actor } = startInvoice({ invoice: partlyPaid }, () => ({
      status: 409,
      body: { message: 'Amount exceeds the outstanding balance of ₦106,250.00' },
    }));
    actor.send({ type: 'payment.start' });
    actor.send({ type: 'payment.submit', payment: transfer(20_000_000) });
    const snapshot = await waitFor(actor, (s) => s.matches({ paying: 'failed' }));
    expect(snapshot.context.error).toBe('Amount exceeds the outstanding balance of ₦106,250.00');
    expect(snapshot.context.paymentKey).toBe('key-0001');
    expect(snapshot.context.figures.outstanding).toBe(10_625_000);
  });

  it('refuses a fraction of a kobo or a transfer without a bank, without a request', async () => {
    const { actor, requests } = startInvoice({ invoice: unpaid }, () => ({ status: 500 }));
    actor.send({ type: 'payment.start' });
    actor.send({ type: 'payment.submit', payment: transfer(2_500.5) });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      amount_paid: [invoicePaymentMessages.paymentInvalid],
    });
    actor.send({
      type: 'payment.submit',
      payment: { amount_paid: 2_500, payment_method: 'bank_deposit' },
    });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      bank_id: [invoicePaymentMessages.paymentInvalid],
    });
    await settle();
    expect(statePathOf(actor.getSnapshot().value)).toBe('paying.entering');
    expect(requests).toHaveLength(0);
  });

  it('offers no payment on a paid or overpaid invoice', () => {
    for (const invoice of [paid, overpaid]) {
      const { actor } = startInvoice({ invoice }, () => ({ status: 500 }));
      actor.send({ type: 'payment.start' });
      expect(actor.getSnapshot().matches('issued')).toBe(true);
      expect(actor.getSnapshot().context.paymentKey).toBeNull();
    }
  });
});

describe('correcting a payment', () => {
  it('refuses an edit without a reason, then sends the change with the reason', async () => {
    const { actor, requests } = startInvoice({ invoice: partlyPaid }, (request) =>
      request.method === 'GET'
        ? { status: 200, body: { data: firstPayment } }
        : { status: 200, body: { data: firstCorrected } },
    );
    actor.send({ type: 'payment.open', paymentId: firstPayment.id });
    await waitFor(actor, (s) => s.matches({ correcting: 'entering' }));
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/payment/701' });

    for (const reason of ['', '  ', 'ok']) {
      actor.send({ type: 'payment.edit', reason, changes: { amount_paid: 4_000_000 } });
      const snapshot = actor.getSnapshot();
      expect(statePathOf(snapshot.value)).toBe('correcting.entering');
      expect(snapshot.context.error).toBe(invoicePaymentMessages.reasonRequired);
      expect(snapshot.context.fieldErrors).toEqual({
        reason: [invoicePaymentMessages.reasonRequired],
      });
    }
    actor.send({ type: 'payment.edit', reason: 'Teller misread', changes: {} });
    expect(actor.getSnapshot().context.error).toBe(invoicePaymentMessages.nothingChanged);
    await settle();
    expect(requests).toHaveLength(1);

    actor.send({
      type: 'payment.edit',
      reason: ' Teller misread ',
      changes: { amount_paid: 4_000_000 },
    });
    const snapshot = await waitFor(actor, (s) => s.matches('issued'));
    expect(requests[1]).toMatchObject({
      method: 'PATCH',
      path: '/payment/701',
      body: { reason: 'Teller misread', amount_paid: 4_000_000 },
    });
    expect(statePathOf(snapshot.value)).toBe('issued.partlyPaid');
    expect(snapshot.context.figures).toMatchObject({
      amount_paid: 4_000_000,
      outstanding: 11_625_000,
    });
    expect(snapshot.context.notice).toBe(invoicePaymentMessages.paymentCorrected);
  });

  it('opens only a payment of this invoice', () => {
    const { actor } = startInvoice({ invoice: partlyPaid }, () => ({ status: 500 }));
    actor.send({ type: 'payment.open', paymentId: '999' });
    expect(statePathOf(actor.getSnapshot().value)).toBe('issued.partlyPaid');
  });
});

describe('from draft to paid', () => {
  it('goes issued → partly paid → paid with whole-kobo balances', async () => {
    let invoice: InvoiceRecord = unpaid;
    const { actor, requests } = startInvoice({ draft: exampleDraft }, (request) => {
      if (request.path === '/fee') return { status: 200, body: { data: exampleFees } };
      if (request.path === '/invoice') return { status: 201, body: { data: unpaid } };
      const next = request.body as PaymentFields;
      const payment = next.amount_paid === 5_000_000 ? firstPayment : secondPayment;
      invoice = withPayment(invoice, payment);
      return paymentAnswer(payment);
    });
    await waitFor(actor, (s) => s.matches({ draft: 'editing' }));
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/fee' });
    expect(new URLSearchParams(requests[0]?.search).get('class_id')).toBe('7');

    actor.send({ type: 'invoice.issue' });
    expect(actor.getSnapshot().context.error).toBe(invoicePaymentMessages.noItems);
    actor.send({ type: 'invoice.addItem', feeId: schoolFees.id, discount: 12.5 });
    actor.send({ type: 'invoice.addItem', feeId: levy.id });
    actor.send({ type: 'invoice.addItem', feeId: levy.id, discount: 50 });
    actor.send({ type: 'invoice.addItem', feeId: 'not-a-fee' });
    expect(actor.getSnapshot().context.figures).toMatchObject({
      gross_amount: 17_500_000,
      discount_total: 1_875_000,
      total_amount: 15_625_000,
      outstanding: 15_625_000,
      status: 'unpaid',
    });
    actor.send({ type: 'invoice.setDetails', notation: 'Pay at the bursary' });
    actor.send({ type: 'invoice.issue' });
    let snapshot = await waitFor(actor, (s) => s.matches('issued'));
    expect(requests[1]).toMatchObject({
      method: 'POST',
      path: '/invoice',
      body: {
        student_id: '88',
        term: 'First Term',
        session: '2025/2026',
        due_date: '2025-10-15',
        notation: 'Pay at the bursary',
        items: [
          { fee_id: schoolFees.id, discount: 12.5 },
          { fee_id: levy.id, discount: 0 },
        ],
      },
    });
    expect(statePathOf(snapshot.value)).toBe('issued.unpaid');

    actor.send({ type: 'payment.start' });
    actor.send({ type: 'payment.submit', payment: transfer(5_000_000) });
    snapshot = await waitFor(actor, (s) => s.matches('issued'));
    expect(statePathOf(snapshot.value)).toBe('issued.partlyPaid');
    expect(snapshot.context.figures).toMatchObject({
      total_amount: 15_625_000,
      amount_paid: 5_000_000,
      outstanding: 10_625_000,
      credit: 0,
      status: 'part_paid',
    });
    expect(snapshot.context.notice).toBe(invoicePaymentMessages.paymentRecorded);

    actor.send({ type: 'payment.start' });
    actor.send({ type: 'payment.submit', payment: transfer(10_625_000) });
    snapshot = await waitFor(actor, (s) => s.matches('issued'));
    expect(statePathOf(snapshot.value)).toBe('issued.paid');
    expect(snapshot.context.figures).toMatchObject({
      amount_paid: 15_625_000,
      outstanding: 0,
      credit: 0,
      status: 'paid',
    });
    expect(snapshot.context.invoice?.attributes).toMatchObject({
      amount_paid: 15_625_000,
      outstanding: 0,
      status: 'paid',
    });
    expect(snapshot.context.invoice).toEqual(invoice);
  });

  it("keeps the server's message when issuing fails", async () => {
    const { actor } = startInvoice({ draft: exampleDraft }, (request) =>
      request.path === '/fee'
        ? { status: 200, body: { data: exampleFees } }
        : {
            status: 422,
            body: { message: 'Check the invoice', errors: { due_date: ['Enter a date'] } },
          },
    );
    await waitFor(actor, (s) => s.matches({ draft: 'editing' }));
    actor.send({ type: 'invoice.addItem', feeId: schoolFees.id });
    actor.send({ type: 'invoice.issue' });
    const snapshot = await waitFor(actor, (s) => s.context.error !== null);
    expect(statePathOf(snapshot.value)).toBe('draft.editing');
    expect(snapshot.context.error).toBe('Check the invoice');
    expect(snapshot.context.fieldErrors).toEqual({ due_date: ['Enter a date'] });
  });
});

describe('an overpaid invoice', () => {
  it('shows the payments beyond the total as a credit', () => {
    const { actor } = startInvoice({ invoice: overpaid }, () => ({ status: 500 }));
    const snapshot = actor.getSnapshot();
    expect(statePathOf(snapshot.value)).toBe('issued.overpaid');
    expect(snapshot.context.figures).toMatchObject({
      total_amount: 14_500_000,
      amount_paid: 15_625_000,
      outstanding: 0,
      credit: 1_125_000,
    });
  });

  it('is found overpaid when a reload says so', async () => {
    const { actor, requests } = startInvoice({ invoice: paid }, () => ({
      status: 200,
      body: { data: [overpaid], meta: { page: 1, per_page: 25, total: 1, last_page: 1 } },
    }));
    actor.send({ type: 'invoice.reload' });
    const snapshot = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(statePathOf(snapshot.value)).toBe('issued.overpaid');
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/invoice' });
    expect(new URLSearchParams(requests[0]?.search).get('search')).toBe('INV/2025-2026/000123');
  });

  it('says so when a reload does not find the invoice', async () => {
    const { actor } = startInvoice({ invoice: paid }, () => ({
      status: 200,
      body: { data: [], meta: { page: 1, per_page: 25, total: 0, last_page: 1 } },
    }));
    actor.send({ type: 'invoice.reload' });
    const snapshot = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(statePathOf(snapshot.value)).toBe('issued.paid');
    expect(snapshot.context.error).toBe(invoicePaymentMessages.invoiceNotFound);
  });
});

describe('changing an issued invoice', () => {
  it('needs a reason to change the lines once there are payments', async () => {
    const adjusted = withPayment(
      exampleInvoice({ items: [{ fee: schoolFees, discount: 50 }] }),
      firstPayment,
    );
    const { actor, requests } = startInvoice({ invoice: partlyPaid }, () => ({
      status: 200,
      body: { data: adjusted },
    }));
    const items = [{ fee_id: schoolFees.id, discount: 50 }];
    actor.send({ type: 'invoice.adjust', changes: { items } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      adjustment_reason: [invoicePaymentMessages.reasonRequired],
    });
    actor.send({ type: 'invoice.adjust', changes: { items, adjustment_reason: 'Scholarship' } });
    const snapshot = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'PATCH',
      path: '/invoice/501',
      body: { items, adjustment_reason: 'Scholarship' },
    });
    expect(snapshot.context.figures).toMatchObject({
      total_amount: 7_500_000,
      outstanding: 2_500_000,
    });
  });
});
