import { type Schema, unwrap } from '@schoolmates/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../lib/api.tsx';
import { toast } from '../../lib/toast.tsx';

export type ChannelSettings = Schema<'MessageChannelSettings'>;
export type ProviderChannel = Schema<'ProviderChannel'>;
export type ChannelInput = Schema<'MessageChannelInput'>;

export const channelSettingsKey = ['message-channels'] as const;

/** The school's SMS and WhatsApp settings: one entry per channel set up (keys never answered). */
export function useMessageChannels() {
  const client = useApi();
  return useQuery({
    queryKey: channelSettingsKey,
    queryFn: async () => (await unwrap(client.GET('/message-channels'))).data,
  });
}

const withChannel = (list: ChannelSettings[] | undefined, saved: ChannelSettings) => [
  ...(list ?? []).filter((c) => c.channel !== saved.channel),
  saved,
];

/** Sets a channel up, changes it or pauses it; the answer replaces it in the cached list. */
export function useSaveMessageChannel() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ channel, input }: { channel: ProviderChannel; input: ChannelInput }) =>
      unwrap(
        client.PUT('/message-channels/{channel}', { params: { path: { channel } }, body: input }),
      ),
    onSuccess: (answer) => {
      queryClient.setQueryData<ChannelSettings[]>(channelSettingsKey, (list) =>
        withChannel(list, answer.data),
      );
      toast.success(answer.message ?? 'Saved');
    },
  });
}

/** Forgets a channel's settings and keys. */
export function useRemoveMessageChannel() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channel: ProviderChannel) =>
      unwrap(client.DELETE('/message-channels/{channel}', { params: { path: { channel } } })),
    onSuccess: (answer, channel) => {
      queryClient.setQueryData<ChannelSettings[]>(channelSettingsKey, (list) =>
        (list ?? []).filter((c) => c.channel !== channel),
      );
      toast.success(answer.message ?? 'Removed');
    },
  });
}
