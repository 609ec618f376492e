import { Card } from '@radix-ui/themes';
import { useSearchParams } from 'react-router';
import { SelectInput } from '../../../components/form.tsx';
import { PeriodPicker, useChosenPeriod } from '../../../components/period-picker.tsx';
import { loadable, mapLoadable } from '../../../components/queries.ts';
import { usePreschools } from '../../../lib/lookups.ts';
import { AssignSubjectsView } from '../subjects/assign-subjects.view.tsx';
import {
  useAssignPreschoolSubjects,
  usePreschoolClassSubjects,
  usePreschoolSubjects,
} from './preschool-subjects.api.ts';
import { categoryLabel } from './preschool-subjects.view.tsx';

export default function AssignPreschoolSubjectsRoute() {
  const [params, setParams] = useSearchParams();
  const preschoolId = params.get('preschool') ?? '';
  const [period, setPeriod] = useChosenPeriod();
  const preschools = usePreschools();
  const subjects = usePreschoolSubjects(period);
  const assigned = usePreschoolClassSubjects(preschoolId, period);
  const save = useAssignPreschoolSubjects(preschoolId, period);
  const options = (preschools.data ?? []).map((p) => ({ value: p.queryId, label: p.name }));
  return (
    <AssignSubjectsView
      classes={options}
      classId={preschoolId}
      onClassChange={() => {}}
      target={{ label: 'Preschool', noun: 'preschool' }}
      addHint={`Add preschool subjects for ${period.term} ${period.session}, ${period.period} first, then assign them here.`}
      picker={
        <Card size="2">
          <PeriodPicker value={period} onChange={setPeriod}>
            <div style={{ minWidth: 220 }}>
              <SelectInput
                label="Preschool"
                name="preschool_id"
                value={preschoolId}
                onValueChange={(id) =>
                  setParams(
                    (old) => {
                      const next = new URLSearchParams(old);
                      next.set('preschool', id);
                      return next;
                    },
                    { replace: true },
                  )
                }
                options={options}
                placeholder={preschools.isPending ? 'Loading…' : 'Choose a preschool'}
              />
            </div>
          </PeriodPicker>
        </Card>
      }
      subjects={mapLoadable(loadable(subjects), (rows) =>
        rows.map((s) => ({ id: s.queryId, name: `${s.subject} · ${categoryLabel[s.category]}` })),
      )}
      assigned={preschoolId ? loadable(assigned) : null}
      saving={save.isPending}
      onSave={(ids) => save.mutate(ids)}
    />
  );
}
