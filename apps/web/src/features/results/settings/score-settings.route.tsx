import { flatten, unwrap } from '@schoolmates/sdk';
import { useQuery } from '@tanstack/react-query';
import { fieldErrorsOf } from '../../../components/form.tsx';
import { useChange } from '../../../components/mutations.ts';
import { loadable } from '../../../components/queries.ts';
import { useApi } from '../../../lib/api.tsx';
import '../results.css';
import { resultKeys, useScoreSetting } from '../results.api.ts';
import {
  builtInPresets,
  type ScoreSchemeInput,
  ScoreSettingsView,
} from './score-settings.view.tsx';

export default function ScoreSettingsRoute() {
  const client = useApi();
  const setting = useScoreSetting();
  const presets = useQuery({
    queryKey: resultKeys.scoreOptions,
    queryFn: async () => flatten((await unwrap(client.GET('/v2/result/settings'))).data),
  });
  const save = useChange(
    resultKeys.scoreSetting,
    (body: ScoreSchemeInput) => unwrap(client.POST('/v2/result/settings/store', { body })),
    'Score settings saved',
  );
  return (
    <ScoreSettingsView
      setting={loadable(setting)}
      presets={presets.data?.length ? presets.data : builtInPresets}
      saving={save.isPending}
      errors={fieldErrorsOf(save.error)}
      onSave={(input) => save.mutate(input)}
      onRetry={() => void setting.refetch()}
    />
  );
}
