import {
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
import { AttendanceFields, attendanceProblem } from '../attendance-fields.tsx';
import type { Period } from '../results.api.ts';

export type RatingList =
  | 'affective_disposition'
  | 'psychomotor_skills'
  | 'pupil_report'
  | 'psychomotor_performance';

export const ratingTitles: Record<RatingList, string> = {
  affective_disposition: 'Affective Disposition',
  psychomotor_skills: 'Psychomotor Skills',
  pupil_report: 'Pupil Report',
  psychomotor_performance: 'Psychomotor Performance',
};

export const ratingScale = [
  { value: '5', label: '5 · Excellent' },
  { value: '4', label: '4 · Good' },
  { value: '3', label: '3 · Fair' },
  { value: '2', label: '2 · Poor' },
  { value: '1', label: '1 · Very poor' },
];

const abacusOptions: Schema<'ResultAbacusRating'>[] = [
  'Needs Improvement',
  'Fair',
  'Good',
  'Excellent',
];

export interface DetailsValues {
  school_opened: string;
  times_present: string;
  teacher_comment: string;
  abacus: string;
  ratings: Partial<Record<RatingList, Record<string, string>>>;
  activities: Record<string, boolean>;
}

export interface ReportDetailsViewProps {
  period: Period;
  students: { id: string; name: string }[];
  studentId: string;
  onStudent: (id: string) => void;
  /** The rating groups the school set up (skills and report types), with their attributes. */
  groups: { list: RatingList; attributes: string[] }[];
  activities: { id: string; name: string }[];
  initial: DetailsValues;
  /** Comments of the principal's bank that suit the student's average, offered as suggestions. */
  suggestions: string[];
  saving: boolean;
  errors: FieldErrors;
  onSave: (values: DetailsValues) => void;
}

/** The class teacher's report details for one student: attendance, ratings, activities, comment. */
export function ReportDetailsView(props: ReportDetailsViewProps) {
  return (
    <Flex direction="column" gap="3">
      <div style={{ maxWidth: 360 }}>
        <SelectInput
          label="Student"
          name="student"
          value={props.studentId}
          onValueChange={props.onStudent}
          options={props.students.map((s) => ({ value: s.id, label: s.name }))}
          placeholder="Choose a student"
        />
      </div>
      {props.studentId ? (
        <DetailsForm key={props.studentId} {...props} />
      ) : (
        <Text size="2" color="gray">
          Choose a student to fill in their attendance, ratings and your comment.
        </Text>
      )}
    </Flex>
  );
}

function DetailsForm({
  period,
  groups,
  activities,
  initial,
  suggestions,
  saving,
  errors,
  onSave,
}: ReportDetailsViewProps) {
  const [v, setV] = useState<DetailsValues>(initial);
  const endTerm = period === 'Second Half';
  const attendanceError = attendanceProblem(v.school_opened, v.times_present);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!attendanceError) onSave(v);
  };
  const rate = (list: RatingList, name: string, score: string) =>
    setV((x) => ({
      ...x,
      ratings: { ...x.ratings, [list]: { ...x.ratings[list], [name]: score } },
    }));
  return (
    <Card size="3">
      <form onSubmit={submit}>
        <Flex direction="column" gap="5">
          {endTerm && (
            <AttendanceFields
              opened={v.school_opened}
              present={v.times_present}
              onChange={(next) => setV({ ...v, ...next })}
              errors={errors}
            />
          )}
          {endTerm &&
            groups.map((g) => (
              <Flex key={g.list} direction="column" gap="2">
                <Heading as="h3" size="3">
                  {ratingTitles[g.list]}
                </Heading>
                <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="3">
                  {g.attributes.map((name) => (
                    <Flex key={name} justify="between" align="center" gap="2">
                      <Text size="2">{name}</Text>
                      <Select.Root
                        value={v.ratings[g.list]?.[name] || undefined}
                        onValueChange={(s) => rate(g.list, name, s)}
                      >
                        <Select.Trigger placeholder="Rate" aria-label={`${name} rating`} />
                        <Select.Content position="popper">
                          {ratingScale.map((o) => (
                            <Select.Item key={o.value} value={o.value}>
                              {o.label}
                            </Select.Item>
                          ))}
                        </Select.Content>
                      </Select.Root>
                    </Flex>
                  ))}
                </Grid>
              </Flex>
            ))}
          {endTerm && activities.length > 0 && (
            <Flex direction="column" gap="2">
              <Heading as="h3" size="3">
                Extra-curricular activities
              </Heading>
              <Grid columns={{ initial: '2', sm: '4' }} gap="2">
                {activities.map((a) => (
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
              </Grid>
            </Flex>
          )}
          {endTerm && (
            <div style={{ maxWidth: 260 }}>
              <SelectInput
                label="Abacus"
                name="abacus"
                value={v.abacus}
                onValueChange={(abacus) => setV({ ...v, abacus })}
                options={abacusOptions.map((a) => ({ value: a, label: a }))}
                placeholder="Not rated"
                errors={errors}
              />
            </div>
          )}
          <CommentField
            name="teacher_comment"
            label="Class teacher's comment"
            value={v.teacher_comment}
            onChange={(teacher_comment) => setV({ ...v, teacher_comment })}
            suggestions={suggestions}
            placeholder="A steady and hardworking pupil."
            errors={errors}
          />
          <Flex justify="end">
            <Button type="submit" loading={saving} disabled={attendanceError !== undefined}>
              Save report details
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}

/** A comment box with the comment bank's suggestions one pick away (still editable after). */
export function CommentField({
  name,
  label,
  value,
  onChange,
  suggestions,
  placeholder,
  errors,
  maxLength,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  suggestions: string[];
  placeholder: string;
  errors: FieldErrors;
  /** The contract's limit (contractLimits), so the box takes no more than the server does. */
  maxLength?: number | undefined;
}) {
  return (
    <Flex direction="column" gap="1">
      <Flex justify="between" align="end" gap="2">
        <Text as="label" size="2" weight="medium" htmlFor={name}>
          {label}
        </Text>
        {suggestions.length > 0 && (
          <Select.Root value="" onValueChange={onChange}>
            <Select.Trigger
              variant="ghost"
              placeholder="Suggest…"
              aria-label={`Suggest a ${label.toLowerCase()}`}
            />
            <Select.Content position="popper">
              {suggestions.map((c) => (
                <Select.Item key={c} value={c}>
                  {c}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        )}
      </Flex>
      <TextArea
        id={name}
        rows={3}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        placeholder={placeholder}
        maxLength={maxLength}
      />
      <FieldError id={`${name}-error`} messages={errors[name]} />
    </Flex>
  );
}
