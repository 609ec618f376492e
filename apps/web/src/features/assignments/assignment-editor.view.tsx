import { Badge, Button, Callout, Card, Flex, Heading, RadioGroup, Text } from '@radix-ui/themes';
import type {
  AssignmentPublishState,
  AssignmentQuestionType,
  ObjectiveChanges,
  ObjectiveDraft,
  TheoryChanges,
  TheoryDraft,
} from '@schoolmates/machines/assignments';
import type { FieldErrors } from '@schoolmates/sdk';
import type { ReactNode } from 'react';
import { FieldError, TextInput } from '../../components/form.tsx';
import { EmptyState, ErrorState, LoadingRows } from '../../components/states.tsx';

const OPTIONS = ['option1', 'option2', 'option3', 'option4'] as const;
const LETTERS = ['A', 'B', 'C', 'D'];

/** What the view shows while each machine state lasts. */
const busyLabel: Partial<Record<AssignmentPublishState, string>> = {
  'publishing.creatingObjective': 'Saving the objective questions…',
  'publishing.updatingObjective': 'Saving the objective questions…',
  'publishing.creatingTheory': 'Saving the theory questions…',
  'publishing.updatingTheory': 'Saving the theory questions…',
  'publishing.publishingQuestions': 'Publishing…',
  'unpublishing.checkingAnswers': 'Checking for answers…',
  'unpublishing.unpublishingQuestions': 'Unpublishing…',
};

export interface AssignmentEditorViewProps {
  state: AssignmentPublishState;
  dueDate: string;
  objective: ObjectiveDraft[];
  theory: TheoryDraft[];
  problems: FieldErrors;
  error: string | null;
  notice: string | null;
  answered: boolean;
  onAdd: (kind: AssignmentQuestionType) => void;
  onEditObjective: (index: number, changes: ObjectiveChanges) => void;
  onEditTheory: (index: number, changes: TheoryChanges) => void;
  onRemove: (kind: AssignmentQuestionType, index: number) => void;
  onDueDate: (dueDate: string) => void;
  onPublish: () => void;
  onUnpublish: () => void;
  onRetry: () => void;
  onDismiss: () => void;
}

/** The teacher's assignment set: objective and theory questions, a due date, publish. */
export function AssignmentEditorView(props: AssignmentEditorViewProps) {
  const { state, problems } = props;
  if (state === 'loading') return <LoadingRows columns={3} rows={4} />;
  if (state === 'loadFailed') {
    return <ErrorState message={props.error ?? 'Unable to load'} onRetry={props.onRetry} />;
  }
  const published = state === 'published' || state.startsWith('unpublishing');
  const busy = busyLabel[state];
  const locked = published || busy !== undefined;
  return (
    <Flex direction="column" gap="4">
      {props.error && (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{props.error}</Callout.Text>
        </Callout.Root>
      )}
      {props.notice && (
        <Callout.Root color="green" role="status">
          <Callout.Text>{props.notice}</Callout.Text>
        </Callout.Root>
      )}
      {busy && (
        <Callout.Root color="blue" role="status">
          <Callout.Text>{busy}</Callout.Text>
        </Callout.Root>
      )}
      <Flex gap="3" align="end" wrap="wrap">
        <div style={{ minWidth: 180 }}>
          <TextInput
            label="Due date"
            name="dueDate"
            type="date"
            value={props.dueDate}
            errors={problems}
            disabled={locked}
            onChange={(e) => props.onDueDate(e.target.value)}
          />
        </div>
        {published && <Badge color="green">Published</Badge>}
      </Flex>
      <FieldError id="questions-error" messages={problems.questions} />
      {props.objective.length === 0 && props.theory.length === 0 && (
        <EmptyState
          title="No questions yet"
          description="Add objective questions (four options, one correct) or theory questions (with a model answer)."
          icon="note"
        />
      )}
      {props.objective.map((q, index) => (
        <ObjectiveCard
          key={`o${q.question_number}`}
          question={q}
          index={index}
          problems={problems}
          locked={locked}
          onEdit={(changes) => props.onEditObjective(index, changes)}
          onRemove={q.id === null ? () => props.onRemove('objective', index) : undefined}
        />
      ))}
      {props.theory.map((q, index) => (
        <TheoryCard
          key={`t${q.question_number}`}
          question={q}
          index={index}
          problems={problems}
          locked={locked}
          onEdit={(changes) => props.onEditTheory(index, changes)}
          onRemove={q.id === null ? () => props.onRemove('theory', index) : undefined}
        />
      ))}
      <Flex gap="3" wrap="wrap" justify="between">
        <Flex gap="2">
          <Button variant="soft" disabled={locked} onClick={() => props.onAdd('objective')}>
            Add objective question
          </Button>
          <Button variant="soft" disabled={locked} onClick={() => props.onAdd('theory')}>
            Add theory question
          </Button>
        </Flex>
        {state === 'publishFailed' ? (
          <Flex gap="2">
            <Button variant="soft" color="gray" onClick={props.onDismiss}>
              Back to editing
            </Button>
            <Button onClick={props.onRetry}>Try again</Button>
          </Flex>
        ) : published ? (
          <Button
            variant="soft"
            color="red"
            disabled={props.answered || busy !== undefined}
            onClick={props.onUnpublish}
          >
            Unpublish
          </Button>
        ) : (
          <Button
            disabled={busy !== undefined}
            loading={busy !== undefined}
            onClick={props.onPublish}
          >
            Save and publish
          </Button>
        )}
      </Flex>
    </Flex>
  );
}

/** What a question's card is given: the question, its place in the set and its errors. */
interface CardProps<Draft, Changes> {
  question: Draft;
  index: number;
  problems: FieldErrors;
  locked: boolean;
  onEdit: (changes: Changes) => void;
  onRemove: (() => void) | undefined;
}

function ObjectiveCard(props: CardProps<ObjectiveDraft, ObjectiveChanges>) {
  const { question, problems, locked, onEdit } = props;
  const p = `objective.${props.index}`;
  return (
    <QuestionCard kind="Objective" {...props}>
      <RadioGroup.Root
        aria-label={`Correct option of question ${question.question_number}`}
        value={question.correct.length === 1 ? question.correct[0] : ''}
        onValueChange={(value) => onEdit({ correct: [value as (typeof OPTIONS)[number]] })}
        disabled={locked}
      >
        {OPTIONS.map((option, i) => (
          <Flex key={option} gap="2" align="center">
            <RadioGroup.Item value={option} aria-label={`Option ${LETTERS[i]} is correct`} />
            <div style={{ flex: 1 }}>
              <TextInput
                label={`Option ${LETTERS[i]}`}
                name={`${p}.${option}`}
                value={question.options[i] ?? ''}
                errors={problems}
                disabled={locked}
                onChange={(e) =>
                  onEdit({
                    options: OPTIONS.map((_, j) =>
                      j === i ? e.target.value : (question.options[j] ?? ''),
                    ),
                  })
                }
              />
            </div>
          </Flex>
        ))}
      </RadioGroup.Root>
      <FieldError id={`${p}-options`} messages={problems[`${p}.options`]} />
      <FieldError id={`${p}-answer`} messages={problems[`${p}.answer`]} />
    </QuestionCard>
  );
}

function TheoryCard(props: CardProps<TheoryDraft, TheoryChanges>) {
  const { question, problems, locked, onEdit } = props;
  const p = `theory.${props.index}`;
  return (
    <QuestionCard
      kind="Theory"
      {...props}
      after={
        <Text size="1" color="gray">
          {question.id === null ? 'Not saved yet' : question.saved ? 'Saved' : 'Changed'}
        </Text>
      }
    >
      <TextInput
        label="Model answer (students see it only with their published result)"
        name={`${p}.answer`}
        value={question.answer}
        errors={problems}
        disabled={locked}
        onChange={(e) => onEdit({ answer: e.target.value })}
      />
    </QuestionCard>
  );
}

/**
 * A question of the set: its heading with Remove while the set is open, its text, what its kind
 * asks (`children`), its mark, and `after` that.
 */
function QuestionCard({
  kind,
  question,
  index,
  problems,
  locked,
  onEdit,
  onRemove,
  children,
  after,
}: CardProps<
  { question_number: number; question: string; question_mark: number },
  { question: string } | { question_mark: number }
> & { kind: 'Objective' | 'Theory'; children: ReactNode; after?: ReactNode }) {
  const title = `${kind} question ${question.question_number}`;
  // Where the question's field errors are (`objective.0.question`).
  const field = `${kind.toLowerCase()}.${index}`;
  return (
    <Card size="2" asChild>
      <section aria-label={title}>
        <Flex justify="between" mb="2">
          <Heading as="h3" size="3">
            {title}
          </Heading>
          {onRemove && !locked && (
            <Button size="1" variant="ghost" color="red" onClick={onRemove}>
              Remove
            </Button>
          )}
        </Flex>
        <Flex direction="column" gap="2">
          <TextInput
            label="Question"
            name={`${field}.question`}
            value={question.question}
            errors={problems}
            disabled={locked}
            onChange={(e) => onEdit({ question: e.target.value })}
          />
          {children}
          <div style={{ maxWidth: 120 }}>
            <TextInput
              label="Mark"
              name={`${field}.question_mark`}
              type="number"
              min={1}
              max={100}
              value={String(question.question_mark)}
              errors={problems}
              disabled={locked}
              onChange={(e) => onEdit({ question_mark: Number(e.target.value) })}
            />
          </div>
          {after}
        </Flex>
      </section>
    </Card>
  );
}
