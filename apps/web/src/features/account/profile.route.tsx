import { type FieldErrors, flatten, type Schema, unwrap } from '@schoolmates/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fieldErrorsOf } from '../../components/form.tsx';
import { loadable } from '../../components/queries.ts';
import { uploadFile } from '../../components/upload.ts';
import { useApi } from '../../lib/api.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { toast } from '../../lib/toast.tsx';
import {
  messagePreferencesKey,
  useChangeMessagePreference,
  useMessagePreferences,
} from './message-preferences.api.ts';
import { MessagePreferencesView } from './message-preferences.view.tsx';
import { type PasswordInput, type ProfileData, ProfileView } from './profile.view.tsx';

type Attributes = Schema<'ProfileAttributes'>;

function toView(a: Attributes): ProfileData {
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

export default function ProfileRoute() {
  const client = useApi();
  const queryClient = useQueryClient();
  const { user, updateUser } = useAuth();
  const profile = useQuery({
    queryKey: ['profile'],
    queryFn: async () => flatten((await unwrap(client.GET('/profile'))).data),
  });
  const isStudent = profile.data?.role === 'student';
  const firstSignIn = user?.must_change_password === true;
  const preferences = useMessagePreferences(!firstSignIn);
  const changePreference = useChangeMessagePreference();

  const afterSave = (attributes: Attributes) => {
    queryClient.setQueryData(['profile'], { ...attributes, queryId: profile.data?.queryId ?? '' });
    // A new e-mail or phone is the address a channel uses.
    void queryClient.invalidateQueries({ queryKey: messagePreferencesKey });
    if (user) {
      updateUser({
        ...user,
        firstname: attributes.firstname,
        surname: attributes.surname,
        image: attributes.image,
        avatar: attributes.image,
      });
    }
  };

  const patch = async (values: Record<string, string | null>, imageId?: string) => {
    if (isStudent) {
      const body: Schema<'StudentProfileUpdate'> =
        imageId !== undefined
          ? { image_file_id: imageId }
          : {
              email_address: values.email ?? null,
              phone_number: values.phone ?? null,
              home_address: values.address ?? null,
            };
      return (
        await unwrap(
          client.PATCH('/profile/{id}', {
            params: { path: { id: profile.data?.queryId ?? '' } },
            body,
          }),
        )
      ).data;
    }
    const body: Schema<'ProfileStaffUpdate'> =
      imageId !== undefined
        ? { image_file_id: imageId }
        : {
            firstname: values.firstname ?? undefined,
            surname: values.surname ?? undefined,
            middlename: values.middlename ?? null,
            email: values.email ?? null,
            phoneno: values.phone ?? null,
            address: values.address ?? null,
          };
    return (await unwrap(client.PATCH('/profile', { body }))).data;
  };

  const save = useMutation({
    mutationFn: (values: Record<string, string | null>) => patch(values),
    onSuccess: (record) => {
      afterSave(record.attributes as Attributes);
      toast.success('Your details have been saved');
    },
  });
  const avatar = useMutation({
    mutationFn: async (file: File) =>
      patch({}, await uploadFile(client, file, isStudent ? 'student_photo' : 'avatar')),
    onSuccess: (record) => {
      afterSave(record.attributes as Attributes);
      toast.success('Your photo has been updated');
    },
  });
  const password = useMutation({
    mutationFn: async (input: PasswordInput) =>
      unwrap(client.POST('/changepassword', { body: input })),
    onSuccess: () => toast.success('Your password has been changed'),
  });

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
      onSave={(values) => save.mutate(values)}
      onAvatar={(file) => avatar.mutate(file)}
      onChangePassword={(input) => password.mutate(input)}
      onRetry={() => void profile.refetch()}
    />
  );
}
