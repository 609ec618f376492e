import { useFreshSessionMessages, useSession, useSessionActor } from '../../lib/auth.tsx';
import { SignUpView } from './sign-up.view.tsx';

export default function SignUpRoute() {
  const actor = useSessionActor();
  useFreshSessionMessages();
  const busy = useSession((s) => s.matches({ signedOut: 'signingUp' }));
  const error = useSession((s) => s.context.error);
  const fieldErrors = useSession((s) => s.context.fieldErrors);
  return (
    <SignUpView
      busy={busy}
      error={error}
      fieldErrors={fieldErrors}
      onSubmit={(input) => actor.send({ type: 'session.signUp', input })}
    />
  );
}
