import { Flex } from '@radix-ui/themes';
import { flatten, mayCall, unwrap } from '@schoolmates/sdk';
import { useQuery } from '@tanstack/react-query';
import { useChange } from '../../../components/mutations.ts';
import { useChosenPeriod } from '../../../components/period-picker.tsx';
import { useApi } from '../../../lib/api.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { resultKeys } from '../results.api.ts';
import { FeeGateRoute } from './fee-gate.route.tsx';
import { SheetSettingsView } from './sheet-settings.view.tsx';

export default function SheetSettingsRoute() {
  const client = useApi();
  const [choice, setChoice] = useChosenPeriod();
  const { period, term } = choice;
  const all = useQuery({
    queryKey: resultKeys.sheetSections,
    queryFn: async () =>
      flatten((await unwrap(client.GET('/v2/result/settings/sheet-sections'))).data),
  });
  const setting = useQuery({
    queryKey: resultKeys.sheetSetting(period, term),
    queryFn: async () =>
      flatten(
        (
          await unwrap(
            client.GET('/v2/result/sheet/school-settings', { params: { query: { period, term } } }),
          )
        ).data,
      ),
  });
  const save = useChange(
    resultKeys.sheetSetting(period, term),
    (sheet_ids: string[]) =>
      unwrap(
        client.POST('/v2/result/settings/save-sheet-sections', {
          body: { period, term, sheet_ids },
        }),
      ),
    `Sheet settings saved for ${term}, ${period}`,
  );
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
