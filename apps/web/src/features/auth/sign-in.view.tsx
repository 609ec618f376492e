import { Button, Flex, Link as RadixLink } from '@radix-ui/themes';
import type { FieldErrors } from '@schoolmates/sdk';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { TextInput } from '../../components/form.tsx';
import { paths } from '../../lib/paths.ts';
import { AuthFooter, AuthHeading, AuthMessage } from './auth-form.tsx';

export interface SignInViewProps {
  busy: boolean;
  error: string | null;
  notice?: string | null;
  fieldErrors: FieldErrors;
  onSubmit: (username: string, password: string) => void;
}

export function SignInView({ busy, error, notice, fieldErrors, onSubmit }: SignInViewProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSubmit(String(data.get('username') ?? '').trim(), String(data.get('password') ?? ''));
  };
  return (
    <>
      <AuthHeading title="Welcome back" subtitle="Enter your details to sign in." />
      <AuthMessage error={error} notice={notice} />
      <form onSubmit={submit} noValidate={false}>
        <Flex direction="column" gap="4">
          <TextInput
            label="Username"
            name="username"
            autoComplete="username"
            required
            size="3"
            errors={fieldErrors}
            disabled={busy}
          />
          <TextInput
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            size="3"
            errors={fieldErrors}
            disabled={busy}
          />
          <Flex justify="end">
            <RadixLink asChild size="2">
              <Link to={paths.forgotPassword}>Forgot password?</Link>
            </RadixLink>
          </Flex>
          <Button type="submit" size="3" loading={busy}>
            Sign in
          </Button>
        </Flex>
      </form>
      <AuthFooter>
        New school?{' '}
        <RadixLink asChild>
          <Link to={paths.signUp}>Register your school</Link>
        </RadixLink>
      </AuthFooter>
    </>
  );
}
