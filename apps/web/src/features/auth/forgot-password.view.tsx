import { Button, Flex, Link as RadixLink } from '@radix-ui/themes';
import type { FieldErrors } from '@schoolmates/sdk';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { TextInput } from '../../components/form.tsx';
import { paths } from '../../lib/paths.ts';
import { AuthFooter, AuthHeading, AuthMessage } from './auth-form.tsx';

export interface ForgotPasswordViewProps {
  busy: boolean;
  sent: boolean;
  error: string | null;
  notice: string | null;
  fieldErrors: FieldErrors;
  onSubmit: (email: string) => void;
}

export function ForgotPasswordView({
  busy,
  sent,
  error,
  notice,
  fieldErrors,
  onSubmit,
}: ForgotPasswordViewProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(String(new FormData(event.currentTarget).get('email') ?? '').trim());
  };
  return (
    <>
      <AuthHeading
        title="Forgot password"
        subtitle="We will email you a link to choose a new one."
      />
      <AuthMessage error={error} notice={sent ? notice : null} />
      {!sent && (
        <form onSubmit={submit}>
          <Flex direction="column" gap="4">
            <TextInput
              label="Email"
              name="email"
              type="email"
              required
              autoComplete="email"
              size="3"
              errors={fieldErrors}
              disabled={busy}
            />
            <Button type="submit" size="3" loading={busy}>
              Send reset link
            </Button>
          </Flex>
        </form>
      )}
      <AuthFooter>
        <RadixLink asChild>
          <Link to={paths.signIn}>Back to sign in</Link>
        </RadixLink>
      </AuthFooter>
    </>
  );
}
