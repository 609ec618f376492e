import { Button, Flex, Link as RadixLink } from '@radix-ui/themes';
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
  onSubmit: (input: ResetPasswordInput) => void;
}

export function ResetPasswordView({
  token,
  busy,
  done,
  error,
  notice,
  fieldErrors,
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
        notice={done ? notice : null}
      />
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
          <Link to={paths.signIn}>
            {done ? 'Sign in with your new password' : 'Back to sign in'}
          </Link>
        </RadixLink>
      </AuthFooter>
    </>
  );
}
