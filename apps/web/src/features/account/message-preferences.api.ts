import { type Schema, unwrap } from '@schoolmates/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../lib/api.tsx';
import { channelLabel } from '../../lib/message-channels.ts';
import { toast } from '../../lib/toast.tsx';

export type MessagePreference = Schema<'MessagePreference'>;
export type PreferenceChange = { channel: MessagePreference['channel']; enabled: boolean };

/** Under the profile's key: saving the profile (a new e-mail or phone) refreshes the addresses. */
export const messagePreferencesKey = ['profile', 'message-preferences'] as const;

/**
 * The channels the signed-in person is told things by, each with the address it would use;
 * asked for only when `enabled` (after a one-time password the server answers nothing else).
 */
export function useMessagePreferences(enabled: boolean) {
  const client = useApi();
  return useQuery({
    queryKey: messagePreferencesKey,
    enabled,
    queryFn: async () => (await unwrap(client.GET('/profile/message-preferences'))).data,
  });
}

/** Turns one channel on or off; the answer (every channel) replaces the cached list. */
export function useChangeMessagePreference() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ channel, enabled }: PreferenceChange) =>
      (await unwrap(client.PUT('/profile/message-preferences', { body: { [channel]: enabled } })))
        .data,
    onSuccess: (preferences, { channel, enabled }) => {
      queryClient.setQueryData(messagePreferencesKey, preferences);
      toast.success(`${channelLabel[channel]} notifications turned ${enabled ? 'on' : 'off'}`);
    },
  });
}
