import { type SchoolmatesClient, unwrap } from '@schoolmates/sdk';
import { fromPromise } from 'xstate';
import {
  type InvoiceBatchAnswer,
  type InvoiceBatchInput,
  invoiceBatchMachine,
} from './invoice-batch.machine.ts';

/** The batch machine wired to the SDK: `createActor(createInvoiceBatchMachine({ client }))`. */
export function createInvoiceBatchMachine({ client }: { client: SchoolmatesClient }) {
  return invoiceBatchMachine.provide({
    actors: {
      invoiceBatch: fromPromise<InvoiceBatchAnswer, InvoiceBatchInput>(({ input }) =>
        unwrap(client.POST('/invoice/batch', { body: input })),
      ),
    },
  });
}
