import { Button, Callout, Card, Flex, Heading, Progress, Text } from '@radix-ui/themes';
import type { Schema } from '@schoolmates/sdk';
import { contractLimits } from '../../../components/contract-limits.ts';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { StatusBadge } from '../report-card/results.view.tsx';

export type ReleaseAction = 'release' | 'withhold';
export type ReleaseScope = 'student' | 'class';

/** Where a run is: asking first, sending, or ended (with or without failures). */
export type ReleasePhase = 'confirming' | 'saving' | 'failed' | 'done';

/** A release or withhold under way or just ended (the resultRelease machine's context). */
export interface ReleaseRun {
  phase: ReleasePhase;
  action: ReleaseAction;
  scope: ReleaseScope;
  /** The student's name or the class arm ("JSS 1 A"). */
  label: string;
  /** Students answered for so far (changed, already so, or failed), of `total`. */
  done: number;
  total: number;
  /** What changed so far ("22 results released, 2 already released."). */
  summary: string | null;
  /** Each student the answers gave an outcome: changed now, or already so. */
  outcomes: { id: string; name: string; outcome: 'changed' | 'unchanged' }[];
  /** Students whose result did not change, with the reason; a retry resends only these. */
  failures: { id: string; name: string; reason: string }[];
}

export interface ReleaseViewProps {
  classLabel: string;
  /** The student on screen, when one is. */
  student: { name: string; status: Schema<'ResultStatus'> } | null;
  /** Students of the class who have a result for the period. */
  classCount: number;
  run: ReleaseRun | null;
  /** Why the last request was refused (role, nothing to change). */
  refusal: string | null;
  onStart: (action: ReleaseAction, scope: ReleaseScope) => void;
  /** Confirms the run; a withhold with its reason (required, kept in the audit). */
  onConfirm: (reason?: string) => void;
  onCancel: () => void;
  onRetry: () => void;
  onDismiss: () => void;
}

export const pastTense = { release: 'released', withhold: 'withheld' } as const;
const working = { release: 'Releasing', withhold: 'Withholding' } as const;

function confirmation(run: ReleaseRun) {
  const verb = run.action === 'release' ? 'Release' : 'Withhold';
  if (run.scope === 'student') {
    return {
      title: `${verb} the result of ${run.label}?`,
      description:
        run.action === 'release'
          ? 'The student will see it. The scores cannot change until it is withheld again.'
          : 'The student will see a message instead of the scores.',
      confirmLabel: `${verb} result`,
    };
  }
  const students = `${run.total} student${run.total === 1 ? '' : 's'} with a result`;
  return {
    title: `${verb} every result of ${run.label}?`,
    description:
      run.action === 'release'
        ? `${students} will see it. Their scores cannot change until withheld again.`
        : `${students} will see a message instead of their scores.`,
    confirmLabel: `${verb} class`,
  };
}

/** Release or withhold the result of one student or of the whole class arm. */
export function ReleaseView({
  classLabel,
  student,
  classCount,
  run,
  refusal,
  onStart,
  onConfirm,
  onCancel,
  onRetry,
  onDismiss,
}: ReleaseViewProps) {
  const busy = run?.phase === 'saving' || run?.phase === 'confirming';
  const asking = run?.phase === 'confirming' ? confirmation(run) : null;
  const withholding = run?.action === 'withhold';
  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Flex gap="2" align="baseline">
            <Heading as="h2" size="3">
              Release results
            </Heading>
            <Text size="2" color="gray">
              {classLabel}
            </Text>
          </Flex>
          {student && (
            <Flex gap="2" align="center">
              <Text size="2">{student.name}</Text>
              <StatusBadge status={student.status} />
            </Flex>
          )}
        </Flex>
        <Flex gap="2" wrap="wrap">
          {student && (
            <>
              <Button
                disabled={busy || student.status === 'released'}
                onClick={() => onStart('release', 'student')}
              >
                Release {student.name.split(' ')[1] ?? student.name}'s result
              </Button>
              <Button
                variant="soft"
                color="red"
                disabled={busy || student.status === 'withheld'}
                onClick={() => onStart('withhold', 'student')}
              >
                Withhold
              </Button>
            </>
          )}
          <Button
            variant="outline"
            disabled={busy || classCount === 0}
            onClick={() => onStart('release', 'class')}
          >
            Release whole class
          </Button>
          <Button
            variant="outline"
            color="red"
            disabled={busy || classCount === 0}
            onClick={() => onStart('withhold', 'class')}
          >
            Withhold whole class
          </Button>
        </Flex>
        <ReasonDialog
          asking={asking}
          reason={withholding ? contractLimits('ResultReleaseStudentsInput', 'reason') : undefined}
          color={withholding ? 'red' : undefined}
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
        {refusal && (
          <Callout.Root color="amber" role="alert" aria-label="Refused">
            <Callout.Text>{refusal}</Callout.Text>
            <Flex>
              <Button size="1" variant="ghost" onClick={onDismiss}>
                Dismiss
              </Button>
            </Flex>
          </Callout.Root>
        )}
        {run && run.phase !== 'confirming' && (
          <Flex direction="column" gap="2" role="status" aria-label="Release progress">
            {run.phase === 'saving' ? (
              <>
                <Text size="2">
                  {working[run.action]} {run.label}…
                </Text>
                {/* one call: no count until it answers */}
                <Progress aria-label="Working" />
              </>
            ) : (
              <>
                <Flex justify="between" gap="3">
                  <Text size="2">
                    {`${run.label}: ${run.action} ${run.phase === 'failed' ? 'ended with failures' : 'done'}`}
                  </Text>
                  <Text size="2" color="gray">
                    {run.done} of {run.total}
                  </Text>
                </Flex>
                <Progress
                  value={run.total === 0 ? 0 : (run.done / run.total) * 100}
                  aria-label={`${run.done} of ${run.total}`}
                />
                {run.summary && (
                  <Text size="2" color="green">
                    {run.summary}
                  </Text>
                )}
                {run.scope === 'class' && run.outcomes.length > 0 && (
                  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
                  <section className="sm-outcomes" aria-label="Each student" tabIndex={0}>
                    <ul className="sm-reasons">
                      {run.outcomes.map((o) => (
                        <li key={o.id}>
                          {o.name}:{' '}
                          {o.outcome === 'changed'
                            ? pastTense[run.action]
                            : `already ${pastTense[run.action]}`}
                        </li>
                      ))}
                    </ul>
                  </section>
                )}
              </>
            )}
            {run.failures.length > 0 && (
              <Callout.Root color="red" role="alert">
                <Callout.Text>
                  {run.failures.length} result
                  {run.failures.length === 1 ? ' was' : 's were'} not {pastTense[run.action]}:
                </Callout.Text>
                <ul className="sm-reasons">
                  {run.failures.map((f) => (
                    <li key={f.id}>
                      {f.name}: {f.reason}
                    </li>
                  ))}
                </ul>
              </Callout.Root>
            )}
            {run.phase !== 'saving' && (
              <Flex gap="2">
                {run.phase === 'failed' && (
                  <Button size="1" onClick={onRetry}>
                    Retry the {run.failures.length} failed
                  </Button>
                )}
                <Button size="1" variant="soft" color="gray" onClick={onDismiss}>
                  Dismiss
                </Button>
              </Flex>
            )}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
