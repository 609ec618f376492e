import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useFreshSessionMessages, useSession, useSessionActor } from '../../lib/auth.tsx';
import { personName } from '../../lib/names.ts';
import { ResetPasswordView } from './reset-password.view.tsx';

/** The reset link's page: for a visitor, or for whoever is signed in (a mail read in the portal). */
export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const actor = useSessionActor();
  useFreshSessionMessages();
  const busy = useSession(
    (s) =>
      s.matches({ signedOut: 'resettingPassword' }) ||
      s.matches({ signedIn: 'resettingPassword' }) ||
      s.matches({ signedIn: 'checkingSession' }),
  );
  const error = useSession((s) => s.context.error);
  const notice = useSession((s) => s.context.notice);
  const fieldErrors = useSession((s) => s.context.fieldErrors);
  const signedInAs = useSession((s) =>
    s.matches('signedIn') && s.context.user ? personName(s.context.user) : null,
  );
  // Signed in, a reset leaves no notice (the session's notices are toasts): the page's own send
  // and its failure or not say it is done.
  const [sent, setSent] = useState(false);
  return (
    <ResetPasswordView
      token={params.get('token') ?? ''}
      busy={busy}
      done={sent && !busy && error === null}
      error={error}
      notice={notice}
      fieldErrors={fieldErrors}
      signedInAs={signedInAs}
      onSubmit={(input) => {
        setSent(true);
        actor.send({ type: 'session.resetPassword', input });
      }}
    />
  );
}
