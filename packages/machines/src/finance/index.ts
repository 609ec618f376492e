export {
  createInvoicePaymentActions,
  createInvoicePaymentActors,
  createInvoicePaymentMachine,
  type InvoicePaymentDependencies,
} from './invoice-payment.actors.ts';
export { invoicePaymentExamples } from './invoice-payment.examples.ts';
export {
  exampleDraft,
  exampleFees,
  exampleInvoice,
  examplePayment,
} from './invoice-payment.fixtures.ts';
export {
  adjustmentProblem,
  correctionProblem,
  type FeeRecord,
  type InvoiceDraftInput,
  type InvoiceInput,
  type InvoiceItemInput,
  type InvoicePaymentContext,
  type InvoicePaymentEvent,
  type InvoicePaymentInput,
  type InvoicePaymentState,
  type InvoiceRecord,
  type InvoiceUpdate,
  invoicePaymentMachine,
  invoicePaymentMessages,
  invoicePaymentStates,
  keepPaymentKeyWith,
  type PaymentChanges,
  type PaymentFields,
  type PaymentInput,
  type PaymentRecord,
  type PaymentRequest,
  type PaymentUpdate,
  paymentProblem,
  type Refusal,
} from './invoice-payment.machine.ts';
export {
  figuresOfInvoice,
  paymentSummaryOf,
  withPayment,
  withPayments,
} from './invoice-records.ts';
