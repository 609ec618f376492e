import {
  Badge,
  Button,
  Card,
  Checkbox,
  Flex,
  Grid,
  Heading,
  Select,
  Text,
  TextArea,
} from '@radix-ui/themes';
import type { FieldErrors, Schema } from '@schoolmates/sdk';
import { type FormEvent, useState } from 'react';
import { FieldError, SelectInput } from '../../../components/form.tsx';
import { PeriodPicker } from '../../../components/period-picker.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { EmptyState, ErrorState, LoadingRows } from '../../../components/states.tsx';
import { AttendanceFields, attendanceProblem } from '../attendance-fields.tsx';
import type { PeriodChoice } from '../results.api.ts';

type Category = Schema<'PreschoolSubjectCategory'>;

export const ratingsOf: Record<Category, readonly string[]> = {
  evaluation_report: [
    'Needs Improvement',
    'Fair',
    'Good',
    'Excellent',
  ] satisfies Schema<'PreschoolEvaluationRating'>[],
  cognitive_development: [
    'Work in Progress',
    'Needs Reinforcement',
    'Achieved',
  ] satisfies Schema<'PreschoolCognitiveRating'>[],
};
const categoryTitle: Record<Category, string> = {
  evaluation_report: 'Evaluation report',
  cognitive_development: 'Cognitive development',
};

export interface PreschoolSubject {
  id: string;
  subject: string;
  category: Category;
  topics: string[];
}

export interface PreschoolValues {
  school_opened: string;
  times_present: string;
  /** `subjectId|topic` → rating. */
  ratings: Record<string, string>;
  activities: Record<string, boolean>;
  teacher_comment: string;
  hos_comment: string;
}

export interface PreschoolForm {
  subjects: PreschoolSubject[];
  activities: { id: string; name: string }[];
  initial: PreschoolValues;
}

export interface PreschoolComputeViewProps {
  choice: PeriodChoice;
  onChoice: (next: PeriodChoice) => void;
  /** Null when the teacher has no preschool class. */
  students: Loadable<{ id: string; name: string; done: boolean }[]> | null;
  studentId: string;
  onStudent: (id: string) => void;
  form: Loadable<PreschoolForm> | null;
  saving: boolean;
  errors: FieldErrors;
  onSave: (values: PreschoolValues) => void;
  onRetry?: () => void;
}

/** A preschool teacher rates each pupil's topics, attendance, activities and comments. */
export function PreschoolComputeView(props: PreschoolComputeViewProps) {
  const { students, form } = props;
  let body = null;
  if (students === null)
    body = (
      <EmptyState
        icon="people"
        title="You have no preschool class"
        description="An administrator makes you the teacher of a preschool class first."
      />
    );
  else if (students.status === 'loading') body = <LoadingRows columns={3} rows={5} />;
  else if (students.status === 'error')
    body = <ErrorState message={students.message} onRetry={props.onRetry} />;
  else if (students.data.length === 0)
    body = <EmptyState icon="people" title="No pupils in your class" />;
  else if (form === null)
    body = (
      <EmptyState
        icon="person"
        title="Choose a pupil"
        description="Then rate each topic of the term."
      />
    );
  else if (form.status === 'loading') body = <LoadingRows columns={3} rows={6} />;
  else if (form.status === 'error')
    body = <ErrorState message={form.message} onRetry={props.onRetry} />;
  else if (form.data.subjects.length === 0)
    body = (
      <EmptyState
        icon="book"
        title="No subjects for this term"
        description="An administrator assigns preschool subjects and their topics to your class for the term."
      />
    );
  else
    body = (
      <RatingsForm
        key={`${props.studentId}|${props.choice.period}|${props.choice.term}|${props.choice.session}`}
        form={form.data}
        saving={props.saving}
        errors={props.errors}
        onSave={props.onSave}
      />
    );
  const done = students?.status === 'ready' ? students.data.filter((s) => s.done).length : 0;
  return (
    <Flex direction="column" gap="4">
      <Card size="2">
        <PeriodPicker value={props.choice} onChange={props.onChoice}>
          {students?.status === 'ready' && students.data.length > 0 && (
            <div style={{ minWidth: 240 }}>
              <SelectInput
                label="Pupil"
                name="student"
                value={props.studentId}
                onValueChange={props.onStudent}
                options={students.data.map((s) => ({
                  value: s.id,
                  label: `${s.name}${s.done ? ' ✓' : ''}`,
                }))}
                placeholder="Choose a pupil"
              />
            </div>
          )}
        </PeriodPicker>
        {students?.status === 'ready' && students.data.length > 0 && (
          <Text as="p" size="1" color="gray" mt="2">
            {done} of {students.data.length} pupils done (✓)
          </Text>
        )}
      </Card>
      {body}
    </Flex>
  );
}

function RatingsForm({
  form,
  saving,
  errors,
  onSave,
}: {
  form: PreschoolForm;
  saving: boolean;
  errors: FieldErrors;
  onSave: (values: PreschoolValues) => void;
}) {
  const [v, setV] = useState(form.initial);
  const attendance = attendanceProblem(v.school_opened, v.times_present);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!attendance) onSave(v);
  };
  const categories = (['evaluation_report', 'cognitive_development'] as const).filter((c) =>
    form.subjects.some((s) => s.category === c),
  );
  return (
    <Card size="3">
      <form onSubmit={submit} aria-label="Preschool result">
        <Flex direction="column" gap="5">
          <AttendanceFields
            opened={v.school_opened}
            present={v.times_present}
            onChange={(next) => setV({ ...v, ...next })}
            errors={errors}
          />
          {categories.map((category) => (
            <Flex key={category} direction="column" gap="3">
              <Heading as="h3" size="4">
                {categoryTitle[category]}
              </Heading>
              {form.subjects
                .filter((s) => s.category === category)
                .map((s) => (
                  <Flex key={s.id} direction="column" gap="2">
                    <Flex gap="2" align="center">
                      <Text weight="bold">{s.subject}</Text>
                      <Badge variant="soft" color="gray">
                        {s.topics.filter((t) => v.ratings[`${s.id}|${t}`]).length} of{' '}
                        {s.topics.length} rated
                      </Badge>
                    </Flex>
                    <Grid columns={{ initial: '1', sm: '2' }} gap="2">
                      {s.topics.map((topic) => (
                        <Flex key={topic} justify="between" align="center" gap="2">
                          <Text size="2">{topic}</Text>
                          <Select.Root
                            value={v.ratings[`${s.id}|${topic}`] || undefined}
                            onValueChange={(r) =>
                              setV({ ...v, ratings: { ...v.ratings, [`${s.id}|${topic}`]: r } })
                            }
                          >
                            <Select.Trigger
                              placeholder="Rate"
                              aria-label={`${s.subject}: ${topic}`}
                            />
                            <Select.Content position="popper">
                              {ratingsOf[category].map((r) => (
                                <Select.Item key={r} value={r}>
                                  {r}
                                </Select.Item>
                              ))}
                            </Select.Content>
                          </Select.Root>
                        </Flex>
                      ))}
                    </Grid>
                  </Flex>
                ))}
            </Flex>
          ))}
          {form.activities.length > 0 && (
            <Flex direction="column" gap="2">
              <Heading as="h3" size="4">
                Extra-curricular activities
              </Heading>
              <Flex gap="4" wrap="wrap">
                {form.activities.map((a) => (
                  <Text as="label" size="2" key={a.id}>
                    <Flex gap="2" align="center">
                      <Checkbox
                        checked={v.activities[a.id] === true}
                        onCheckedChange={(c) =>
                          setV({ ...v, activities: { ...v.activities, [a.id]: c === true } })
                        }
                      />
                      {a.name}
                    </Flex>
                  </Text>
                ))}
              </Flex>
            </Flex>
          )}
          {(['teacher_comment', 'hos_comment'] as const).map((field) => (
            <Flex key={field} direction="column" gap="1">
              <Text as="label" size="2" weight="medium" htmlFor={field}>
                {field === 'teacher_comment'
                  ? "Class teacher's comment"
                  : "Head of nursery's comment"}
              </Text>
              <TextArea
                id={field}
                rows={2}
                value={v[field]}
                onChange={(e) => setV({ ...v, [field]: e.currentTarget.value })}
              />
              <FieldError id={`${field}-error`} messages={errors[field]} />
            </Flex>
          ))}
          <Flex justify="end">
            <Button type="submit" loading={saving} disabled={attendance !== undefined}>
              Save result
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}
