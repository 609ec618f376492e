import {
  Badge,
  Button,
  Callout,
  Card,
  Flex,
  Heading,
  Table,
  Text,
  TextField,
} from '@radix-ui/themes';
import type { KeyboardEvent } from 'react';
import type { Loadable } from '../../components/queries.ts';
import { EmptyState, ErrorState, LoadingRows } from '../../components/states.tsx';
import { counted } from '../../lib/counted.ts';
import type { QuestionKind } from './assignments.api.ts';

export interface RosterRow {
  studentId: string;
  name: string;
  admissionNumber: string;
  submitted: boolean;
  /** Answers waiting for a theory mark. */
  unmarked: number;
  /** The published result, `score / total (percent%)`; null while unpublished. */
  result: string | null;
}

/** One theory question with every student's answer to it. */
export interface MarkingQuestion {
  assignmentId: string;
  number: number;
  question: string;
  modelAnswer: string;
  questionMark: number;
  answers: {
    key: string;
    studentId: string;
    name: string;
    answer: string;
    /** Already marked on the server (a change goes through the update). */
    marked: boolean;
    /** Published: the mark can no longer change. */
    locked: boolean;
  }[];
}

export interface MarkEntry {
  mark: string;
  comment: string;
}

export interface SubmissionsViewProps {
  kind: QuestionKind;
  data: Loadable<{ roster: RosterRow[]; questions: MarkingQuestion[] }> | null;
  questionIndex: number;
  onQuestion: (index: number) => void;
  marks: Record<string, MarkEntry>;
  onMark: (key: string, entry: MarkEntry) => void;
  /** Problems of the last save, by answer key. */
  problems: Record<string, string>;
  saving: boolean;
  onSaveMarks: () => void;
  publishing: boolean;
  onPublishResults: () => void;
  onRetry: () => void;
}

/** Enter (or ↓) moves to the next student's mark, ↑ to the previous: marking without the mouse. */
function moveFocus(event: KeyboardEvent<HTMLInputElement>, index: number) {
  const step =
    event.key === 'Enter' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
  if (step === 0) return;
  event.preventDefault();
  const next = document.querySelector<HTMLInputElement>(`[data-mark-index="${index + step}"]`);
  next?.focus();
  next?.select();
}

export function SubmissionsView(props: SubmissionsViewProps) {
  const { data } = props;
  if (data === null) {
    return (
      <EmptyState
        title="Choose the class and subject"
        description="The submissions of one class arm and subject for the chosen week."
        icon="note"
      />
    );
  }
  if (data.status === 'loading') return <LoadingRows columns={4} rows={6} />;
  if (data.status === 'error') return <ErrorState message={data.message} onRetry={props.onRetry} />;
  const { roster, questions } = data.data;
  const submitted = roster.filter((r) => r.submitted);
  if (roster.length === 0) {
    return <EmptyState title="No students in this class" icon="people" />;
  }
  const question = questions[props.questionIndex];
  return (
    <Flex direction="column" gap="4">
      <Card size="2">
        <Flex justify="between" align="center" mb="3" wrap="wrap" gap="2">
          <Heading as="h2" size="4">
            Submissions: {submitted.length} of {roster.length}
          </Heading>
          <Button
            onClick={props.onPublishResults}
            disabled={props.publishing || submitted.length === 0}
            loading={props.publishing}
          >
            Publish results
          </Button>
        </Flex>
        <Table.Root variant="surface" aria-label="Submissions">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Student</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Admission no.</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Submitted</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Result</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {roster.map((r) => (
              <Table.Row key={r.studentId}>
                <Table.Cell>{r.name}</Table.Cell>
                <Table.Cell>{r.admissionNumber}</Table.Cell>
                <Table.Cell>
                  {r.submitted ? (
                    r.unmarked > 0 ? (
                      <Badge color="amber">{r.unmarked} to mark</Badge>
                    ) : (
                      <Badge color="green">Submitted</Badge>
                    )
                  ) : (
                    <Badge color="gray">Not submitted</Badge>
                  )}
                </Table.Cell>
                <Table.Cell>{r.result ?? '—'}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Card>
      {props.kind === 'theory' && question && (
        <Card size="2" asChild>
          <section aria-label="Marking">
            <Flex justify="between" align="center" mb="2" wrap="wrap" gap="2">
              <Heading as="h2" size="4">
                Question {question.number} of {questions.length}{' '}
                {`(${counted(question.questionMark, 'mark')})`}
              </Heading>
              <Flex gap="2">
                <Button
                  variant="soft"
                  disabled={props.questionIndex === 0}
                  onClick={() => props.onQuestion(props.questionIndex - 1)}
                >
                  Previous question
                </Button>
                <Button
                  variant="soft"
                  disabled={props.questionIndex >= questions.length - 1}
                  onClick={() => props.onQuestion(props.questionIndex + 1)}
                >
                  Next question
                </Button>
              </Flex>
            </Flex>
            <Text as="p" weight="medium">
              {question.question}
            </Text>
            <Text as="p" size="2" color="gray" mb="3">
              Model answer: {question.modelAnswer}
            </Text>
            {question.answers.length === 0 && (
              <Text color="gray">Nobody has answered this question yet.</Text>
            )}
            <Flex direction="column" gap="3">
              {question.answers.map((a, index) => {
                const entry = props.marks[a.key] ?? { mark: '', comment: '' };
                const problem = props.problems[a.key];
                return (
                  <Flex key={a.key} gap="3" align="start" wrap="wrap">
                    <div style={{ flex: '1 1 260px' }}>
                      <Text as="div" size="2" weight="medium">
                        {a.name}
                      </Text>
                      <Text as="div" size="2">
                        {a.answer}
                      </Text>
                    </div>
                    <Flex direction="column" gap="1" style={{ width: 110 }}>
                      <TextField.Root
                        aria-label={`Mark for ${a.name}`}
                        inputMode="decimal"
                        value={entry.mark}
                        disabled={a.locked}
                        data-mark-index={index}
                        color={problem ? 'red' : undefined}
                        onChange={(e) => props.onMark(a.key, { ...entry, mark: e.target.value })}
                        onKeyDown={(e) => moveFocus(e, index)}
                      >
                        <TextField.Slot side="right">/ {question.questionMark}</TextField.Slot>
                      </TextField.Root>
                      {problem && (
                        <Text size="1" color="red">
                          {problem}
                        </Text>
                      )}
                    </Flex>
                    <div style={{ flex: '1 1 200px' }}>
                      <TextField.Root
                        aria-label={`Comment for ${a.name}`}
                        placeholder="Comment (optional)"
                        value={entry.comment}
                        disabled={a.locked}
                        onChange={(e) => props.onMark(a.key, { ...entry, comment: e.target.value })}
                      />
                    </div>
                  </Flex>
                );
              })}
            </Flex>
            <Flex justify="end" mt="3">
              <Button onClick={props.onSaveMarks} disabled={props.saving} loading={props.saving}>
                Save marks
              </Button>
            </Flex>
          </section>
        </Card>
      )}
      {props.kind === 'objective' && (
        <Callout.Root>
          <Callout.Text>
            Objective answers are marked by the server when a student submits them.
          </Callout.Text>
        </Callout.Root>
      )}
    </Flex>
  );
}
