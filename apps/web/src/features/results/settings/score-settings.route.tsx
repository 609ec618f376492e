import { fieldErrorsOf } from '../../../components/form.tsx';
import { loadable } from '../../../components/queries.ts';
import '../results.css';
import { useScoreSetting } from '../results.api.ts';
import { builtInPresets, ScoreSettingsView } from './score-settings.view.tsx';
import { useSaveScoreSetting, useScorePresets } from './settings.api.ts';

export default function ScoreSettingsRoute() {
  const setting = useScoreSetting();
  const presets = useScorePresets();
  const save = useSaveScoreSetting();
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
