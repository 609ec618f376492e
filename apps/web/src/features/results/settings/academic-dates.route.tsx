import { flatten, unwrap } from '@schoolmates/sdk';
import { useQuery } from '@tanstack/react-query';
import { fieldErrorsOf } from '../../../components/form.tsx';
import { useChange } from '../../../components/mutations.ts';
import { useChosenPeriod } from '../../../components/period-picker.tsx';
import { loadable, orNull } from '../../../components/queries.ts';
import { useApi } from '../../../lib/api.tsx';

import { AcademicDatesView, type TermDates } from './academic-dates.view.tsx';

export default function AcademicDatesRoute() {
  const client = useApi();
  const [choice, setChoice] = useChosenPeriod();
  const { term, session } = choice;
  const key = ['closing-resumption', term, session];
  const dates = useQuery({
    queryKey: key,
    queryFn: async (): Promise<TermDates | null> => {
      const answer = await orNull(
        unwrap(client.GET('/closingresumption', { params: { query: { term, session } } })),
      );
      return answer ? flatten(answer.data) : null;
    },
  });
  const save = useChange(
    key,
    (d: TermDates) => unwrap(client.POST('/closingresumption', { body: { term, session, ...d } })),
    `Dates saved for ${term} ${session}`,
  );
  return (
    <AcademicDatesView
      choice={choice}
      onChoice={setChoice}
      dates={loadable(dates)}
      saving={save.isPending}
      errors={fieldErrorsOf(save.error)}
      onSave={(d) => save.mutate(d)}
      onRetry={() => void dates.refetch()}
    />
  );
}
