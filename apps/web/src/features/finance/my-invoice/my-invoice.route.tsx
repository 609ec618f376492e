import { loadable, mapLoadable } from '../../../components/queries.ts';
import { useDocuments } from '../documents/use-documents.ts';
import { useInvoices } from '../finance.api.ts';
import { useStartOnlinePayment } from '../online-payments/online-payments.api.ts';
import { MyInvoiceView } from './my-invoice.view.tsx';

/** `studentId`: a guardian's child (issue 28); the server answers only the caller's own. */
export default function MyInvoiceRoute({ studentId }: { studentId?: string }) {
  // The server answers a student with their own invoices only, of every session.
  const invoices = useInvoices({ per_page: 50, ...(studentId ? { student_id: studentId } : {}) });
  const documents = useDocuments();
  const pay = useStartOnlinePayment();
  return (
    <MyInvoiceView
      invoices={mapLoadable(loadable(invoices), (answer) => answer.data)}
      onDownloadInvoice={(invoice) => void documents.invoice(invoice)}
      onDownloadReceipt={(invoice, id) => void documents.receipt(invoice, id)}
      onPayOnline={(invoice) => pay.mutate({ invoice_id: invoice.id })}
      paying={pay.isPending ? pay.variables?.invoice_id : undefined}
      onRetry={() => void invoices.refetch()}
    />
  );
}
