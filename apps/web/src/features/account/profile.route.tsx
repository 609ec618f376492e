import type { FieldErrors } from '@schoolmates/sdk';
import { fieldErrorsOf } from '../../components/form.tsx';
import { loadable } from '../../components/queries.ts';
import { useAuth } from '../../lib/auth.tsx';
import { useChangeMessagePreference, useMessagePreferences } from './message-preferences.api.ts';
import { MessagePreferencesView } from './message-preferences.view.tsx';
import {
  type ProfileAttributes,
  type ProfileChange,
  useChangePassword,
  useChangeProfilePhoto,
  useProfile,
  useSaveProfile,
} from './profile.api.ts';
import { type ProfileData, ProfileView } from './profile.view.tsx';

function toView(a: ProfileAttributes): ProfileData {
  const student = a.role === 'student';
  return {
    role: a.role,
    designation_name: a.designation_name,
    username: a.username,
    firstname: a.firstname,
    surname: a.surname,
    middlename: a.middlename,
    email: student ? a.email_address : a.email,
    phone: student ? a.phone_number : a.phoneno,
    address: student ? a.home_address : a.address,
    image: a.image,
    campus_name: a.campus_name,
    school_name: a.school_name,
  };
}

const wireToView: Record<string, string> = {
  phoneno: 'phone',
  phone_number: 'phone',
  email_address: 'email',
  home_address: 'address',
};

function viewErrors(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, value] of Object.entries(errors)) out[wireToView[key] ?? key] = value;
  return out;
}

/** The view's fields as the wire names them: a student's record, or anyone else's profile. */
function changeOf(student: boolean, values: Record<string, string | null>): ProfileChange {
  if (student) {
    return {
      student: {
        email_address: values.email ?? null,
        phone_number: values.phone ?? null,
        home_address: values.address ?? null,
      },
    };
  }
  return {
    staff: {
      firstname: values.firstname ?? undefined,
      surname: values.surname ?? undefined,
      middlename: values.middlename ?? null,
      email: values.email ?? null,
      phoneno: values.phone ?? null,
      address: values.address ?? null,
    },
  };
}

export default function ProfileRoute() {
  const { user } = useAuth();
  const profile = useProfile();
  const isStudent = profile.data?.role === 'student';
  const firstSignIn = user?.must_change_password === true;
  const preferences = useMessagePreferences(!firstSignIn);
  const changePreference = useChangeMessagePreference();
  const save = useSaveProfile(profile.data);
  const avatar = useChangeProfilePhoto(profile.data);
  const password = useChangePassword();

  return (
    <ProfileView
      status={profile.isPending ? 'loading' : profile.isError ? 'error' : 'ready'}
      error={profile.error?.message}
      profile={profile.data ? toView(profile.data) : null}
      namesEditable={!isStudent && profile.data?.role !== 'guardian'}
      saving={save.isPending}
      saveErrors={viewErrors(fieldErrorsOf(save.error))}
      uploading={avatar.isPending}
      changingPassword={password.isPending}
      passwordErrors={fieldErrorsOf(password.error)}
      firstSignIn={firstSignIn}
      notifications={
        <MessagePreferencesView
          preferences={loadable(preferences)}
          changing={changePreference.isPending ? changePreference.variables.channel : null}
          errors={fieldErrorsOf(changePreference.error)}
          onChange={(change) => changePreference.mutate(change)}
          onRetry={() => void preferences.refetch()}
        />
      }
      onSave={(values) => save.mutate(changeOf(isStudent, values))}
      onAvatar={(file) => avatar.mutate(file)}
      onChangePassword={(input) => password.mutate(input)}
      onRetry={() => void profile.refetch()}
    />
  );
}
