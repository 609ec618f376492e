import { broadsheetFileName, broadsheetTable, flatten, unwrap } from '@schoolmates/sdk';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useChosenPeriod } from '../../../components/period-picker.tsx';
import { loadable } from '../../../components/queries.ts';
import { useApi } from '../../../lib/api.tsx';
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
      onClass={(key) => setParams({ class: key }, { replace: true })}
      sheet={classId ? loadable(sheet) : null}
      exporting={exporting}
      onExport={onExport}
      onRetry={() => void sheet.refetch()}
    />
  );
}
