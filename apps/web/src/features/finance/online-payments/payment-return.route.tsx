import { useSearchParams } from 'react-router';
import { loadable } from '../../../components/queries.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { paths } from '../../../lib/paths.ts';
import { useOnlinePayment } from './online-payments.api.ts';
import { PaymentReturnView } from './payment-return.view.tsx';

/** The provider's return address (`/pay/return?reference=…`). */
export default function PaymentReturnRoute() {
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? '';
  const payment = useOnlinePayment(reference);
  const { user } = useAuth();
  const studentId = payment.data?.student_id;
  return (
    <PaymentReturnView
      payment={loadable(payment)}
      invoicesPath={
        user?.role === 'guardian' && studentId ? paths.familyChild(studentId) : paths.myInvoice
      }
      onRetry={() => void payment.refetch()}
    />
  );
}
