import {
  Badge,
  Button,
  Callout,
  Card,
  Flex,
  Heading,
  RadioGroup,
  Text,
  TextArea,
} from '@radix-ui/themes';
import type { TermRef } from '@schoolmates/domain/calendar';
import type { Schema } from '@schoolmates/sdk';
import { Confirm } from '../../components/confirm.tsx';
import { SelectInput } from '../../components/form.tsx';
import { PeriodPicker } from '../../components/period-picker.tsx';
import type { Loadable } from '../../components/queries.ts';
import { EmptyState, ErrorState, LoadingRows } from '../../components/states.tsx';
import { counted } from '../../lib/counted.ts';
import type { AnswerDraft } from './answer-draft.ts';

export type QuestionKind = Schema<'AssignmentQuestionType'>;
type Option = Schema<'AssignmentOption'>;
const OPTIONS: readonly Option[] = ['option1', 'option2', 'option3', 'option4'];
const LETTERS: Record<Option, string> = { option1: 'A', option2: 'B', option3: 'C', option4: 'D' };

/** One subject's set for the week, as the student sees it. */
export interface StudentSet {
  key: string;
  subject: string;
  dueDate: string;
  totalMark: number;
  questions: Schema<'AssignmentQuestionRecord'>[];
  submitted: boolean;
  /** Past its due date at the school (`isPastDue`): the server takes no answer any more. */
  overdue: boolean;
  /** The student's submitted answers; keys and marks are null until the result is published. */
  answers: Schema<'AssignmentAnswerRecord'>[];
  /** The published result, once the teacher has published it. */
  result: Schema<'AssignmentResultAttributes'> | null;
  draft: AnswerDraft;
}

export interface StudentAssignmentsViewProps {
  choice: TermRef;
  onChoice: (next: TermRef) => void;
  week: number;
  onWeek: (week: number) => void;
  kind: QuestionKind;
  onKind: (kind: QuestionKind) => void;
  sets: Loadable<StudentSet[]>;
  /** The questions' pictures as they arrive: file id → URL. */
  images: Record<string, string>;
  /** The set being sent, if any. */
  submitting: string | null;
  onAnswer: (setKey: string, questionId: string, answer: string) => void;
  onSubmit: (setKey: string) => void;
  onRetry: () => void;
}

const weeks = Array.from({ length: 13 }, (_, i) => ({
  value: String(i + 1),
  label: `Week ${i + 1}`,
}));
const kinds = [
  { value: 'objective', label: 'Objective' },
  { value: 'theory', label: 'Theory' },
];

export function StudentAssignmentsView(props: StudentAssignmentsViewProps) {
  const { sets } = props;
  return (
    <Flex direction="column" gap="4">
      <PeriodPicker value={props.choice} onChange={props.onChoice}>
        <div style={{ minWidth: 120 }}>
          <SelectInput
            label="Week"
            name="week"
            value={String(props.week)}
            options={weeks}
            onValueChange={(w) => props.onWeek(Number(w))}
          />
        </div>
        <div style={{ minWidth: 130 }}>
          <SelectInput
            label="Kind"
            name="kind"
            value={props.kind}
            options={kinds}
            onValueChange={(k) => props.onKind(k as QuestionKind)}
          />
        </div>
      </PeriodPicker>
      {sets.status === 'loading' && <LoadingRows columns={2} rows={4} />}
      {sets.status === 'error' && <ErrorState message={sets.message} onRetry={props.onRetry} />}
      {sets.status === 'ready' && sets.data.length === 0 && (
        <EmptyState
          title="No assignments this week"
          description="Your teachers have not published any assignment for this week yet."
          icon="note"
        />
      )}
      {sets.status === 'ready' &&
        sets.data.map((set) => (
          <SetCard
            key={set.key}
            set={set}
            images={props.images}
            kind={props.kind}
            submitting={props.submitting === set.key}
            onAnswer={(id, answer) => props.onAnswer(set.key, id, answer)}
            onSubmit={() => props.onSubmit(set.key)}
          />
        ))}
    </Flex>
  );
}

function SetCard({
  set,
  images,
  kind,
  submitting,
  onAnswer,
  onSubmit,
}: {
  set: StudentSet;
  images: Record<string, string>;
  kind: QuestionKind;
  submitting: boolean;
  onAnswer: (questionId: string, answer: string) => void;
  onSubmit: () => void;
}) {
  const answered = set.questions.filter((q) => (set.draft[q.id] ?? '').trim() !== '').length;
  // what was sent, or nothing more once it is too late: read-only either way
  const closed = set.submitted || set.overdue;
  const answerOf = new Map(set.answers.map((a) => [a.attributes.assignment_id, a.attributes]));
  return (
    <Card size="3" asChild>
      <section aria-label={`${set.subject} assignment`}>
        <Flex justify="between" align="center" wrap="wrap" gap="2" mb="3">
          <Heading as="h2" size="4">
            {set.subject}
          </Heading>
          <Flex gap="2" align="center">
            <Text size="2" color="gray">
              {counted(set.questions.length, 'question')} · {counted(set.totalMark, 'mark')} · due{' '}
              {set.dueDate}
            </Text>
            {set.result ? (
              <Badge color="green" size="2">
                Score {set.result.score} / {set.result.total_mark} ({set.result.percentage_score}
                %)
              </Badge>
            ) : set.submitted ? (
              <Badge color="blue">Submitted</Badge>
            ) : set.overdue ? (
              <Badge color="red">Overdue</Badge>
            ) : null}
          </Flex>
        </Flex>
        {set.overdue && !set.submitted && (
          <Callout.Root color="red" mb="3">
            <Callout.Text>
              This assignment was due on {set.dueDate}. It can no longer be answered.
            </Callout.Text>
          </Callout.Root>
        )}
        <Flex direction="column" gap="4">
          {set.questions.map((q) => (
            <Question
              key={q.id}
              question={q}
              image={q.attributes.image_file_id ? images[q.attributes.image_file_id] : undefined}
              kind={kind}
              closed={closed}
              value={closed ? (answerOf.get(q.id)?.answer ?? '') : (set.draft[q.id] ?? '')}
              marked={answerOf.get(q.id) ?? null}
              onChange={(answer) => onAnswer(q.id, answer)}
            />
          ))}
        </Flex>
        {!closed && (
          <Flex justify="end" align="center" gap="3" mt="4">
            <Text size="2" color="gray">
              {answered} of {set.questions.length} answered · your answers are kept on this device
            </Text>
            <Confirm
              title="Submit your answers?"
              description={
                answered < set.questions.length
                  ? `You have answered ${answered} of ${counted(set.questions.length, 'question')}. Unanswered questions score 0, and you can submit only once.`
                  : 'You can submit only once.'
              }
              confirmLabel="Submit"
              onConfirm={onSubmit}
            >
              <Button disabled={submitting || answered === 0} loading={submitting}>
                Submit answers
              </Button>
            </Confirm>
          </Flex>
        )}
      </section>
    </Card>
  );
}

function Question({
  question,
  image,
  kind,
  closed,
  value,
  marked,
  onChange,
}: {
  question: Schema<'AssignmentQuestionRecord'>;
  /** The URL of the question's picture, once loaded. */
  image: string | undefined;
  kind: QuestionKind;
  /** Submitted or overdue: shown, not answered. */
  closed: boolean;
  value: string;
  marked: Schema<'AssignmentAnswerAttributes'> | null;
  onChange: (answer: string) => void;
}) {
  const a = question.attributes;
  const label = `Question ${a.question_number}`;
  const revealed = marked?.correct_answer != null;
  return (
    <Flex direction="column" gap="2">
      <Text weight="medium">
        {a.question_number}. {a.question}{' '}
        <Text color="gray" size="1">
          ({counted(a.question_mark, 'mark')})
        </Text>
      </Text>
      {image && (
        <img
          src={image}
          alt={`Figure for question ${a.question_number}`}
          style={{ maxWidth: '100%', maxHeight: 360, alignSelf: 'flex-start' }}
        />
      )}
      {kind === 'objective' ? (
        <RadioGroup.Root
          aria-label={label}
          value={value}
          onValueChange={onChange}
          disabled={closed}
        >
          {OPTIONS.map((o) => (
            <RadioGroup.Item key={o} value={o}>
              {LETTERS[o]}. {a[o]}
              {revealed && marked?.correct_answer === o && (
                <Badge color="green" ml="2">
                  correct answer
                </Badge>
              )}
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      ) : (
        <TextArea
          aria-label={label}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          readOnly={closed}
          rows={4}
        />
      )}
      {revealed && marked && (
        <Card variant="surface">
          <Flex direction="column" gap="1">
            <Text size="2">
              Mark: <strong>{marked.teacher_mark ?? 0}</strong> / {a.question_mark}
            </Text>
            {kind === 'theory' && (
              <Text size="2">
                Model answer: <em>{marked.correct_answer}</em>
              </Text>
            )}
            {marked.teacher_comment && (
              <Text size="2" color="gray">
                Teacher’s comment: {marked.teacher_comment}
              </Text>
            )}
          </Flex>
        </Card>
      )}
    </Flex>
  );
}
