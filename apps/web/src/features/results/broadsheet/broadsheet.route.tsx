import { flatten, mayCall, unwrap } from '@schoolmates/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useChosenPeriod } from '../../../components/period-picker.tsx';
import { loadable } from '../../../components/queries.ts';
import { useApi } from '../../../lib/api.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { download } from '../../../lib/download.ts';
import { toast } from '../../../lib/toast.tsx';
import '../results.css';
import { type PeriodChoice, parseArmKey, resultKeys, useClassArms } from '../results.api.ts';
import { broadsheetFileName, broadsheetTable, toCsv, toXlsx } from './broadsheet.export.ts';
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
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
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
      onExport={async (format) => {
        if (!sheet.data) return;
        setExporting(format);
        try {
          const { header, rows } = broadsheetTable(sheet.data);
          const name = broadsheetFileName(sheet.data);
          if (format === 'csv') {
            download(
              new Blob([`\uFEFF${toCsv(header, rows)}`], { type: 'text/csv;charset=utf-8' }),
              `${name}.csv`,
            );
          } else {
            download(
              await toXlsx(header, rows, `${sheet.data.class_name} ${sheet.data.term}`),
              `${name}.xlsx`,
            );
          }
        } catch (error) {
          toast.error(error instanceof Error ? error.message : 'The export failed');
        } finally {
          setExporting(null);
        }
      }}
      onRetry={() => void sheet.refetch()}
    />
  );
}
