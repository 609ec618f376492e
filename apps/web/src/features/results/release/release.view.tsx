import { Button, Callout, Card, Flex, Heading, Progress, Text } from '@radix-ui/themes';
import type { Schema } from '@schoolmates/sdk';
import { Confirm } from '../../../components/confirm.tsx';
import { StatusBadge } from '../report-card/results.view.tsx';

export type ReleaseAction = 'release' | 'withhold';
export type ReleaseScope = 'student' | 'class';

export interface ReleaseProgress {
  action: ReleaseAction;
  scope: ReleaseScope;
  /** Results handled so far, of `total`. */
  done: number;
  total: number;
  busy: boolean;
  /** What the server said when it finished (e.g. "12 results released."). */
  summary: string | null;
  /** Students whose result could not change, with the reason. */
  failures: { name: string; reason: string }[];
}

export interface ReleaseViewProps {
  classLabel: string;
  /** The student on screen, when one is. */
  student: { name: string; status: Schema<'ResultStatus'> } | null;
  /** Students of the class who have a result for the period. */
  classCount: number;
  progress: ReleaseProgress | null;
  onRun: (action: ReleaseAction, scope: ReleaseScope) => void;
}

const verb = { release: 'released', withhold: 'withheld' } as const;

/** Release or withhold the result of one student or of the whole class arm. */
export function ReleaseView({
  classLabel,
  student,
  classCount,
  progress,
  onRun,
}: ReleaseViewProps) {
  const busy = progress?.busy === true;
  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="3">
            Release results
          </Heading>
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
                onClick={() => onRun('release', 'student')}
              >
                Release {student.name.split(' ')[1] ?? student.name}'s result
              </Button>
              <Button
                variant="soft"
                color="red"
                disabled={busy || student.status === 'withheld'}
                onClick={() => onRun('withhold', 'student')}
              >
                Withhold
              </Button>
            </>
          )}
          <Confirm
            title={`Release every result of ${classLabel}?`}
            description={`${classCount} student${classCount === 1 ? '' : 's'} with a result will see it. Their scores cannot change until withheld again.`}
            confirmLabel="Release class"
            onConfirm={() => onRun('release', 'class')}
          >
            <Button variant="outline" disabled={busy || classCount === 0}>
              Release whole class
            </Button>
          </Confirm>
          <Confirm
            title={`Withhold every result of ${classLabel}?`}
            description="Students will see a message instead of their scores."
            confirmLabel="Withhold class"
            color="red"
            onConfirm={() => onRun('withhold', 'class')}
          >
            <Button variant="outline" color="red" disabled={busy || classCount === 0}>
              Withhold whole class
            </Button>
          </Confirm>
        </Flex>
        {progress && (
          <Flex direction="column" gap="2" role="status">
            <Flex justify="between">
              <Text size="2">
                {progress.busy
                  ? `${progress.action === 'release' ? 'Releasing' : 'Withholding'}…`
                  : `Done: ${progress.action === 'release' ? 'release' : 'withhold'}`}
              </Text>
              <Text size="2" color="gray">
                {progress.done} of {progress.total}
              </Text>
            </Flex>
            <Progress value={progress.total === 0 ? 0 : (progress.done / progress.total) * 100} />
            {progress.summary && (
              <Text size="2" color="green">
                {progress.summary}
              </Text>
            )}
            {progress.failures.length > 0 && (
              <Callout.Root color="red" role="alert">
                <Callout.Text>
                  {progress.failures.length} result
                  {progress.failures.length === 1 ? ' was' : 's were'} not {verb[progress.action]}:
                </Callout.Text>
                <ul className="sm-reasons">
                  {progress.failures.map((f) => (
                    <li key={f.name}>
                      {f.name}: {f.reason}
                    </li>
                  ))}
                </ul>
              </Callout.Root>
            )}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
