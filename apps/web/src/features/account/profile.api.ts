import { flatten, type Schema, unwrap } from '@schoolmates/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '../../components/upload.ts';
import { useApi } from '../../lib/api.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { toast } from '../../lib/toast.tsx';
import { messagePreferencesKey } from './message-preferences.api.ts';

export type ProfileAttributes = Schema<'ProfileAttributes'>;
export type Profile = ProfileAttributes & { queryId: string };
const profileKey = ['profile'] as const;

/** The signed-in person's own details. */
export function useProfile() {
  const client = useApi();
  return useQuery({
    queryKey: profileKey,
    queryFn: async (): Promise<Profile> => flatten((await unwrap(client.GET('/profile'))).data),
  });
}

/** A change of one's own details, in the shape a student's record or anyone else's takes. */
export type ProfileChange =
  | { student: Schema<'StudentProfileUpdate'> }
  | { staff: Schema<'ProfileStaffUpdate'> };

/**
 * A mutation sending a change of one's own details (made from its input by `change`); the answer,
 * the saved details, fills the cache and the session's user, and the message preferences are
 * read again (a new e-mail or phone is the address a channel uses).
 */
function useProfileChange<Input>(
  profile: Profile | undefined,
  change: (input: Input) => Promise<ProfileChange>,
  success: string,
) {
  const client = useApi();
  const queryClient = useQueryClient();
  const { user, updateUser } = useAuth();
  const queryId = profile?.queryId ?? '';
  return useMutation({
    mutationFn: async (input: Input) => {
      const sent = await change(input);
      const answer =
        'student' in sent
          ? await unwrap(
              client.PATCH('/profile/{id}', {
                params: { path: { id: queryId } },
                body: sent.student,
              }),
            )
          : await unwrap(client.PATCH('/profile', { body: sent.staff }));
      return answer.data.attributes as ProfileAttributes;
    },
    onSuccess: (attributes) => {
      queryClient.setQueryData(profileKey, { ...attributes, queryId });
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
      toast.success(success);
    },
  });
}

export function useSaveProfile(profile: Profile | undefined) {
  return useProfileChange(
    profile,
    async (change: ProfileChange) => change,
    'Your details have been saved',
  );
}

/** Uploads a new photo (a student's is a student photo) and makes it one's own. */
export function useChangeProfilePhoto(profile: Profile | undefined) {
  const client = useApi();
  const student = profile?.role === 'student';
  return useProfileChange(
    profile,
    async (file: File): Promise<ProfileChange> => {
      const image_file_id = await uploadFile(client, file, student ? 'student_photo' : 'avatar');
      return student ? { student: { image_file_id } } : { staff: { image_file_id } };
    },
    'Your photo has been updated',
  );
}

export function useChangePassword() {
  const client = useApi();
  return useMutation({
    mutationFn: async (body: Schema<'AuthChangePasswordInput'>) =>
      unwrap(client.POST('/changepassword', { body })),
    onSuccess: () => toast.success('Your password has been changed'),
  });
}
