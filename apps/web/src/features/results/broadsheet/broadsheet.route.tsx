import { broadsheetFileName, broadsheetTable, flatten, mayCall, unwrap } from '@schoolmates/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useChosenPeriod } from '../../../components/period-picker.tsx';
import { loadable } from '../../../components/queries.ts';
import { useApi } from '../../../lib/api.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { toast } from '../../../lib/toast.tsx';
import { useExport } from '../../../lib/use-export.ts';
import '../results.css';
import { parseArmKey, resultKeys, useClassArms } from '../results.api.ts';
import { BroadsheetView } from './broadsheet.view.tsx';

export default function BroadsheetRoute() {
  const client = useApi();
  const [params, setParams] = useSearchParams();
  const [choice, setChoice] = useChosenPeriod();
  const classKey = params.get('class') ?? '';
  const { classId, subClass } = parseArmKey(classKey);
  const arms = useClassArms(choice.session);
  const sheet = useQuery({
    queryKey: [...resultKeys.broadsheet, classId, subClass, choice],
    enabled: classId !== '',
    queryFn: async () =>
      flatten(
        (
          await unwrap(
            client.GET('/broadsheet/{class_id}/{term}/{session}', {
              params: {
                path: { class_id: classId, term: choice.term, session: choice.session },
                query: { period: choice.period, ...(subClass ? { sub_class: subClass } : {}) },
              },
            }),
          )
        ).data,
      ),
  });
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const ranking = useMutation({
    mutationFn: async (ranked_by: 'average' | 'total') =>
      unwrap(
        client.PATCH('/class/{class_id}/ranking', {
          params: { path: { class_id: classId } },
          body: { ranked_by },
        }),
      ),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: resultKeys.broadsheet });
      await queryClient.invalidateQueries({ queryKey: resultKeys.results });
      toast.success(answer.message ?? 'Ranking saved');
    },
    onError: (error) => toast.error(error.message),
  });
  const { exporting, onExport } = useExport(() => {
    if (!sheet.data) throw new Error('The broadsheet is not loaded yet');
    return {
      table: broadsheetTable(sheet.data),
      name: broadsheetFileName(sheet.data),
      sheet: `${sheet.data.class_name} ${sheet.data.term}`,
      layout: { stickyColumns: 2, wide: [1] },
    };
  });
  return (
    <BroadsheetView
      choice={choice}
      onChoice={setChoice}
      classes={arms}
      classKey={classKey}
      onClass={(key) =>
        setParams(
          (old) => {
            const out = new URLSearchParams(old);
            out.set('class', key);
            return out;
          },
          { replace: true },
        )
      }
      ranking={
        user && mayCall(user.role, 'setClassRanking')
          ? { saving: ranking.isPending, onChange: (v) => ranking.mutate(v) }
          : undefined
      }
      sheet={classId ? loadable(sheet) : null}
      exporting={exporting}
      onExport={onExport}
      onRetry={() => void sheet.refetch()}
    />
  );
}
