import { Button, Flex, Link as RadixLink, Text } from '@radix-ui/themes';
import type { ResetPasswordInput } from '@schoolmates/machines/session';
import type { FieldErrors } from '@schoolmates/sdk';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { TextInput } from '../../components/form.tsx';
import { paths } from '../../lib/paths.ts';
import { AuthFooter, AuthHeading, AuthMessage } from './auth-form.tsx';

export interface ResetPasswordViewProps {
  token: string;
  busy: boolean;
  done: boolean;
  error: string | null;
  notice: string | null;
  fieldErrors: FieldErrors;
  /** The name of whoever is signed in on this browser (a link opened from the portal's mailbox). */
  signedInAs?: string | null;
  onSubmit: (input: ResetPasswordInput) => void;
}

export function ResetPasswordView({
  token,
  busy,
  done,
  error,
  notice,
  fieldErrors,
  signedInAs = null,
  onSubmit,
}: ResetPasswordViewProps) {
  const [mismatch, setMismatch] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = String(data.get('password') ?? '');
    const confirmation = String(data.get('password_confirmation') ?? '');
    setMismatch(password !== confirmation);
    if (password !== confirmation) return;
    onSubmit({ token, password, password_confirmation: confirmation });
  };
  const errors = mismatch
    ? { ...fieldErrors, password_confirmation: ['The two passwords do not match.'] }
    : fieldErrors;
  return (
    <>
      <AuthHeading title="Choose a new password" subtitle="Use at least 8 characters." />
      <AuthMessage
        error={token ? error : 'This reset link is incomplete. Ask for a new one.'}
        notice={
          done && signedInAs
            ? `The password has been reset. You are still signed in as ${signedInAs}: the link was for another account.`
            : done
              ? notice
              : null
        }
      />
      {!done && token && signedInAs && (
        <Text as="p" size="2" color="gray" mb="4">
          You are signed in as {signedInAs}. If this link is for your own account, you will be
          signed out everywhere and sign in again with the new password.
        </Text>
      )}
      {!done && token && (
        <form onSubmit={submit}>
          <Flex direction="column" gap="4">
            <TextInput
              label="New password"
              name="password"
              type="password"
              required
              minLength={8}
              autoComplete="new-password"
              size="3"
              errors={errors}
              disabled={busy}
            />
            <TextInput
              label="Confirm new password"
              name="password_confirmation"
              type="password"
              required
              minLength={8}
              autoComplete="new-password"
              size="3"
              errors={errors}
              disabled={busy}
            />
            <Button type="submit" size="3" loading={busy}>
              Reset password
            </Button>
          </Flex>
        </form>
      )}
      <AuthFooter>
        <RadixLink asChild>
          {signedInAs ? (
            <Link to={paths.home}>Back to the portal</Link>
          ) : (
            <Link to={paths.signIn}>
              {done ? 'Sign in with your new password' : 'Back to sign in'}
            </Link>
          )}
        </RadixLink>
      </AuthFooter>
    </>
  );
}
