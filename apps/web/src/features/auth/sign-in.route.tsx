import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useFreshSessionMessages, useSession, useSessionActor } from '../../lib/auth.tsx';
import { SignInView } from './sign-in.view.tsx';

export default function SignInRoute() {
  const actor = useSessionActor();
  const [params] = useSearchParams();
  const redirectUrl = params.get('redirectUrl');
  useFreshSessionMessages();
  useEffect(() => {
    // The machine keeps the wanted page for after sign-in (product spec §2).
    if (redirectUrl) actor.send({ type: 'session.requireSignIn', path: redirectUrl });
  }, [actor, redirectUrl]);
  const busy = useSession((s) => s.matches({ signedOut: 'signingIn' }));
  const error = useSession((s) => s.context.error);
  const fieldErrors = useSession((s) => s.context.fieldErrors);
  const notice = useSession((s) => (s.matches('signedOut') ? s.context.notice : null));
  return (
    <SignInView
      busy={busy}
      error={error}
      notice={notice}
      fieldErrors={fieldErrors}
      onSubmit={(username, password) => actor.send({ type: 'session.signIn', username, password })}
    />
  );
}
