export { createInvoiceBatchMachine } from './invoice-batch.actors.ts';
export { invoiceBatchExamples } from './invoice-batch.examples.ts';
export {
  batchProgress,
  type InvoiceBatchAnswer,
  type InvoiceBatchContext,
  type InvoiceBatchEvent,
  type InvoiceBatchInput,
  type InvoiceBatchLine,
  type InvoiceBatchRequest,
  type InvoiceBatchState,
  invoiceBatchMachine,
  invoiceBatchMessages,
  invoiceBatchStates,
  stepsOf,
} from './invoice-batch.machine.ts';
export {
  type InvoiceDraftContext,
  type InvoiceDraftEvent,
  type InvoiceDraftState,
  invoiceDraftMachine,
  invoiceDraftStates,
} from './invoice-draft.machine.ts';
export {
  createInvoicePaymentActors,
  createInvoicePaymentMachine,
  createPaymentActions,
  type InvoicePaymentDependencies,
} from './invoice-payment.actors.ts';
export {
  invoiceDraftExamples,
  invoicePaymentExamples,
  paymentCorrectionExamples,
  paymentExamples,
} from './invoice-payment.examples.ts';
export {
  exampleDraft,
  exampleFees,
  exampleInvoice,
  examplePayment,
} from './invoice-payment.fixtures.ts';
export {
  type InvoicePaymentEvent,
  type InvoicePaymentState,
  invoicePaymentMachine,
  invoicePaymentStateOf,
  invoicePaymentStates,
} from './invoice-payment.machine.ts';
export {
  adjustmentProblem,
  correctionProblem,
  type FeeRecord,
  type InvoiceDraftInput,
  type InvoiceInput,
  type InvoiceItemInput,
  type InvoicePaymentContext,
  type InvoicePaymentInput,
  type InvoiceRecord,
  type InvoiceUpdate,
  invoicePaymentMessages,
  type PaymentChanges,
  type PaymentFields,
  type PaymentInput,
  type PaymentRecord,
  type PaymentRequest,
  type PaymentUpdate,
  paymentProblem,
  type Refusal,
} from './invoice-payment.rules.ts';
export {
  figuresOfInvoice,
  paymentSummaryOf,
  withPayment,
  withPayments,
} from './invoice-records.ts';
export {
  keepPaymentKeyWith,
  type PaymentContext,
  type PaymentEvent,
  type PaymentOutcome,
  type PaymentStart,
  type PaymentState,
  paymentMachine,
  paymentStates,
} from './payment.machine.ts';
export {
  type PaymentCorrectionContext,
  type PaymentCorrectionEvent,
  type PaymentCorrectionOutcome,
  type PaymentCorrectionState,
  paymentCorrectionMachine,
  paymentCorrectionStates,
} from './payment-correction.machine.ts';
