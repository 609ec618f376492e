import { broadsheetFileName, broadsheetTable, mayCall } from '@schoolmates/sdk';
import { useSearchParams } from 'react-router';
import { useChosenPeriod } from '../../../components/period-picker.tsx';
import { loadable } from '../../../components/queries.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { useExport } from '../../../lib/use-export.ts';
import '../results.css';
import { parseArmKey, useBroadsheet, useClassArms, useSaveClassRanking } from '../results.api.ts';
import { BroadsheetView } from './broadsheet.view.tsx';

export default function BroadsheetRoute() {
  const [params, setParams] = useSearchParams();
  const [choice, setChoice] = useChosenPeriod();
  const classKey = params.get('class') ?? '';
  const { classId, subClass } = parseArmKey(classKey);
  const arms = useClassArms(choice.session);
  const sheet = useBroadsheet(classId, subClass, choice);
  const { user } = useAuth();
  const ranking = useSaveClassRanking(classId);
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
