// Example snapshots of the invoice-payment machine, one per state, for stories and tests.
// They live apart from the machine so that it never imports its fixtures (no import cycle).
import { examplesOf, stateValueOf } from '../shared/state-value.ts';
import {
  draftContext,
  type InvoiceDraftContext,
  type InvoiceDraftState,
  invoiceDraftMachine,
  invoiceDraftStates,
} from './invoice-draft.machine.ts';
import {
  exampleDraft,
  exampleFees,
  exampleInvoice,
  examplePayment,
} from './invoice-payment.fixtures.ts';
import {
  type InvoicePaymentState,
  invoicePaymentMachine,
  invoicePaymentStates,
} from './invoice-payment.machine.ts';
import {
  type FeeRecord,
  figuresOfDraft,
  type InvoicePaymentContext,
  type InvoicePaymentInput,
  invoicePaymentMessages,
  type PaymentInput,
  startingContext,
} from './invoice-payment.rules.ts';
import { withPayment } from './invoice-records.ts';
import {
  type PaymentContext,
  type PaymentState,
  paymentMachine,
  paymentStates,
} from './payment.machine.ts';
import {
  type PaymentCorrectionContext,
  type PaymentCorrectionState,
  paymentCorrectionMachine,
  paymentCorrectionStates,
} from './payment-correction.machine.ts';

function exampleContext(
  start: InvoicePaymentInput,
  more: Partial<InvoicePaymentContext> = {},
): InvoicePaymentContext {
  return { ...startingContext(start), ...more };
}

const [schoolFees, levy] = exampleFees as [FeeRecord, FeeRecord, FeeRecord];
const unpaidInvoice = exampleInvoice();
const firstPayment = examplePayment('701', 5_000_000, { invoice: unpaidInvoice });
const partlyPaidInvoice = withPayment(unpaidInvoice, firstPayment);
const secondPayment = examplePayment('702', 10_625_000, {
  invoice: partlyPaidInvoice,
  method: 'cash',
  paidAt: '2025-10-01',
});
const paidInvoice = withPayment(partlyPaidInvoice, secondPayment);
// Paid in full at 12.5 % off, then the discount raised to 20 % elsewhere: ₦11,250 to give back.
const overpaidInvoice = exampleInvoice({
  items: [
    { fee: schoolFees, discount: 20 },
    { fee: levy, discount: 0 },
  ],
  payments: paidInvoice.attributes.payments,
  adjustments: [
    {
      adjusted_at: '2025-10-05T09:00:00.000Z',
      adjusted_by: 'Ngozi Bursar',
      reason: 'Sibling discount raised to 20 %',
      previous_total_amount: 15_625_000,
      new_total_amount: 14_500_000,
    },
  ],
});
const draftWithLines = {
  ...exampleDraft,
  items: [
    { fee_id: schoolFees.id, discount: 12.5 },
    { fee_id: levy.id, discount: 0 },
  ],
};
const drafting = exampleContext({ draft: exampleDraft });

/** One example snapshot of the draft child per state. */
export const invoiceDraftExamples = examplesOf(invoiceDraftMachine, invoiceDraftStates, {
  loadingFees: draftContext(exampleDraft),
  editing: withFees(draftContext(draftWithLines)),
  issuing: withFees(draftContext(draftWithLines)),
} satisfies Record<InvoiceDraftState, InvoiceDraftContext>);

function withFees(context: InvoiceDraftContext): InvoiceDraftContext {
  return {
    ...context,
    fees: exampleFees,
    figures: figuresOfDraft({ ...context, fees: exampleFees }),
  };
}
const exampleKey = 'a3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const examplePaymentBody: PaymentInput = {
  invoice_id: unpaidInvoice.id,
  amount_paid: 5_000_000,
  payment_method: 'transfer',
  bank_id: '9',
  paid_at: '2025-09-10',
  reference: 'TRF-0042',
};
const partlyPaid = exampleContext(
  { invoice: partlyPaidInvoice },
  { receipt: firstPayment, notice: invoicePaymentMessages.paymentRecorded },
);

const paying = exampleContext({ invoice: unpaidInvoice });

const paymentContext: PaymentContext = {
  invoiceId: unpaidInvoice.id,
  paymentKey: exampleKey,
  payment: examplePaymentBody,
  recorded: null,
  error: null,
  fieldErrors: {},
};

/** One example snapshot of the payment child per state. */
export const paymentExamples = examplesOf(paymentMachine, paymentStates, {
  entering: { ...paymentContext, paymentKey: null, payment: null },
  submitting: paymentContext,
  failed: { ...paymentContext, error: 'The server took too long' },
} satisfies Record<PaymentState, PaymentContext>);

const correction: PaymentCorrectionContext = {
  paymentId: firstPayment.id,
  payment: firstPayment,
  corrected: null,
  error: null,
  fieldErrors: {},
};

/** One example snapshot of the correction child per state. */
export const paymentCorrectionExamples = examplesOf(
  paymentCorrectionMachine,
  paymentCorrectionStates,
  {
    loading: { ...correction, payment: null },
    entering: correction,
    saving: correction,
  } satisfies Record<PaymentCorrectionState, PaymentCorrectionContext>,
);

const exampleContexts: Record<InvoicePaymentState, InvoicePaymentContext> = {
  'draft.loadingFees': drafting,
  'draft.editing': drafting,
  'draft.issuing': drafting,
  'issued.unpaid': exampleContext(
    { invoice: unpaidInvoice },
    { notice: invoicePaymentMessages.issued },
  ),
  'issued.partlyPaid': partlyPaid,
  'issued.paid': exampleContext(
    { invoice: paidInvoice },
    { receipt: secondPayment, notice: invoicePaymentMessages.paymentRecorded },
  ),
  'issued.overpaid': exampleContext({ invoice: overpaidInvoice }),
  'paying.entering': paying,
  'paying.submitting': paying,
  'paying.failed': paying,
  'correcting.loading': { ...partlyPaid, notice: null, receipt: null },
  'correcting.entering': { ...partlyPaid, notice: null, receipt: null },
  'correcting.saving': { ...partlyPaid, notice: null, receipt: null },
  adjusting: exampleContext({ invoice: unpaidInvoice }),
  reversing: { ...partlyPaid, notice: null, receipt: null },
  reloading: { ...partlyPaid, notice: null },
};

type InvoicePaymentSnapshot = ReturnType<typeof invoicePaymentMachine.resolveState>;

/** The examples of the children, by the parent state that invokes them and their id. */
const childExamples = {
  draft: { id: 'draft', examples: invoiceDraftExamples },
  paying: { id: 'payment', examples: paymentExamples },
  correcting: { id: 'correction', examples: paymentCorrectionExamples },
} as const;

/**
 * The invoice in the state, its child's example riding along in the persisted form that
 * `createActor(machine, { snapshot })` restores a child from.
 */
function exampleOf(state: InvoicePaymentState): InvoicePaymentSnapshot {
  const [parent = '', childState = ''] = state.split('.');
  const context = exampleContexts[state];
  if (!(parent in childExamples)) {
    return invoicePaymentMachine.resolveState({ value: stateValueOf(state), context });
  }
  const { id, examples } = childExamples[parent as keyof typeof childExamples];
  const snapshot = invoicePaymentMachine.resolveState({ value: parent, context });
  const child = {
    src: id,
    snapshot: examples[childState as keyof typeof examples],
    syncSnapshot: false,
  };
  return { ...snapshot, children: { [id]: child } } as unknown as InvoicePaymentSnapshot;
}

/** One example snapshot per state, for stories (`createActor(machine, { snapshot })`) and tests. */
export const invoicePaymentExamples = Object.fromEntries(
  invoicePaymentStates.map((state) => [state, exampleOf(state)]),
) as Record<InvoicePaymentState, InvoicePaymentSnapshot>;
