import { Avatar, Button, Callout, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import type { FieldErrors } from '@schoolmates/sdk';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { formValues, TextInput } from '../../components/form.tsx';
import { ErrorState } from '../../components/states.tsx';
import { initials, personName } from '../../lib/names.ts';

export interface ProfileData {
  role: string;
  designation_name: string;
  username: string;
  firstname: string;
  surname: string;
  middlename: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  image: string | null;
  campus_name: string;
  school_name: string;
}

export interface PasswordInput {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

export interface ProfileViewProps {
  status: 'loading' | 'error' | 'ready';
  error?: string;
  profile: ProfileData | null;
  /** Students change only their contact details. */
  namesEditable: boolean;
  saving: boolean;
  saveErrors: FieldErrors;
  uploading: boolean;
  changingPassword: boolean;
  passwordErrors: FieldErrors;
  /** Signed in with a one-time password: nothing else opens until a new one is chosen. */
  firstSignIn?: boolean;
  /** The channels the person is told things by (a card of its own, under their details). */
  notifications?: ReactNode;
  onSave: (values: Record<string, string | null>) => void;
  onAvatar: (file: File) => void;
  onChangePassword: (input: PasswordInput) => void;
  onRetry?: () => void;
}

function DetailsForm({
  profile,
  namesEditable,
  saving,
  saveErrors,
  onSave,
}: Pick<ProfileViewProps, 'namesEditable' | 'saving' | 'saveErrors' | 'onSave'> & {
  profile: ProfileData;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const v = formValues(event.currentTarget);
    const out: Record<string, string | null> = {};
    for (const [key, value] of Object.entries(v)) out[key] = value ?? null;
    onSave(out);
  };
  return (
    <Card size="3">
      <Heading as="h2" size="4" mb="4">
        Your details
      </Heading>
      <form onSubmit={submit}>
        <Flex direction="column" gap="4">
          {namesEditable && (
            <Grid columns={{ initial: '1', sm: '3' }} gap="4">
              <TextInput
                label="First name"
                name="firstname"
                defaultValue={profile.firstname}
                required
                errors={saveErrors}
              />
              <TextInput
                label="Middle name"
                name="middlename"
                defaultValue={profile.middlename ?? ''}
                errors={saveErrors}
              />
              <TextInput
                label="Surname"
                name="surname"
                defaultValue={profile.surname}
                required
                errors={saveErrors}
              />
            </Grid>
          )}
          <Grid columns={{ initial: '1', sm: '2' }} gap="4">
            <TextInput
              label="Email"
              name="email"
              type="email"
              defaultValue={profile.email ?? ''}
              errors={saveErrors}
            />
            <TextInput
              label="Phone"
              name="phone"
              type="tel"
              defaultValue={profile.phone ?? ''}
              errors={saveErrors}
            />
          </Grid>
          <TextInput
            label="Address"
            name="address"
            defaultValue={profile.address ?? ''}
            errors={saveErrors}
          />
          <Flex justify="end">
            <Button type="submit" loading={saving}>
              Save details
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}

function PasswordForm({
  busy,
  errors,
  onSubmit,
}: {
  busy: boolean;
  errors: FieldErrors;
  onSubmit: (input: PasswordInput) => void;
}) {
  const [mismatch, setMismatch] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      old_password: String(data.get('old_password') ?? ''),
      new_password: String(data.get('new_password') ?? ''),
      confirm_password: String(data.get('confirm_password') ?? ''),
    };
    setMismatch(input.new_password !== input.confirm_password);
    if (input.new_password !== input.confirm_password) return;
    onSubmit(input);
    event.currentTarget.reset();
  };
  const all = mismatch
    ? { ...errors, confirm_password: ['The two passwords do not match.'] }
    : errors;
  return (
    <Card size="3">
      <Heading as="h2" size="4" mb="1">
        Change password
      </Heading>
      <Text as="p" size="2" color="gray" mb="4">
        Changing it signs you out on every other device.
      </Text>
      <form onSubmit={submit}>
        <Flex direction="column" gap="4">
          <TextInput
            label="Current password"
            name="old_password"
            type="password"
            autoComplete="current-password"
            required
            errors={all}
          />
          <Grid columns={{ initial: '1', sm: '2' }} gap="4">
            <TextInput
              label="New password"
              name="new_password"
              type="password"
              autoComplete="new-password"
              minLength={8}
              required
              errors={all}
            />
            <TextInput
              label="Confirm new password"
              name="confirm_password"
              type="password"
              autoComplete="new-password"
              minLength={8}
              required
              errors={all}
            />
          </Grid>
          <Flex justify="end">
            <Button type="submit" variant="soft" loading={busy}>
              Change password
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}

export function ProfileView(props: ProfileViewProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  if (props.status === 'error')
    return (
      <ErrorState
        message={props.error ?? 'Your profile could not be loaded.'}
        onRetry={props.onRetry}
      />
    );
  const profile = props.profile;
  const password = (
    <PasswordForm
      busy={props.changingPassword}
      errors={props.passwordErrors}
      onSubmit={props.onChangePassword}
    />
  );
  return (
    <Grid columns={{ initial: '1', md: '280px 1fr' }} gap="5" align="start">
      <Card size="3">
        <Flex direction="column" align="center" gap="3" style={{ textAlign: 'center' }}>
          <Avatar
            size="7"
            radius="full"
            src={profile?.image ?? undefined}
            fallback={profile ? initials(profile) : '…'}
          />
          <div>
            <Heading as="h2" size="4">
              {profile ? personName(profile) : 'Loading…'}
            </Heading>
            <Text as="p" size="2" color="gray">
              {profile ? `${profile.designation_name} · @${profile.username}` : ' '}
            </Text>
            <Text as="p" size="1" color="gray" mt="1">
              {profile ? `${profile.campus_name}, ${profile.school_name}` : ' '}
            </Text>
          </div>
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg"
            hidden
            aria-label="Choose a photo"
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              if (file) props.onAvatar(file);
              e.currentTarget.value = '';
            }}
          />
          <Button
            variant="soft"
            loading={props.uploading}
            disabled={!profile}
            onClick={() => fileInput.current?.click()}
          >
            Change photo
          </Button>
          <Text size="1" color="gray">
            PNG or JPEG
          </Text>
        </Flex>
      </Card>
      <Flex direction="column" gap="5">
        {props.firstSignIn ? (
          <>
            <Callout.Root color="amber" role="status">
              <Callout.Text>
                You signed in with a one-time password. Choose your own password to go on; then sign
                in with it.
              </Callout.Text>
            </Callout.Root>
            {password}
          </>
        ) : null}
        {profile ? (
          <DetailsForm
            profile={profile}
            namesEditable={props.namesEditable}
            saving={props.saving}
            saveErrors={props.saveErrors}
            onSave={props.onSave}
          />
        ) : (
          <Card size="3" aria-busy="true">
            <Text color="gray">Loading your details…</Text>
          </Card>
        )}
        {props.firstSignIn ? null : props.notifications}
        {props.firstSignIn ? null : password}
      </Flex>
    </Grid>
  );
}
