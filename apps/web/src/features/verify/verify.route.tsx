import { ApiError } from '@schoolmates/sdk';
import { useParams } from 'react-router';
import { loadable } from '../../components/queries.ts';
import './verify.css';
import { useCardCheck, useOpenCard } from './verify.api.ts';
import { VerifyView } from './verify.view.tsx';

/** `/verify/:code`, opened from a report card's QR code or typed: no sign-in (issue 31). */
export default function VerifyRoute() {
  const code = useParams().code ?? '';
  const card = useCardCheck(code);
  const open = useOpenCard(code);
  const error = open.error instanceof ApiError ? open.error : null;
  const fieldErrors = error?.errors ?? {};
  return (
    <VerifyView
      code={code.toUpperCase()}
      card={loadable(card)}
      opening={open.isPending}
      pinErrors={fieldErrors}
      pinMessage={open.error && Object.keys(fieldErrors).length === 0 ? open.error.message : null}
      onPin={(pin) => open.mutate(pin)}
      onRetry={() => void card.refetch()}
    />
  );
}
