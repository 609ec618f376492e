import { Badge, Button, Card, Flex, Grid, Heading, Text, TextArea } from '@radix-ui/themes';
import type { TermRef } from '@schoolmates/domain/calendar';
import type { FieldErrors } from '@schoolmates/sdk';
import { type FormEvent, useId, useState } from 'react';
import { Confirm } from '../../../components/confirm.tsx';
import { FieldError, SelectInput, TextInput } from '../../../components/form.tsx';
import { PeriodPicker } from '../../../components/period-picker.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { RecordTable } from '../../../components/record-table.tsx';

export type PreschoolCategory = 'evaluation_report' | 'cognitive_development';

export const categoryLabel: Record<PreschoolCategory, string> = {
  evaluation_report: 'Evaluation report',
  cognitive_development: 'Cognitive development',
};

export interface PreschoolSubject {
  queryId: string;
  subject: string;
  category: PreschoolCategory;
  topic: string[];
}

export interface PreschoolSubjectInput {
  subject: string;
  category: PreschoolCategory;
  topic: string[];
}

export interface PreschoolSubjectsViewProps {
  period: TermRef;
  onPeriodChange: (next: TermRef) => void;
  rows: Loadable<PreschoolSubject[]>;
  /** The subject being edited; null while adding. */
  editing: PreschoolSubject | null;
  onEdit: (row: PreschoolSubject | null) => void;
  saving: boolean;
  errors: FieldErrors;
  onSave: (input: PreschoolSubjectInput) => void;
  deletingId: string | null;
  onDelete: (row: PreschoolSubject) => void;
  onRetry?: () => void;
  /** Changes after a save, to clear the form. */
  formKey?: number;
}

/** Topics as the server takes them: one a line, 1 to 50, each up to 200 characters, no repeats. */
export function topicsOf(text: string): { topics: string[]; problem: string | null } {
  const topics = text
    .split('\n')
    .map((t) => t.trim())
    .filter((t) => t !== '');
  if (topics.length === 0) return { topics, problem: 'Add at least one topic' };
  if (topics.length > 50) return { topics, problem: 'Up to 50 topics' };
  if (topics.some((t) => t.length > 200))
    return { topics, problem: 'Keep each topic to 200 characters' };
  const seen = new Set(topics.map((t) => t.toLowerCase()));
  if (seen.size !== topics.length) return { topics, problem: 'Each topic once' };
  return { topics, problem: null };
}

export function PreschoolSubjectsView(props: PreschoolSubjectsViewProps) {
  const { period, onPeriodChange, rows, editing, onEdit, deletingId, onDelete, onRetry } = props;
  return (
    <Flex direction="column" gap="4">
      <Card size="2">
        <PeriodPicker value={period} onChange={onPeriodChange} />
      </Card>
      <Grid columns={{ initial: '1', md: '3fr 2fr' }} gap="5" align="start">
        <RecordTable
          label="Preschool subjects"
          rows={rows}
          rowKey={(r) => r.queryId}
          onRetry={onRetry}
          empty={{
            title: 'No subjects for this period',
            description: `Add the subjects and topics rated in ${period.term} ${period.session}, ${period.period}.`,
            icon: 'book',
          }}
          columns={[
            {
              key: 'subject',
              header: 'Subject',
              render: (r) => (
                <Flex direction="column" gap="1">
                  <Text weight="medium">{r.subject}</Text>
                  <Text size="1" color="gray" className="sm-hide-mobile">
                    {r.topic.slice(0, 3).join(', ')}
                    {r.topic.length > 3 ? ` and ${r.topic.length - 3} more` : ''}
                  </Text>
                </Flex>
              ),
            },
            {
              key: 'category',
              header: 'Category',
              render: (r) => (
                <Badge
                  variant="soft"
                  radius="full"
                  color={r.category === 'evaluation_report' ? 'indigo' : 'teal'}
                >
                  {categoryLabel[r.category]}
                </Badge>
              ),
              wide: true,
            },
            { key: 'topics', header: 'Topics', render: (r) => r.topic.length },
          ]}
          rowActions={(r) => (
            <>
              <Button
                size="1"
                variant="soft"
                onClick={() => onEdit(r)}
                aria-label={`Edit ${r.subject}`}
              >
                Edit
              </Button>
              <Confirm
                title={`Delete ${r.subject}?`}
                description="Its topics go too, and it is taken off every preschool it was assigned to. This cannot be undone."
                confirmLabel="Delete"
                color="red"
                onConfirm={() => onDelete(r)}
              >
                <Button
                  size="1"
                  variant="soft"
                  color="red"
                  loading={deletingId === r.queryId}
                  aria-label={`Delete ${r.subject}`}
                >
                  Delete
                </Button>
              </Confirm>
            </>
          )}
        />
        <SubjectForm
          key={`${editing?.queryId ?? 'new'}-${props.formKey ?? 0}`}
          editing={editing}
          saving={props.saving}
          errors={props.errors}
          onSave={props.onSave}
          onCancel={() => onEdit(null)}
        />
      </Grid>
    </Flex>
  );
}

function SubjectForm({
  editing,
  saving,
  errors,
  onSave,
  onCancel,
}: {
  editing: PreschoolSubject | null;
  saving: boolean;
  errors: FieldErrors;
  onSave: (input: PreschoolSubjectInput) => void;
  onCancel: () => void;
}) {
  const topicsId = useId();
  const [subject, setSubject] = useState(editing?.subject ?? '');
  const [category, setCategory] = useState<string>(editing?.category ?? 'evaluation_report');
  const [topicText, setTopicText] = useState(editing?.topic.join('\n') ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const topicErrors = Object.entries(errors)
    .filter(([k]) => k === 'topic' || k.startsWith('topic.'))
    .flatMap(([k, m]) => {
      const n = /^topic\.(\d+)/.exec(k)?.[1];
      return m.map((msg) => (n === undefined ? msg : `Topic ${Number(n) + 1} ${msg}`));
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { topics, problem: found } = topicsOf(topicText);
    setProblem(found);
    if (found) return;
    onSave({ subject: subject.trim(), category: category as PreschoolCategory, topic: topics });
  };
  const shown = problem ? [problem] : topicErrors.length > 0 ? topicErrors : undefined;
  return (
    <Card size="3">
      <form onSubmit={submit}>
        <Flex direction="column" gap="4">
          <Heading as="h2" size="4">
            {editing ? `Edit ${editing.subject}` : 'Add a subject'}
          </Heading>
          <TextInput
            label="Subject"
            name="subject"
            value={subject}
            onChange={(e) => setSubject(e.currentTarget.value)}
            required
            maxLength={100}
            placeholder="Language and literacy"
            errors={errors}
          />
          <SelectInput
            label="Category"
            name="category"
            value={category}
            onValueChange={setCategory}
            options={Object.entries(categoryLabel).map(([value, label]) => ({ value, label }))}
            required
            errors={errors}
          />
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor={topicsId} size="2" weight="medium">
              Topics
              <Text color="red" aria-hidden="true">
                {' '}
                *
              </Text>
            </Text>
            <TextArea
              id={topicsId}
              name="topic"
              rows={6}
              value={topicText}
              onChange={(e) => setTopicText(e.currentTarget.value)}
              placeholder={'Recognises letters\nWrites own name\nListens to stories'}
              aria-invalid={shown ? true : undefined}
              aria-describedby={shown ? `${topicsId}-error` : undefined}
              color={shown ? 'red' : undefined}
            />
            {!shown && (
              <Text size="1" color="gray">
                One a line, in the order the report lists them.
              </Text>
            )}
            <FieldError id={`${topicsId}-error`} messages={shown} />
          </Flex>
          <Flex gap="3" justify="end">
            {editing && (
              <Button type="button" variant="soft" color="gray" onClick={onCancel}>
                Cancel
              </Button>
            )}
            <Button type="submit" loading={saving}>
              {editing ? 'Save changes' : 'Add subject'}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}
