import { fieldErrorsOf } from '../../../components/form.tsx';
import { useChosenPeriod } from '../../../components/period-picker.tsx';
import { loadable } from '../../../components/queries.ts';
import { AcademicDatesView } from './academic-dates.view.tsx';
import { useAcademicDates, useSaveAcademicDates } from './settings.api.ts';

export default function AcademicDatesRoute() {
  const [choice, setChoice] = useChosenPeriod();
  const dates = useAcademicDates(choice.term, choice.session);
  const save = useSaveAcademicDates(choice.term, choice.session);
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
