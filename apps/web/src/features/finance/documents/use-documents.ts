import type { Schema } from '@schoolmates/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api.tsx';
import { download } from '../../../lib/download.ts';
import { useSchoolHeading } from '../../../lib/school-heading.ts';
import { toast } from '../../../lib/toast.tsx';
import { banksQuery, paymentQuery } from '../finance.api.ts';

type Invoice = Schema<'InvoiceRecord'>;

/** A document's file name: its number with the slashes made safe (`INV-2025-2026-000123.pdf`). */
export const fileNameOf = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

/**
 * Downloads an invoice or a payment's receipt as a PDF; the PDF code (jsPDF, the fonts) loads
 * only when one is asked for.
 */
export function useDocuments() {
  const client = useApi();
  const queryClient = useQueryClient();
  const school = useSchoolHeading();
  const heading = async () => {
    const found = school.data ?? (await school.refetch()).data;
    if (!found) throw new Error('Could not read the school for the PDF');
    return found;
  };
  const failed = (error: unknown) =>
    toast.error(error instanceof Error ? error.message : 'Could not make the PDF');
  return {
    invoice: async (invoice: Invoice) => {
      try {
        const [{ invoicePdf }, schoolHeading, banks] = await Promise.all([
          import('@schoolmates/documents/finance'),
          heading(),
          queryClient.fetchQuery(banksQuery(client)),
        ]);
        const blob = await invoicePdf({
          school: schoolHeading,
          invoice: invoice.attributes,
          banks,
        });
        download(blob, fileNameOf(invoice.attributes.invoice_no));
      } catch (error) {
        failed(error);
      }
    },
    receipt: async (invoice: Invoice, paymentId: string) => {
      try {
        const [{ receiptPdf }, schoolHeading, payment] = await Promise.all([
          import('@schoolmates/documents/finance'),
          heading(),
          queryClient.fetchQuery(paymentQuery(client, paymentId)),
        ]);
        const blob = await receiptPdf({
          school: schoolHeading,
          invoice: invoice.attributes,
          payment: payment.attributes,
        });
        download(blob, fileNameOf(payment.attributes.receipt_no));
      } catch (error) {
        failed(error);
      }
    },
  };
}
