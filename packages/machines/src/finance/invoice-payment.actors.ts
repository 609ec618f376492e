import { type SchoolmatesClient, unwrap } from '@schoolmates/sdk';
import { fromPromise } from 'xstate';
import { invoiceDraftMachine } from './invoice-draft.machine.ts';
import { invoicePaymentMachine } from './invoice-payment.machine.ts';
import type {
  FeeRecord,
  InvoiceInput,
  InvoiceRecord,
  InvoiceUpdate,
  PaymentRecord,
  PaymentRequest,
  PaymentUpdate,
} from './invoice-payment.rules.ts';
import { keepPaymentKeyWith, paymentMachine } from './payment.machine.ts';
import { paymentCorrectionMachine } from './payment-correction.machine.ts';

export interface InvoicePaymentDependencies {
  client: SchoolmatesClient;
  /** Makes the Idempotency-Key of a new payment; `crypto.randomUUID` by default. */
  newKey?: () => string;
}

/** The invoice's actors, backed by the SDK, its children's among them. */
export function createInvoicePaymentActors({ client, newKey }: InvoicePaymentDependencies) {
  return {
    draft: invoiceDraftMachine.provide({
      actors: {
        listFees: fromPromise<
          FeeRecord[],
          { term?: InvoiceInput['term']; session?: string; class_id?: string }
        >(async ({ input }) => {
          const answer = await unwrap(client.GET('/fee', { params: { query: input } }));
          return answer.data;
        }),
        createInvoice: fromPromise<InvoiceRecord, InvoiceInput>(async ({ input }) => {
          const answer = await unwrap(client.POST('/invoice', { body: input }));
          return answer.data;
        }),
      },
    }),
    payment: paymentMachine.provide({
      actors: {
        /** One payment per key: a retry with the same key gets the first answer back. */
        recordPayment: fromPromise<PaymentRecord, PaymentRequest>(async ({ input }) => {
          const answer = await unwrap(
            client.POST('/payment', {
              params: { header: { 'Idempotency-Key': input.key } },
              body: input.payment,
            }),
          );
          return answer.data;
        }),
      },
      actions: createPaymentActions({ newKey }),
    }),
    correction: paymentCorrectionMachine.provide({
      actors: {
        loadPayment: fromPromise<PaymentRecord, { id: string }>(async ({ input }) => {
          const answer = await unwrap(
            client.GET('/payment/{id}', { params: { path: { id: input.id } } }),
          );
          return answer.data;
        }),
        updatePayment: fromPromise<PaymentRecord, { id: string; changes: PaymentUpdate }>(
          async ({ input }) => {
            const answer = await unwrap(
              client.PATCH('/payment/{id}', {
                params: { path: { id: input.id } },
                body: input.changes,
              }),
            );
            return answer.data;
          },
        ),
      },
    }),
    updateInvoice: fromPromise<InvoiceRecord, { id: string; changes: InvoiceUpdate }>(
      async ({ input }) => {
        const answer = await unwrap(
          client.PATCH('/invoice/{id}', {
            params: { path: { id: input.id } },
            body: input.changes,
          }),
        );
        return answer.data;
      },
    ),
    loadInvoice: fromPromise<InvoiceRecord, { invoice: InvoiceRecord }>(async ({ input }) => {
      const answer = await unwrap(
        client.GET('/invoice/{id}', { params: { path: { id: input.invoice.id } } }),
      );
      return answer.data;
    }),
    /** The ledger keeps the payment and its reversal; the invoice's balance is back. */
    reversePayment: fromPromise<PaymentRecord, { id: string; reason: string }>(
      async ({ input }) => {
        const answer = await unwrap(
          client.POST('/payment/{id}/reverse', {
            params: { path: { id: input.id } },
            body: { reason: input.reason },
          }),
        );
        return answer.data;
      },
    ),
  };
}

/** The payment child's key-making action, with an injected `newKey` (tests pass a predictable one). */
export function createPaymentActions({ newKey }: Pick<InvoicePaymentDependencies, 'newKey'>) {
  return newKey ? { keepPaymentKey: keepPaymentKeyWith(newKey) } : {};
}

/**
 * The invoice machine wired to the SDK:
 * `createActor(createInvoicePaymentMachine({ client }), { input: { invoice } })`, or
 * `{ input: { draft: { student_id, term, session, due_date, class_id } } }` for a new invoice.
 */
export function createInvoicePaymentMachine(dependencies: InvoicePaymentDependencies) {
  return invoicePaymentMachine.provide({ actors: createInvoicePaymentActors(dependencies) });
}
