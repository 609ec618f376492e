import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { FieldErrors } from '@schoolmates/sdk';
import { type FormEvent, useState } from 'react';
import { contractLimits } from '../../../components/contract-limits.ts';
import type { Loadable } from '../../../components/queries.ts';
import { EmptyState, ErrorState, LoadingRows } from '../../../components/states.tsx';
import { CommentField } from '../compute/report-details.view.tsx';
import { StatusBadge } from '../report-card/results.view.tsx';
import type { Period } from '../results.api.ts';

/** One student of the class arm, as the principal writes their comment. */
export interface CommentRow {
  studentId: string;
  name: string;
  status: 'released' | 'withheld' | 'not_released';
  /** The student's average as the card prints it ("69.17", "31 / 40 (77.5%)"). */
  average: string;
  teacherComment: string | null;
  /** The text the principal typed; '' when none was. */
  typed: string;
  /** What the card shows when nothing is typed: the bank's comment for the average (end of term). */
  bankComment: string | null;
  /** Bank comments that suit the student's average. */
  suggestions: string[];
}

export interface PrincipalCommentsViewProps {
  period: Period;
  rows: Loadable<CommentRow[]>;
  /** The student whose comment is being saved. */
  savingId: string | null;
  /** The last refused save's field messages, for that student. */
  refused: { studentId: string; errors: FieldErrors } | null;
  /** An empty text saves null: back to the bank's comment at the end of term, none at mid-term. */
  onSave: (studentId: string, text: string | null) => void;
  onRetry: () => void;
  /** Shown unfolded (stories); the results screen starts it folded under the release panel. */
  open?: boolean;
}

/** The principal's comment for each student of a class arm, one save per student. */
export function PrincipalCommentsView(props: PrincipalCommentsViewProps) {
  const { rows } = props;
  const count = rows.status === 'ready' ? ` · ${rows.data.length} students` : '';
  let body: React.ReactNode;
  if (rows.status === 'loading') body = <LoadingRows columns={3} rows={4} />;
  else if (rows.status === 'error')
    body = <ErrorState message={rows.message} onRetry={props.onRetry} />;
  else if (rows.data.length === 0)
    body = (
      <EmptyState
        icon="note"
        title="No results in this class yet"
        description="Comments can be written once the class teacher has entered scores."
      />
    );
  else
    body = (
      <Flex direction="column" gap="3">
        {rows.data.map((row) => (
          <StudentComment key={row.studentId} row={row} {...props} />
        ))}
      </Flex>
    );
  return (
    <Card size="2">
      <details open={props.open}>
        <summary style={{ cursor: 'pointer' }}>
          <Heading as="h2" size="3" style={{ display: 'inline' }}>
            Principal's comments{count}
          </Heading>
        </summary>
        <Flex direction="column" gap="3" mt="3">
          <Text size="2" color="gray">
            {props.period === 'First Half'
              ? 'The mid-term card shows the comment typed here.'
              : "Left empty, the end-of-term card shows the comment bank's comment for the student's average."}{' '}
            A released result must be withheld first.
          </Text>
          {body}
        </Flex>
      </details>
    </Card>
  );
}

function StudentComment({
  row,
  savingId,
  refused,
  onSave,
}: { row: CommentRow } & PrincipalCommentsViewProps) {
  const [text, setText] = useState(row.typed);
  const released = row.status === 'released';
  const name = `hos_comment-${row.studentId}`;
  const errors = refused?.studentId === row.studentId ? refused.errors : {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave(row.studentId, text.trim() || null);
  };
  return (
    <Card variant="surface" asChild>
      <form onSubmit={submit} aria-label={`Principal's comment for ${row.name}`}>
        <Flex direction="column" gap="2">
          <Flex justify="between" align="center" gap="2" wrap="wrap">
            <Flex gap="2" align="center">
              <Text weight="bold" size="2">
                {row.name}
              </Text>
              <StatusBadge status={row.status} />
            </Flex>
            <Text size="2" color="gray">
              Average {row.average}
            </Text>
          </Flex>
          <Text size="2">
            <Text color="gray">Class teacher: </Text>
            {row.teacherComment ?? 'No comment yet.'}
          </Text>
          {released ? (
            <Text size="2">
              <Text color="gray">Principal: </Text>
              {row.typed || row.bankComment || 'No comment.'}
            </Text>
          ) : (
            <>
              <CommentField
                name={name}
                label="Principal's comment"
                value={text}
                onChange={setText}
                suggestions={row.suggestions}
                placeholder={row.bankComment ?? 'A good term; keep it up.'}
                errors={{ [name]: errors.hos_comment ?? [] }}
                maxLength={contractLimits('ResultHosCommentInput', 'hos_comment').maxLength}
              />
              <Flex justify="between" align="center" gap="2">
                <Text size="1" color="gray">
                  {row.bankComment && !text.trim() ? 'The card shows the bank comment above.' : ''}
                </Text>
                <Button type="submit" size="2" variant="soft" loading={savingId === row.studentId}>
                  Save comment
                </Button>
              </Flex>
            </>
          )}
        </Flex>
      </form>
    </Card>
  );
}
