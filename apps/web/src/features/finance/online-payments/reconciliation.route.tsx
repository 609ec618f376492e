import { useState } from 'react';
import { loadable } from '../../../components/queries.ts';
import {
  type OnlinePaymentStatus,
  useOnlinePayments,
  useVerifyOnlinePayment,
} from './online-payments.api.ts';
import { ReconciliationView } from './reconciliation.view.tsx';

export default function ReconciliationRoute() {
  const [status, setStatus] = useState<OnlinePaymentStatus | undefined>();
  const payments = useOnlinePayments(status);
  const verify = useVerifyOnlinePayment();
  return (
    <ReconciliationView
      payments={loadable(payments)}
      status={status}
      onStatus={setStatus}
      onVerify={(reference) => verify.mutate(reference)}
      verifying={verify.isPending ? verify.variables : undefined}
      onRetry={() => void payments.refetch()}
    />
  );
}
