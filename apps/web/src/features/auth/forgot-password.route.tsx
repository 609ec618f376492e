import { useFreshSessionMessages, useSession, useSessionActor } from '../../lib/auth.tsx';
import { ForgotPasswordView } from './forgot-password.view.tsx';

export default function ForgotPasswordRoute() {
  const actor = useSessionActor();
  useFreshSessionMessages();
  const busy = useSession((s) => s.matches({ signedOut: 'requestingReset' }));
  const error = useSession((s) => s.context.error);
  const notice = useSession((s) => s.context.notice);
  // The machine is back to idle with a notice once the link is on its way.
  const sent = !busy && notice !== null;
  const fieldErrors = useSession((s) => s.context.fieldErrors);
  return (
    <ForgotPasswordView
      busy={busy}
      sent={sent}
      error={error}
      notice={notice}
      fieldErrors={fieldErrors}
      onSubmit={(email) => actor.send({ type: 'session.forgotPassword', email })}
    />
  );
}
