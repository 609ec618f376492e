import { Card } from '@radix-ui/themes';
import { flatten, unwrap } from '@schoolmates/sdk';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { SelectInput } from '../../../components/form.tsx';
import { useChange } from '../../../components/mutations.ts';
import { PeriodPicker, useChosenPeriod } from '../../../components/period-picker.tsx';
import { loadable, mapLoadable, orNull } from '../../../components/queries.ts';
import { useApi } from '../../../lib/api.tsx';
import { usePreschools } from '../../../lib/lookups.ts';
import { AssignSubjectsView } from '../subjects/assign-subjects.view.tsx';
import { usePreschoolSubjects } from './preschool-subjects.api.ts';
import { categoryLabel } from './preschool-subjects.view.tsx';

export default function AssignPreschoolSubjectsRoute() {
  const client = useApi();
  const [params, setParams] = useSearchParams();
  const preschoolId = params.get('preschool') ?? '';
  const [period, setPeriod] = useChosenPeriod();
  const preschools = usePreschools();
  const subjects = usePreschoolSubjects(period);
  const key = ['preschool-subject-class', preschoolId, period.period, period.term, period.session];
  const assigned = useQuery({
    queryKey: key,
    enabled: preschoolId !== '',
    queryFn: async () => {
      const answer = await orNull(
        unwrap(
          client.GET('/preschoolsubjects/{period}/{term}/{session}/{preschool_id}', {
            params: { path: { ...period, preschool_id: preschoolId } },
          }),
        ),
      );
      return answer ? flatten(answer.data).map((s) => s.queryId) : [];
    },
  });
  const save = useChange(
    key,
    (subject_ids: string[]) =>
      unwrap(
        client.POST('/preschoolsubjectclass', {
          body: { preschool_id: preschoolId, ...period, subject_ids },
        }),
      ),
    'Subjects saved for the preschool',
  );
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
