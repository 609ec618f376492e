import { ApiError, createClient } from '@schoolmates/sdk';
import { describe, expect, it } from 'vitest';
import { type Actor, createActor, type SnapshotFrom, waitFor } from 'xstate';
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
import { invoiceDraftMachine, invoiceDraftStates } from './invoice-draft.machine.ts';
import { createInvoicePaymentMachine, createPaymentActions } from './invoice-payment.actors.ts';
import {
  invoiceDraftExamples,
  invoicePaymentExamples,
  paymentCorrectionExamples,
  paymentExamples,
} from './invoice-payment.examples.ts';
import {
  exampleDraft,
  exampleFees,
  exampleInvoice,
  examplePayment,
} from './invoice-payment.fixtures.ts';
import {
  invoicePaymentMachine,
  invoicePaymentStateOf,
  invoicePaymentStates,
} from './invoice-payment.machine.ts';
import {
  figuresOfDraft,
  type InvoicePaymentInput,
  type InvoiceRecord,
  invoicePaymentMessages,
  type PaymentFields,
  type PaymentRecord,
  type PaymentRequest,
} from './invoice-payment.rules.ts';
import { figuresOfInvoice, withPayment } from './invoice-records.ts';
import { type PaymentStart, paymentMachine, paymentStates } from './payment.machine.ts';
import { paymentCorrectionMachine, paymentCorrectionStates } from './payment-correction.machine.ts';

type Snapshot = SnapshotFrom<typeof invoicePaymentMachine>;
type DraftSnapshot = SnapshotFrom<typeof invoiceDraftMachine>;
type PaymentSnapshot = SnapshotFrom<typeof paymentMachine>;
type CorrectionSnapshot = SnapshotFrom<typeof paymentCorrectionMachine>;

/** The busy states and the actor each one waits for. */
const actorOfBusyState: Record<string, string> = {
  'draft.loadingFees': 'listFees',
  'draft.issuing': 'createInvoice',
  'paying.submitting': 'recordPayment',
  'correcting.loading': 'loadPayment',
  'correcting.saving': 'updatePayment',
  adjusting: 'updateInvoice',
  reversing: 'reversePayment',
  reloading: 'loadInvoice',
};
const busyStates = new Set(Object.keys(actorOfBusyState));
// The invoice's model stands its children in for promises; each child has its own model.
const childActorNames = new Set([
  'listFees',
  'createInvoice',
  'recordPayment',
  'loadPayment',
  'updatePayment',
]);
const actorNames = [
  ...Object.values(actorOfBusyState).filter((name) => !childActorNames.has(name)),
  'draft',
  'payment',
  'correction',
];

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
const modelMachine = invoicePaymentMachine;
const paymentModelMachine = paymentMachine.provide({
  actions: createPaymentActions({ newKey: () => modelKey }),
});
/** A request that failed without an answer, kept by the invoice when the form was left. */
const pendingRequest: PaymentRequest = {
  key: modelKey,
  payment: { ...transfer(5_000_000), invoice_id: unpaid.id },
};

const timeout = new ApiError('timeout', 'The server took too long');
const overpayment = new ApiError(
  'http',
  'Amount exceeds the outstanding balance of ₦106,250.00',
  422,
);

/** The events the model may take, kept small so the graph stays finite. */
function invoiceModelEvents(snapshot: Snapshot): ModelEvent[] {
  const { context } = snapshot;
  const events: ModelEvent[] = [
    // The draft issued (the draft child's own model goes through its steps).
    { type: 'xstate.done.actor.draft', output: unpaid },
    { type: 'xstate.error.actor.draft', error: new Error('A bug in the draft') },
    // Paying: the form records the first payment, then the rest, or is left, maybe after a
    // failure without an answer (the payment child's own model goes through its steps).
    { type: 'payment.start' },
    { type: 'xstate.done.actor.payment', output: { left: null } },
    { type: 'xstate.done.actor.payment', output: { left: pendingRequest } },
    { type: 'xstate.error.actor.payment', error: new Error('A bug in the payment form') },
    // Correcting the first payment: corrected, or the form closed, left or not found (the
    // correction child's own model goes through its steps).
    { type: 'payment.open', paymentId: firstPayment.id },
    { type: 'xstate.done.actor.correction', output: { saved: firstCorrected } },
    { type: 'xstate.done.actor.correction', output: { closed: { error: null, fieldErrors: {} } } },
    {
      type: 'xstate.done.actor.correction',
      output: { closed: { error: 'Not found', fieldErrors: {} } },
    },
    { type: 'xstate.error.actor.correction', error: new Error('A bug in the correction form') },
    // Reversing the first payment, without and with a reason.
    { type: 'payment.reverse', paymentId: firstPayment.id, reason: '' },
    { type: 'payment.reverse', paymentId: firstPayment.id, reason: 'Bounced transfer' },
    { type: 'xstate.done.actor.reversePayment', output: firstPayment },
    { type: 'xstate.error.actor.reversePayment', error: timeout },
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
  events.push({ type: 'xstate.done.actor.payment', output: { saved: next } });
  return events;
}

/** The real actor's checks after every step of a path. */
function checkStep(snapshot: Snapshot, event: { type: string }) {
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
  // A payment recorded lets the kept request go; a form left keeps what may be recorded.
  if (event.type === 'xstate.done.actor.payment') {
    const output = (event as unknown as { output: { left?: PaymentRequest | null } }).output;
    expect(context.pendingPayment).toEqual(output.left ?? null);
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
    expect(paths.length).toBe(293);
  });

  it.each(paths.map((path, index) => [describePath(path, index), path] as const))(
    '%s',
    async (_, path) => {
      const last = await runPath<Snapshot>(path, {
        machine: modelMachine,
        actorNames,
        coverage,
        input: { draft: exampleDraft },
        check: (snapshot, { event }) => checkStep(snapshot, event),
      });
      expect(statePathOf(last.value)).toBe(statePathOf(path.state.value));
    },
  );

  // From an invoice as loaded: the overpaid one, corrected back down to paid.
  const fromOverpaid = createTestModel(toTestModelMachine(modelMachine), {
    input: { invoice: overpaid } satisfies InvoicePaymentInput,
  }).getSimplePaths({
    events: [
      { type: 'payment.start' },
      { type: 'payment.open', paymentId: secondPayment.id },
      {
        type: 'xstate.done.actor.correction',
        output: {
          saved: {
            ...secondPayment,
            attributes: { ...secondPayment.attributes, amount_paid: 9_500_000 },
          },
        },
      },
    ] as never,
    filterEvents: (snapshot, event) => snapshot.can(event),
    toState: (snapshot) => snapshot.matches({ issued: 'paid' }),
  });

  it('has one simple path from an overpaid invoice to a paid one', () => {
    expect(fromOverpaid.map((path, index) => describePath(path, index))).toEqual([
      '#1 issued.paid ← payment.open → correction done',
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
        check: (snapshot, { event }) => checkStep(snapshot, event),
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

/** The draft's checks after every step of a path. */
function checkDraftStep(snapshot: DraftSnapshot) {
  const state = statePathOf(snapshot.value);
  const { context } = snapshot;
  expect(snapshot.hasTag('busy')).toBe(state === 'loadingFees' || state === 'issuing');
  // Figures are whole kobo and always those of the draft's lines priced from the fees.
  for (const value of Object.values(context.figures)) {
    if (typeof value === 'number') expect(Number.isInteger(value)).toBe(true);
  }
  expect(context.figures).toEqual(figuresOfDraft(context));
  if (state === 'issued') expect(snapshot.output).toEqual(unpaid);
}

describe('invoiceDraftMachine by model', () => {
  const model = createTestModel(toTestModelMachine(invoiceDraftMachine), {
    input: exampleDraft,
    events: [
      // One fee on and off, a refused discount, same-value edits, issue.
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
    ] as never,
    // An issued draft takes no more events.
    stopWhen: (snapshot) => snapshot.status === 'done',
  });
  const paths = model.getShortestPaths();
  const coverage = createCoverage(invoiceDraftMachine);

  it('has one shortest path per reachable state and transition', () => {
    expect(paths.length).toBe(15);
  });

  it.each(paths.map((path, index) => [describePath(path, index), path] as const))(
    '%s',
    async (_, path) => {
      const last = await runPath<DraftSnapshot>(path, {
        machine: invoiceDraftMachine,
        actorNames: ['listFees', 'createInvoice'],
        coverage,
        input: exampleDraft,
        check: (snapshot) => checkDraftStep(snapshot),
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
      const { context } = snapshot as DraftSnapshot;
      if (event.type === 'invoice.dismiss') return context.error === timeout.message;
      if (event.type === 'invoice.setDetails') return context.error === null;
      if (event.type === 'invoice.setDiscount') return context.draft.notation !== undefined;
      return snapshot.can(event);
    },
    toState: (snapshot) => (snapshot as DraftSnapshot).context.fieldErrors.discount !== undefined,
  });

  it('has one story of a draft whose fees did not load', () => {
    expect(drafting.map((path, index) => describePath(path, index))).toEqual([
      '#1 editing ← listFees failed → invoice.dismiss → invoice.setDetails → invoice.setDiscount',
    ]);
  });

  it.each(drafting.map((path, index) => [describePath(path, index), path] as const))(
    'story %s keeps the note and refuses the discount',
    async (_, path) => {
      const last = await runPath<DraftSnapshot>(path, {
        machine: invoiceDraftMachine,
        actorNames: ['listFees', 'createInvoice'],
        coverage,
        input: exampleDraft,
        check: (snapshot) => checkDraftStep(snapshot),
      });
      expect(last.context).toMatchObject({
        fees: [],
        draft: { notation: 'Pay at the bursary', items: [] },
        error: invoicePaymentMessages.discountInvalid,
      });
    },
  );

  it('visits every state and takes every transition', () => {
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});

/** The payment form's checks after every step of a path. */
function checkPaymentStep(
  snapshot: PaymentSnapshot,
  event: { type: string },
  calls: { src: string; input: unknown }[],
) {
  const state = statePathOf(snapshot.value);
  const { context } = snapshot;
  expect(snapshot.hasTag('busy')).toBe(state === 'submitting');
  // A payment under way has a key; a recorded or refused one lets it go.
  if (state === 'submitting' || state === 'failed') expect(context.paymentKey).toBe(modelKey);
  if (state === 'entering') expect([modelKey, null]).toContain(context.paymentKey);
  if (event.type === 'xstate.error.actor.recordPayment' && state === 'entering') {
    expect(context.paymentKey).toBeNull();
  }
  if (event.type === 'xstate.done.actor.recordPayment') {
    expect(snapshot.output).toEqual({ saved: context.recorded });
  }
  // Leaving gives the invoice the request that may be recorded, and only that one.
  if (state === 'left') {
    const request =
      context.paymentKey === null ? null : { key: context.paymentKey, payment: context.payment };
    expect(snapshot.output).toEqual({ left: request });
  }
  // Every request to record a payment carries the key and the body kept in context.
  if (state === 'submitting') {
    const recorded = calls.filter((call) => call.src === 'recordPayment');
    expect(recorded.at(-1)?.input).toEqual({ key: modelKey, payment: context.payment });
  }
}

describe('paymentMachine by model', () => {
  const events = [
    { type: 'payment.submit', payment: transfer(0) },
    { type: 'payment.submit', payment: transfer(5_000_000) },
    { type: 'payment.retry' },
    { type: 'payment.cancel' },
    { type: 'xstate.done.actor.recordPayment', output: firstPayment },
    { type: 'xstate.error.actor.recordPayment', error: timeout },
    { type: 'xstate.error.actor.recordPayment', error: overpayment },
  ];
  // A new form, and one given the request of a form left after a failure.
  const starts: PaymentStart[] = [
    { invoiceId: unpaid.id, pending: null },
    { invoiceId: unpaid.id, pending: pendingRequest },
  ];
  const coverage = createCoverage(paymentMachine);
  const paths = starts.flatMap((input) =>
    createTestModel(toTestModelMachine(paymentModelMachine), {
      input,
      events: events as never,
      // A form that ended (recorded or left) takes no more events.
      stopWhen: (snapshot) => snapshot.status === 'done',
    })
      .getShortestPaths()
      .map((path) => ({ input, path })),
  );

  it('has one shortest path per reachable state and transition, from each start', () => {
    expect(paths.length).toBe(19);
  });

  it.each(paths.map(({ input, path }, index) => [describePath(path, index), input, path] as const))(
    '%s',
    async (_, input, path) => {
      let sent = 0;
      const last = await runPath<PaymentSnapshot>(path, {
        machine: paymentModelMachine,
        actorNames: ['recordPayment'],
        coverage,
        input,
        check: (snapshot, { event, fakes }) => {
          if (event.type === 'payment.submit' || event.type === 'payment.retry') sent += 1;
          checkPaymentStep(snapshot, event, fakes.calls);
          // One request per submit or retry at most: never a second one for the same click.
          const requests = fakes.calls.filter((call) => call.src === 'recordPayment').length;
          expect(requests).toBeLessThanOrEqual(sent);
        },
      });
      expect(statePathOf(last.value)).toBe(statePathOf(path.state.value));
    },
  );

  it('visits every state and takes every transition', () => {
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});

/** The correction form's checks after every step of a path. */
function checkCorrectionStep(snapshot: CorrectionSnapshot) {
  const state = statePathOf(snapshot.value);
  const { context } = snapshot;
  expect(snapshot.hasTag('busy')).toBe(state === 'loading' || state === 'saving');
  // The form shows the payment it corrects once it is loaded.
  if (state === 'entering' || state === 'saving') expect(context.payment).toEqual(firstPayment);
  if (state === 'corrected') expect(snapshot.output).toEqual({ saved: firstCorrected });
  if (state === 'closed') {
    expect(snapshot.output).toEqual({
      closed: { error: context.error, fieldErrors: context.fieldErrors },
    });
  }
}

describe('paymentCorrectionMachine by model', () => {
  const model = createTestModel(toTestModelMachine(paymentCorrectionMachine), {
    input: { paymentId: firstPayment.id },
    events: [
      { type: 'payment.edit', reason: ' ', changes: { amount_paid: 4_000_000 } },
      { type: 'payment.edit', reason: 'Teller misread', changes: { amount_paid: 4_000_000 } },
      { type: 'payment.cancel' },
      { type: 'xstate.done.actor.loadPayment', output: firstPayment },
      { type: 'xstate.error.actor.loadPayment', error: new ApiError('http', 'Not found', 404) },
      { type: 'xstate.done.actor.updatePayment', output: firstCorrected },
      { type: 'xstate.error.actor.updatePayment', error: overpayment },
    ] as never,
    // A form that ended (corrected or closed) takes no more events.
    stopWhen: (snapshot) => snapshot.status === 'done',
  });
  const paths = model.getShortestPaths();
  const coverage = createCoverage(paymentCorrectionMachine);

  it('has one shortest path per reachable state and transition', () => {
    expect(paths.length).toBe(5);
  });

  it.each(paths.map((path, index) => [describePath(path, index), path] as const))(
    '%s',
    async (_, path) => {
      const last = await runPath<CorrectionSnapshot>(path, {
        machine: paymentCorrectionMachine,
        actorNames: ['loadPayment', 'updatePayment'],
        coverage,
        input: { paymentId: firstPayment.id },
        check: (snapshot) => checkCorrectionStep(snapshot),
      });
      expect(statePathOf(last.value)).toBe(statePathOf(path.state.value));
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
    expect(Object.keys(invoiceDraftExamples)).toEqual([...invoiceDraftStates]);
    expect(Object.keys(paymentExamples)).toEqual([...paymentStates]);
    expect(Object.keys(paymentCorrectionExamples)).toEqual([...paymentCorrectionStates]);
    for (const state of invoicePaymentStates) {
      // As a story starts it: the payment child comes back from the example too.
      const example = createActor(invoicePaymentMachine, {
        input: { draft: exampleDraft },
        snapshot: invoicePaymentExamples[state],
      }).getSnapshot();
      expect(invoicePaymentStateOf(example)).toBe(state);
      const { draft, payment, correction } = example.children;
      const child = (draft ?? payment ?? correction)?.getSnapshot();
      expect(example.hasTag('busy') || child?.hasTag('busy') === true).toBe(busyStates.has(state));
      const { invoice, figures } = example.context;
      if (invoice !== null) expect(figures).toEqual(figuresOfInvoice(invoice));
    }
    expect(invoicePaymentExamples['issued.overpaid'].context.figures.credit).toBe(1_125_000);
  });

  it('starts a story in paying with its payment form, which takes the form events', async () => {
    const { actor, requests } = startInvoice(
      { invoice: unpaid },
      () => paymentAnswer(firstPayment),
      () => 'story-key',
      invoicePaymentExamples['paying.entering'],
    );
    expect(invoicePaymentStateOf(actor.getSnapshot())).toBe('paying.entering');
    paymentOf(actor).send({ type: 'payment.submit', payment: transfer(5_000_000) });
    const snapshot = await waitFor(actor, (s) => s.matches({ issued: 'partlyPaid' }));
    expect(keyOf(recordings(requests)[0])).toBe('story-key');
    expect(snapshot.context.notice).toBe(invoicePaymentMessages.paymentRecorded);
  });

  it('lists every leaf state of the machine but the passing ones, with the state of its children', () => {
    type Root = typeof invoicePaymentMachine.root;
    const leavesOf = (
      node:
        | Root
        | typeof invoiceDraftMachine.root
        | typeof paymentMachine.root
        | typeof paymentCorrectionMachine.root,
    ) => {
      const leaves: string[] = [];
      const walk = (parent: typeof node, prefix: string) => {
        for (const [key, child] of Object.entries(parent.states)) {
          const path = prefix ? `${prefix}.${key}` : key;
          if (Object.keys(child.states).length > 0) walk(child, path);
          else if (!child.always && child.type !== 'final') leaves.push(path);
        }
      };
      walk(node, '');
      return leaves;
    };
    const children: Record<string, string[]> = {
      draft: leavesOf(invoiceDraftMachine.root),
      paying: leavesOf(paymentMachine.root),
      correcting: leavesOf(paymentCorrectionMachine.root),
    };
    expect(new Set(invoiceDraftStates)).toEqual(new Set(children.draft));
    expect(new Set(paymentStates)).toEqual(new Set(children.paying));
    expect(new Set(paymentCorrectionStates)).toEqual(new Set(children.correcting));
    expect(new Set(invoicePaymentStates)).toEqual(
      new Set(
        leavesOf(invoicePaymentMachine.root).flatMap(
          (leaf) => children[leaf]?.map((state) => `${leaf}.${state}`) ?? [leaf],
        ),
      ),
    );
  });
});

type Route = (request: SeenRequest, index: number) => FakeAnswer | Promise<FakeAnswer>;

/** The machine wired to the SDK over a fake fetch, with predictable keys. */
function startInvoice(
  input: InvoicePaymentInput,
  answer: Route,
  newKey?: () => string,
  snapshot?: Snapshot,
) {
  const api = createFakeFetch(answer);
  const client = createClient({ baseUrl: 'http://school.test/api', fetch: api.fetch });
  let made = 0;
  const keys = newKey ?? (() => `key-${String(++made).padStart(4, '0')}`);
  const actor = createActor(createInvoicePaymentMachine({ client, newKey: keys }), {
    input,
    ...(snapshot ? { snapshot } : {}),
  });
  actor.start();
  return { actor, requests: api.requests };
}

/** The draft of a new invoice: the draft child, which the draft's events go to. */
function draftOf(actor: Actor<typeof invoicePaymentMachine>) {
  const draft = actor.getSnapshot().children.draft;
  if (draft === undefined) throw new Error('No draft is open');
  return draft;
}

/** The open payment form: the payment child, which the form's events go to. */
function paymentOf(actor: Actor<typeof invoicePaymentMachine>) {
  const payment = actor.getSnapshot().children.payment;
  if (payment === undefined) throw new Error('No payment form is open');
  return payment;
}

/** The open correction form: the correction child, which the form's events go to. */
function correctionOf(actor: Actor<typeof invoicePaymentMachine>) {
  const correction = actor.getSnapshot().children.correction;
  if (correction === undefined) throw new Error('No correction form is open');
  return correction;
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
    const payment = paymentOf(actor);
    payment.send({ type: 'payment.submit', payment: transfer(5_000_000) });
    const failed = await waitFor(payment, (s) => s.matches('failed'));
    expect(failed.context.error).toBe('The server took too long');
    expect(failed.context.paymentKey).toBe('key-0001');

    payment.send({ type: 'payment.retry' });
    const snapshot = await waitFor(actor, (s) => s.matches('issued'));

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
    const payment = paymentOf(actor);
    payment.send({ type: 'payment.submit', payment: transfer(5_000_000) });
    await waitFor(payment, (s) => s.matches('failed'));
    payment.send({ type: 'payment.submit', payment: transfer(5_000_000) });
    await waitFor(payment, (s) => s.matches('failed') && recordings(requests).length === 2);
    payment.send({ type: 'payment.cancel' });
    expect(statePathOf(actor.getSnapshot().value)).toBe('issued.unpaid');
    actor.send({ type: 'payment.start' });
    expect(paymentOf(actor).getSnapshot().context.payment).toMatchObject({
      amount_paid: 5_000_000,
    });
    paymentOf(actor).send({ type: 'payment.submit', payment: transfer(5_000_000) });
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
    const payment = paymentOf(actor);
    payment.send({ type: 'payment.submit', payment: transfer(5_000_000) });
    payment.send({ type: 'payment.submit', payment: transfer(5_000_000) });
    await settle();
    payment.send({ type: 'payment.submit', payment: transfer(5_000_000) });
    expect(payment.getSnapshot().hasTag('busy')).toBe(true);
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
    paymentOf(actor).send({ type: 'payment.submit', payment: transfer(5_000_000) });
    await waitFor(actor, (s) => s.matches({ issued: 'partlyPaid' }));
    expect(actor.getSnapshot().context.pendingPayment).toBeNull();
    actor.send({ type: 'payment.start' });
    paymentOf(actor).send({
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
    paymentOf(actor).send({ type: 'payment.submit', payment: transfer(5_000_000) });
    await waitFor(actor, (s) => s.matches('issued'));
    expect(keyOf(api.requests[0])).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it("shows the server's 422 for an amount over the balance, and sends the corrected amount under a new key", async () => {
    const { actor, requests } = startInvoice({ invoice: partlyPaid }, (_, index) =>
      index === 0
        ? {
            status: 422,
            body: {
              message: 'Amount exceeds the outstanding balance of ₦106,250.00',
              errors: { amount_paid: ['At most ₦106,250.00'] },
            },
          }
        : paymentAnswer(secondPayment),
    );
    actor.send({ type: 'payment.start' });
    const payment = paymentOf(actor);
    payment.send({ type: 'payment.submit', payment: transfer(20_000_000) });
    const refused = await waitFor(payment, (s) => s.context.error !== null);
    expect(invoicePaymentStateOf(actor.getSnapshot())).toBe('paying.entering');
    expect(refused.context.error).toBe('Amount exceeds the outstanding balance of ₦106,250.00');
    expect(refused.context.fieldErrors).toEqual({ amount_paid: ['At most ₦106,250.00'] });
    expect(refused.context.paymentKey).toBeNull();
    expect(actor.getSnapshot().context.figures.outstanding).toBe(10_625_000);

    // Under the first key the server would answer 422 for another body: a new key goes with it.
    payment.send({ type: 'payment.submit', payment: transfer(10_625_000) });
    const snapshot = await waitFor(actor, (s) => s.matches('issued'));
    expect(recordings(requests).map(keyOf)).toEqual(['key-0001', 'key-0002']);
    expect(statePathOf(snapshot.value)).toBe('issued.paid');
  });

  it('keeps the key after a 409 (the first request is still being recorded)', async () => {
    const { actor } = startInvoice({ invoice: partlyPaid }, () => ({
      status: 409,
      body: { message: 'This payment is still being recorded' },
    }));
    actor.send({ type: 'payment.start' });
    const payment = paymentOf(actor);
    payment.send({ type: 'payment.submit', payment: transfer(5_000_000) });
    const snapshot = await waitFor(payment, (s) => s.matches('failed'));
    expect(snapshot.context.paymentKey).toBe('key-0001');
  });

  it('refuses a fraction of a kobo or a transfer without a bank, without a request', async () => {
    const { actor, requests } = startInvoice({ invoice: unpaid }, () => ({ status: 500 }));
    actor.send({ type: 'payment.start' });
    const payment = paymentOf(actor);
    payment.send({ type: 'payment.submit', payment: transfer(2_500.5) });
    expect(payment.getSnapshot().context.fieldErrors).toEqual({
      amount_paid: [invoicePaymentMessages.paymentInvalid],
    });
    payment.send({
      type: 'payment.submit',
      payment: { amount_paid: 2_500, payment_method: 'bank_deposit' },
    });
    expect(payment.getSnapshot().context.fieldErrors).toEqual({
      bank_id: [invoicePaymentMessages.paymentInvalid],
    });
    await settle();
    expect(invoicePaymentStateOf(actor.getSnapshot())).toBe('paying.entering');
    expect(requests).toHaveLength(0);
  });

  it('offers no payment on a paid or overpaid invoice', () => {
    for (const invoice of [paid, overpaid]) {
      const { actor } = startInvoice({ invoice }, () => ({ status: 500 }));
      actor.send({ type: 'payment.start' });
      expect(actor.getSnapshot().matches('issued')).toBe(true);
      expect(actor.getSnapshot().children.payment).toBeUndefined();
      expect(actor.getSnapshot().context.pendingPayment).toBeNull();
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
    const correction = correctionOf(actor);
    await waitFor(correction, (s) => s.matches('entering'));
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/payment/701' });

    for (const reason of ['', '  ', 'ok']) {
      correction.send({ type: 'payment.edit', reason, changes: { amount_paid: 4_000_000 } });
      const snapshot = correction.getSnapshot();
      expect(invoicePaymentStateOf(actor.getSnapshot())).toBe('correcting.entering');
      expect(snapshot.context.error).toBe(invoicePaymentMessages.reasonRequired);
      expect(snapshot.context.fieldErrors).toEqual({
        reason: [invoicePaymentMessages.reasonRequired],
      });
    }
    correction.send({ type: 'payment.edit', reason: 'Teller misread', changes: {} });
    expect(correction.getSnapshot().context.error).toBe(invoicePaymentMessages.nothingChanged);
    await settle();
    expect(requests).toHaveLength(1);

    correction.send({
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
    expect(invoicePaymentStateOf(actor.getSnapshot())).toBe('issued.partlyPaid');
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
    const draft = draftOf(actor);
    await waitFor(draft, (s) => s.matches('editing'));
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/fee' });
    expect(new URLSearchParams(requests[0]?.search).get('class_id')).toBe('7');

    draft.send({ type: 'invoice.issue' });
    expect(draft.getSnapshot().context.error).toBe(invoicePaymentMessages.noItems);
    draft.send({ type: 'invoice.addItem', feeId: schoolFees.id, discount: 12.5 });
    draft.send({ type: 'invoice.addItem', feeId: levy.id });
    draft.send({ type: 'invoice.addItem', feeId: levy.id, discount: 50 });
    draft.send({ type: 'invoice.addItem', feeId: 'not-a-fee' });
    expect(draft.getSnapshot().context.figures).toMatchObject({
      gross_amount: 17_500_000,
      discount_total: 1_875_000,
      total_amount: 15_625_000,
      outstanding: 15_625_000,
      status: 'unpaid',
    });
    draft.send({ type: 'invoice.setDetails', notation: 'Pay at the bursary' });
    draft.send({ type: 'invoice.issue' });
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
    paymentOf(actor).send({ type: 'payment.submit', payment: transfer(5_000_000) });
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
    paymentOf(actor).send({ type: 'payment.submit', payment: transfer(10_625_000) });
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
    const draft = draftOf(actor);
    await waitFor(draft, (s) => s.matches('editing'));
    draft.send({ type: 'invoice.addItem', feeId: schoolFees.id });
    draft.send({ type: 'invoice.issue' });
    const snapshot = await waitFor(draft, (s) => s.context.error !== null);
    expect(invoicePaymentStateOf(actor.getSnapshot())).toBe('draft.editing');
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
      body: { data: overpaid },
    }));
    actor.send({ type: 'invoice.reload' });
    const snapshot = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(statePathOf(snapshot.value)).toBe('issued.overpaid');
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/invoice/501' });
  });

  it("says so, in the server's words, when a reload does not find the invoice", async () => {
    const { actor } = startInvoice({ invoice: paid }, () => ({
      status: 404,
      body: { message: 'The invoice was not found' },
    }));
    actor.send({ type: 'invoice.reload' });
    const snapshot = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(statePathOf(snapshot.value)).toBe('issued.paid');
    expect(snapshot.context.error).toBe('The invoice was not found');
  });
});

describe('a discount given as an amount', () => {
  it('nets the fee less that many kobo, sends `discount_amount`, and refuses more than the fee', async () => {
    const { actor, requests } = startInvoice({ draft: exampleDraft }, (request) =>
      request.path === '/fee'
        ? { status: 200, body: { data: exampleFees } }
        : { status: 201, body: { data: unpaid } },
    );
    const draft = draftOf(actor);
    await waitFor(draft, (s) => s.matches('editing'));
    draft.send({ type: 'invoice.addItem', feeId: schoolFees.id, discount: 10 });
    draft.send({
      type: 'invoice.setDiscount',
      feeId: schoolFees.id,
      discount: 0,
      discountAmount: 2_000_050,
    });
    expect(draft.getSnapshot().context.figures).toMatchObject({
      discount_total: 2_000_050,
      total_amount: 12_999_950,
    });
    draft.send({
      type: 'invoice.setDiscount',
      feeId: schoolFees.id,
      discount: 0,
      discountAmount: 15_000_001,
    });
    expect(draft.getSnapshot().context.error).toBe(invoicePaymentMessages.discountInvalid);
    expect(draft.getSnapshot().context.figures.total_amount).toBe(12_999_950);
    draft.send({ type: 'invoice.issue' });
    await waitFor(actor, (s) => s.matches('issued'));
    expect(requests[1]?.body).toMatchObject({
      items: [{ fee_id: schoolFees.id, discount_amount: 2_000_050 }],
    });
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

describe('reversing a payment', () => {
  it('sends the reason, and the invoice owes the reversed amount again', async () => {
    const reversed: PaymentRecord = {
      ...firstPayment,
      attributes: {
        ...firstPayment.attributes,
        reversal: {
          reversed_at: '2025-09-12T09:00:00.000Z',
          reversed_by: 'Ngozi Bursar',
          reason: 'Bounced transfer',
        },
      },
    };
    const { actor, requests } = startInvoice({ invoice: partlyPaid }, () => ({
      status: 200,
      body: { data: reversed },
    }));
    actor.send({ type: 'payment.reverse', paymentId: firstPayment.id, reason: ' ' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      reason: [invoicePaymentMessages.reasonRequired],
    });
    actor.send({
      type: 'payment.reverse',
      paymentId: firstPayment.id,
      reason: ' Bounced transfer ',
    });
    const snapshot = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/payment/701/reverse',
      body: { reason: 'Bounced transfer' },
    });
    expect(statePathOf(snapshot.value)).toBe('issued.unpaid');
    expect(snapshot.context.figures).toMatchObject({ amount_paid: 0, outstanding: 15_625_000 });
    expect(snapshot.context.notice).toBe(invoicePaymentMessages.paymentReversed);
  });
});
