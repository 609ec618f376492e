import { flatten, unwrap } from '@schoolmates/sdk';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { loadable } from '../../../components/queries.ts';
import { useApi } from '../../../lib/api.tsx';
import { toast } from '../../../lib/toast.tsx';
import { download } from '../download.ts';
import '../results.css';
import {
  type PeriodChoice,
  parseArmKey,
  resultKeys,
  useClassArms,
  useDefaultPeriod,
} from '../results.api.ts';
import { broadsheetFileName, broadsheetTable, toCsv, toXlsx } from './broadsheet.export.ts';
import { BroadsheetView } from './broadsheet.view.tsx';

export default function BroadsheetRoute() {
  const client = useApi();
  const [params, setParams] = useSearchParams();
  const [choice, setChoice] = useState<PeriodChoice>(useDefaultPeriod());
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
  return (
    <BroadsheetView
      choice={choice}
      onChoice={setChoice}
      classes={arms}
      classKey={classKey}
      onClass={(key) => setParams({ class: key }, { replace: true })}
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
