import { fieldErrorsOf } from '../../components/form.tsx';
import { loadable } from '../../components/queries.ts';
import { toast } from '../../lib/toast.tsx';
import {
  useMessageChannels,
  useRemoveMessageChannel,
  useSaveMessageChannel,
} from './message-channels.api.ts';
import { MessageChannelsView } from './message-channels.view.tsx';

/** The school's SMS and WhatsApp settings (superadmin). */
export default function MessageChannelsRoute() {
  const channels = useMessageChannels();
  const save = useSaveMessageChannel();
  const remove = useRemoveMessageChannel();
  const saving = save.isPending ? save.variables.channel : null;
  return (
    <MessageChannelsView
      channels={loadable(channels)}
      saving={saving}
      removing={remove.isPending ? remove.variables : null}
      errors={save.variables ? { [save.variables.channel]: fieldErrorsOf(save.error) } : {}}
      onSave={(channel, input) => save.mutate({ channel, input })}
      onRemove={(channel) => remove.mutate(channel)}
      onCopy={(value, what) =>
        void navigator.clipboard.writeText(value).then(
          () => toast.success(`${what} copied`),
          () => toast.error(`${what} could not be copied: select it and copy it by hand`),
        )
      }
      onRetry={() => void channels.refetch()}
    />
  );
}
