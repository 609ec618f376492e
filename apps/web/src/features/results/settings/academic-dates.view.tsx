import { Button, Card, Flex, Grid, Text } from '@radix-ui/themes';
import type { FieldErrors } from '@schoolmates/sdk';
import { type FormEvent, useState } from 'react';
import { TextInput } from '../../../components/form.tsx';
import { PeriodPicker } from '../../../components/period-picker.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { ErrorState, LoadingRows } from '../../../components/states.tsx';
import type { PeriodChoice } from '../results.api.ts';

export interface TermDates {
  session_ends: string;
  session_resumes: string;
}

export interface AcademicDatesViewProps {
  choice: PeriodChoice;
  onChoice: (next: PeriodChoice) => void;
  /** Ready with null when no dates are set for the term yet. */
  dates: Loadable<TermDates | null>;
  saving: boolean;
  errors: FieldErrors;
  onSave: (dates: TermDates) => void;
  onRetry?: () => void;
}

/** When the term ends and the next begins: printed on every report card of the term. */
export function AcademicDatesView(props: AcademicDatesViewProps) {
  const { dates } = props;
  return (
    <Flex direction="column" gap="4">
      <Card size="2">
        <PeriodPicker value={props.choice} onChange={props.onChoice} showPeriod={false} />
      </Card>
      {dates.status === 'loading' && <LoadingRows columns={2} rows={2} />}
      {dates.status === 'error' && <ErrorState message={dates.message} onRetry={props.onRetry} />}
      {dates.status === 'ready' && (
        <DatesForm
          key={`${props.choice.term}|${props.choice.session}|${dates.data?.session_ends ?? ''}`}
          initial={dates.data}
          saving={props.saving}
          errors={props.errors}
          onSave={props.onSave}
        />
      )}
    </Flex>
  );
}

function DatesForm({
  initial,
  saving,
  errors,
  onSave,
}: {
  initial: TermDates | null;
  saving: boolean;
  errors: FieldErrors;
  onSave: (dates: TermDates) => void;
}) {
  const [v, setV] = useState<TermDates>(initial ?? { session_ends: '', session_resumes: '' });
  const order =
    v.session_ends && v.session_resumes && v.session_resumes <= v.session_ends
      ? { session_resumes: ['The next term must begin after this term ends'] }
      : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!order) onSave(v);
  };
  return (
    <Card size="3">
      <form onSubmit={submit} aria-label="Term dates">
        {!initial && (
          <Text as="p" size="2" color="gray" mb="3">
            No dates are set for this term yet.
          </Text>
        )}
        <Grid columns={{ initial: '1', sm: '2' }} gap="4">
          <TextInput
            label="Term ends"
            name="session_ends"
            type="date"
            required
            value={v.session_ends}
            onChange={(e) => setV({ ...v, session_ends: e.currentTarget.value })}
            errors={errors}
          />
          <TextInput
            label="Next term begins"
            name="session_resumes"
            type="date"
            required
            value={v.session_resumes}
            onChange={(e) => setV({ ...v, session_resumes: e.currentTarget.value })}
            errors={order ?? errors}
          />
        </Grid>
        <Flex justify="end" mt="5">
          <Button type="submit" loading={saving} disabled={order !== null}>
            Save dates
          </Button>
        </Flex>
      </form>
    </Card>
  );
}
