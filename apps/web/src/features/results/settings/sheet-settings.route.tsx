import { Flex } from '@radix-ui/themes';
import { mayCall } from '@schoolmates/sdk';
import { useChosenPeriod } from '../../../components/period-picker.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { FeeGateRoute } from './fee-gate.route.tsx';
import { useSaveSheetSetting, useSheetSections, useSheetSetting } from './settings.api.ts';
import { SheetSettingsView } from './sheet-settings.view.tsx';

export default function SheetSettingsRoute() {
  const [choice, setChoice] = useChosenPeriod();
  const { period, term } = choice;
  const all = useSheetSections();
  const setting = useSheetSetting(period, term);
  const save = useSaveSheetSetting(period, term);
  const failed = all.error ?? setting.error;
  const { user } = useAuth();
  const view = (
    <SheetSettingsView
      choice={choice}
      onChoice={setChoice}
      sections={
        failed
          ? { status: 'error', message: failed.message }
          : all.isPending || setting.isPending
            ? { status: 'loading' }
            : {
                status: 'ready',
                data: {
                  all: (all.data ?? []).map((s) => ({ id: s.queryId, section: s.section })),
                  // As stored, or the default the sheets print (every section) when none is.
                  shown: (setting.data?.sheet_sections ?? []).map((s) => s.id),
                },
              }
      }
      saving={save.isPending}
      onSave={(ids) => save.mutate(ids)}
      onRetry={() => {
        void all.refetch();
        void setting.refetch();
      }}
    />
  );
  // The fee gate decides whether a report card is shown at all (issue 29).
  if (!user || !mayCall(user.role, 'saveResultFeeGate')) return view;
  return (
    <Flex direction="column" gap="4">
      {view}
      <FeeGateRoute />
    </Flex>
  );
}
