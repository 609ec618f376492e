import { Button, Callout, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { formatNaira } from '@schoolmates/domain/money';
import { Link } from 'react-router';
import type { Loadable } from '../../../components/queries.ts';
import { ErrorState } from '../../../components/states.tsx';
import type { OnlinePayment } from './online-payments.api.ts';

/**
 * Where the provider sends the payer back: "Confirming your payment…" until the webhook has
 * landed (the transaction is credited), then the receipt; a failed payment says so.
 */
export function PaymentReturnView({
  payment,
  invoicesPath,
  onRetry,
}: {
  payment: Loadable<OnlinePayment>;
  invoicesPath: string;
  onRetry?: () => void;
}) {
  if (payment.status === 'error') return <ErrorState message={payment.message} onRetry={onRetry} />;
  const back = (
    <Button asChild variant="soft">
      <Link to={invoicesPath}>Back to invoices</Link>
    </Button>
  );
  if (
    payment.status === 'loading' ||
    payment.data.status === 'initialized' ||
    payment.data.status === 'paid'
  ) {
    return (
      <Card size="3" role="status" aria-live="polite">
        <Flex direction="column" align="center" gap="3" py="6" style={{ textAlign: 'center' }}>
          <Spinner size="3" />
          <Heading as="h2" size="4">
            Confirming your payment…
          </Heading>
          <Text color="gray" size="2" style={{ maxWidth: 420 }}>
            We are waiting for the payment provider to confirm it. This usually takes a few seconds;
            you may leave this page, and the receipt will be on your invoice.
          </Text>
        </Flex>
      </Card>
    );
  }
  const p = payment.data;
  if (p.status === 'credited') {
    return (
      <Card size="3" role="status">
        <Flex direction="column" align="center" gap="3" py="6" style={{ textAlign: 'center' }}>
          <Heading as="h2" size="5" color="green">
            Payment received
          </Heading>
          <Text size="3">
            {formatNaira(p.paid_amount ?? p.amount)}
            {p.receipt_no && (
              <>
                {' '}
                · receipt <Text weight="bold">{p.receipt_no}</Text>
              </>
            )}
          </Text>
          <Text color="gray" size="2">
            The receipt is on your invoice, and on its way to you by e-mail.
          </Text>
          {p.excess > 0 && (
            <Text color="gray" size="2">
              {formatNaira(p.excess)} above the balance is kept as a credit for the next invoice.
            </Text>
          )}
          <Flex gap="2" wrap="wrap" justify="center">
            {back}
          </Flex>
        </Flex>
      </Card>
    );
  }
  return (
    <Flex direction="column" gap="3">
      <Callout.Root color="red" role="alert">
        <Callout.Text>
          The payment was not confirmed{p.flag ? `: ${p.flag}` : '.'} Nothing was recorded on your
          invoice; if money left your account, the bursary will see it and put it right.
        </Callout.Text>
      </Callout.Root>
      <Flex>{back}</Flex>
    </Flex>
  );
}
