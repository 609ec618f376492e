import { useSearchParams } from 'react-router';
import { useFreshSessionMessages, useSession, useSessionActor } from '../../lib/auth.tsx';
import { ResetPasswordView } from './reset-password.view.tsx';

export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const actor = useSessionActor();
  useFreshSessionMessages();
  const busy = useSession((s) => s.matches({ signedOut: 'resettingPassword' }));
  const error = useSession((s) => s.context.error);
  const notice = useSession((s) => s.context.notice);
  const done = !busy && notice !== null;
  const fieldErrors = useSession((s) => s.context.fieldErrors);
  return (
    <ResetPasswordView
      token={params.get('token') ?? ''}
      busy={busy}
      done={done}
      error={error}
      notice={notice}
      fieldErrors={fieldErrors}
      onSubmit={(input) => actor.send({ type: 'session.resetPassword', input })}
    />
  );
}
