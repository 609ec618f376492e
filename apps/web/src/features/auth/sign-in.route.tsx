import { useFreshSessionMessages, useSession, useSessionActor } from '../../app/auth.tsx';
import { SignInView } from './sign-in.view.tsx';

export default function SignInRoute() {
  const actor = useSessionActor();
  useFreshSessionMessages();
  const busy = useSession((s) => s.matches({ signedOut: 'signingIn' }));
  const error = useSession((s) => s.context.error);
  const fieldErrors = useSession((s) => s.context.fieldErrors);
  const notice = useSession((s) =>
    s.matches({ signedOut: 'passwordReset' }) ? s.context.notice : null,
  );
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
