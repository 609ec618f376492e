import { Button, Flex, Grid, Link as RadixLink } from '@radix-ui/themes';
import type { SignUpInput } from '@schoolmates/machines/session';
import type { FieldErrors } from '@schoolmates/sdk';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { SelectInput, TextInput } from '../../components/form.tsx';
import { paths } from '../../lib/paths.ts';
import { AuthFooter, AuthHeading, AuthMessage } from './auth-form.tsx';

export interface SignUpViewProps {
  busy: boolean;
  error: string | null;
  fieldErrors: FieldErrors;
  onSubmit: (input: SignUpInput) => void;
}

const schoolTypes = [
  { value: 'elementary', label: 'Elementary (primary and secondary)' },
  { value: 'preschool', label: 'Preschool (nursery)' },
] as const;

export function SignUpView({ busy, error, fieldErrors, onSubmit }: SignUpViewProps) {
  const [schoolType, setSchoolType] = useState<SignUpInput['school_type']>('elementary');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    onSubmit({
      school_name: text('school_name'),
      school_type: schoolType,
      surname: text('surname'),
      firstname: text('firstname'),
      email: text('email'),
      ...(text('username') ? { username: text('username') } : {}),
      password: String(data.get('password') ?? ''),
    });
  };
  return (
    <>
      <AuthHeading title="Register your school" subtitle="You will be its first administrator." />
      <AuthMessage error={error} />
      <form onSubmit={submit}>
        <Flex direction="column" gap="4">
          <TextInput
            label="School name"
            name="school_name"
            required
            errors={fieldErrors}
            disabled={busy}
          />
          <SelectInput
            label="School type"
            name="school_type"
            value={schoolType}
            onValueChange={(v) => setSchoolType(v as SignUpInput['school_type'])}
            options={schoolTypes}
            errors={fieldErrors}
            required
          />
          <Grid columns={{ initial: '1', sm: '2' }} gap="4">
            <TextInput
              label="First name"
              name="firstname"
              required
              autoComplete="given-name"
              errors={fieldErrors}
              disabled={busy}
            />
            <TextInput
              label="Surname"
              name="surname"
              required
              autoComplete="family-name"
              errors={fieldErrors}
              disabled={busy}
            />
          </Grid>
          <TextInput
            label="Email"
            name="email"
            type="email"
            required
            autoComplete="email"
            errors={fieldErrors}
            disabled={busy}
          />
          <TextInput
            label="Username"
            name="username"
            autoComplete="username"
            hint="Optional: firstname.surname when left empty"
            errors={fieldErrors}
            disabled={busy}
          />
          <TextInput
            label="Password"
            name="password"
            type="password"
            required
            minLength={8}
            autoComplete="new-password"
            hint="At least 8 characters"
            errors={fieldErrors}
            disabled={busy}
          />
          <Button type="submit" size="3" loading={busy}>
            Create school
          </Button>
        </Flex>
      </form>
      <AuthFooter>
        Already registered?{' '}
        <RadixLink asChild>
          <Link to={paths.signIn}>Sign in</Link>
        </RadixLink>
      </AuthFooter>
    </>
  );
}
