import {
  Badge,
  Button,
  Callout,
  Card,
  Checkbox,
  Flex,
  Grid,
  Heading,
  Progress,
  RadioGroup,
  Table,
  Text,
} from '@radix-ui/themes';
import type {
  PromotedStudent,
  PromotionFailure,
  PromotionStudent,
} from '@schoolmates/machines/people';
import type { FieldErrors } from '@schoolmates/sdk';
import { useEffect, useState } from 'react';
import { Confirm } from '../../../components/confirm.tsx';
import { FieldError, SelectInput } from '../../../components/form.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { TableCard } from '../../../components/record-table.tsx';
import { EmptyState, ErrorState, LoadingRows } from '../../../components/states.tsx';

export interface PromotionClass {
  value: string;
  label: string;
  arms: string[];
}

/** What the chooser asks for: the ticked students of the class arm, and where they go. */
export interface PromotionChoice {
  student_ids: string[];
  action: 'promote' | 'graduate';
  to_class_id: string | null;
  to_sub_class: string | null;
}

/** Where a promotion run is, by the studentPromotion machine's states. */
export type PromotionRun =
  | { phase: 'choosing'; refusal: string | null }
  | { phase: 'moving'; done: number; total: number }
  | {
      phase: 'failed' | 'finished';
      moved: PromotedStudent[];
      /** Students who did not move, with the server's reason; empty when finished. */
      failures: PromotionFailure[];
    };

export interface StudentPromotionViewProps {
  classes: PromotionClass[];
  fromClassId: string;
  fromArm: string;
  onFromChange: (classId: string, arm: string) => void;
  /** Active students of the chosen class arm; null until one is chosen. */
  students: Loadable<PromotionStudent[]> | null;
  run: PromotionRun;
  onStart: (choice: PromotionChoice) => void;
  /** Back to choosing, after a run or a refusal. */
  onDone: () => void;
  /** Sends the students who did not move again. */
  onRetryFailed: () => void;
  /** Loads the class list again. */
  onRetry?: () => void;
}

const armLabel = (c: PromotionClass | undefined, arm: string) =>
  c ? `${c.label}${arm ? ` ${arm}` : ''}` : '';

export function StudentPromotionView(props: StudentPromotionViewProps) {
  const { run } = props;
  if (run.phase === 'moving') {
    return (
      <Card size="3" role="status" aria-live="polite">
        <Heading as="h2" size="4" mb="2">
          Moving students…
        </Heading>
        <Text as="p" color="gray" size="2" mb="4">
          {run.done} of {run.total} students done. Keep this page open until it finishes.
        </Text>
        <Progress
          value={(run.done / Math.max(1, run.total)) * 100}
          size="3"
          aria-label="Promotion progress"
        />
      </Card>
    );
  }
  if (run.phase === 'failed' || run.phase === 'finished') {
    return <PromotionSummary run={run} onDone={props.onDone} onRetryFailed={props.onRetryFailed} />;
  }
  return <PromotionChooser {...props} />;
}

function PromotionChooser({
  classes,
  fromClassId,
  fromArm,
  onFromChange,
  students,
  run,
  onStart,
  onDone,
  onRetry,
}: StudentPromotionViewProps) {
  const source = classes.find((c) => c.value === fromClassId);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [action, setAction] = useState<'promote' | 'graduate'>('promote');
  const [toClassId, setToClassId] = useState('');
  const [toArm, setToArm] = useState('');
  const list = students?.status === 'ready' ? students.data : null;
  useEffect(() => setChosen(new Set(list?.map((s) => s.id) ?? [])), [list]);

  const target = classes.find((c) => c.value === toClassId);
  const errors: FieldErrors = {};
  if (action === 'promote') {
    if (!toClassId) errors.to_class_id = ['Choose the class they move to'];
    else if (target && target.arms.length > 0 && !toArm) errors.to_sub_class = ['Choose an arm'];
    else if (toClassId === fromClassId && toArm === fromArm)
      errors.to_sub_class = ['is the class arm they are already in'];
  }
  const ready = chosen.size > 0 && Object.keys(errors).length === 0;
  const count = `${chosen.size} student${chosen.size === 1 ? '' : 's'}`;
  const from = armLabel(source, fromArm);
  const to = action === 'promote' ? armLabel(target, toArm) : null;

  const refusal = run.phase === 'choosing' ? run.refusal : null;

  return (
    <Flex direction="column" gap="4">
      {refusal && (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{refusal}</Callout.Text>
          <Button size="1" variant="soft" color="gray" onClick={onDone}>
            Dismiss
          </Button>
        </Callout.Root>
      )}
      <Card size="2">
        <Flex gap="4" align="end" wrap="wrap">
          <div style={{ minWidth: 220 }}>
            <SelectInput
              label="From class"
              name="from_class_id"
              value={fromClassId}
              onValueChange={(id) => onFromChange(id, '')}
              options={classes}
              placeholder="Choose a class"
            />
          </div>
          {source && source.arms.length > 0 && (
            <div style={{ minWidth: 140 }}>
              <SelectInput
                label="Arm"
                name="from_sub_class"
                value={fromArm}
                onValueChange={(arm) => onFromChange(fromClassId, arm)}
                options={source.arms.map((a) => ({ value: a, label: a }))}
                placeholder="Choose an arm"
              />
            </div>
          )}
        </Flex>
      </Card>
      {students === null && (
        <EmptyState
          icon="people"
          title="Choose a class to promote"
          description="Pick the class and arm; its active students are listed here to tick."
        />
      )}
      {students?.status === 'loading' && <LoadingRows columns={3} rows={5} />}
      {students?.status === 'error' && <ErrorState message={students.message} onRetry={onRetry} />}
      {list && list.length === 0 && (
        <EmptyState
          icon="people"
          title="No active students here"
          description={`${from} has no active students to move.`}
        />
      )}
      {list && list.length > 0 && (
        <Grid columns={{ initial: '1', md: '3fr 2fr' }} gap="4" align="start">
          <TableCard label={`Students of ${from}`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell width="48px">
                  <Checkbox
                    aria-label="Choose everyone"
                    checked={
                      chosen.size === list.length
                        ? true
                        : chosen.size === 0
                          ? false
                          : 'indeterminate'
                    }
                    onCheckedChange={(c) =>
                      setChosen(new Set(c === true ? list.map((s) => s.id) : []))
                    }
                  />
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Student</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Admission number</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.map((s) => (
                <Table.Row key={s.id} align="center">
                  <Table.Cell>
                    <Checkbox
                      aria-label={`Choose ${s.fullname}`}
                      checked={chosen.has(s.id)}
                      onCheckedChange={(c) =>
                        setChosen((set) => {
                          const next = new Set(set);
                          if (c === true) next.add(s.id);
                          else next.delete(s.id);
                          return next;
                        })
                      }
                    />
                  </Table.Cell>
                  <Table.RowHeaderCell>{s.fullname}</Table.RowHeaderCell>
                  <Table.Cell>{s.admission_number}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </TableCard>
          <Card size="3">
            <Flex direction="column" gap="4">
              <Heading as="h2" size="4">
                Move {count}
              </Heading>
              <RadioGroup.Root
                value={action}
                onValueChange={(v) => setAction(v as 'promote' | 'graduate')}
                aria-label="What happens to them"
              >
                <RadioGroup.Item value="promote">Promote to another class</RadioGroup.Item>
                <RadioGroup.Item value="graduate">Graduate (they leave the school)</RadioGroup.Item>
              </RadioGroup.Root>
              {action === 'promote' && (
                <Grid columns="2" gap="3">
                  <SelectInput
                    label="To class"
                    name="to_class_id"
                    value={toClassId}
                    onValueChange={(id) => {
                      setToClassId(id);
                      setToArm('');
                    }}
                    options={classes}
                    required
                  />
                  {target && target.arms.length > 0 && (
                    <SelectInput
                      label="To arm"
                      name="to_sub_class"
                      value={toArm}
                      onValueChange={setToArm}
                      options={target.arms.map((a) => ({ value: a, label: a }))}
                      required
                    />
                  )}
                </Grid>
              )}
              {toClassId && <FieldError id="promotion-target" messages={errors.to_sub_class} />}
              <Confirm
                title={action === 'promote' ? `Promote ${count}?` : `Graduate ${count}?`}
                description={
                  action === 'promote'
                    ? `They move from ${from} to ${to}. Their results stay with the class they were earned in.`
                    : `They leave ${from} and are marked graduated. Their records and results are kept.`
                }
                confirmLabel={action === 'promote' ? 'Promote' : 'Graduate'}
                color={action === 'graduate' ? 'red' : undefined}
                onConfirm={() =>
                  onStart({
                    student_ids: list.filter((s) => chosen.has(s.id)).map((s) => s.id),
                    action,
                    to_class_id: action === 'promote' ? toClassId : null,
                    to_sub_class: action === 'promote' && toArm ? toArm : null,
                  })
                }
              >
                <Button disabled={!ready}>
                  {action === 'promote' ? `Promote ${count}` : `Graduate ${count}`}
                </Button>
              </Confirm>
            </Flex>
          </Card>
        </Grid>
      )}
    </Flex>
  );
}

const place = (cls: string | null, arm: string | null) =>
  cls ? `${cls}${arm ? ` ${arm}` : ''}` : null;

const students = (n: number) => `${n} student${n === 1 ? '' : 's'}`;

function PromotionSummary({
  run,
  onDone,
  onRetryFailed,
}: {
  run: Extract<PromotionRun, { phase: 'failed' | 'finished' }>;
  onDone: () => void;
  onRetryFailed: () => void;
}) {
  const groups = new Map<string, number>();
  for (const m of run.moved) {
    const where = place(m.to_class, m.to_sub_class) ?? 'Graduated';
    groups.set(where, (groups.get(where) ?? 0) + 1);
  }
  return (
    <Flex direction="column" gap="4">
      <Card size="3">
        <Flex justify="between" align="start" gap="4" wrap="wrap">
          <Flex direction="column" gap="2">
            <Heading as="h2" size="4">
              {students(run.moved.length)} moved
            </Heading>
            <Flex gap="2" wrap="wrap">
              {[...groups].map(([where, n]) => (
                <Badge key={where} size="2" color={where === 'Graduated' ? 'blue' : 'green'}>
                  {where === 'Graduated' ? `${n} graduated` : `${n} to ${where}`}
                </Badge>
              ))}
            </Flex>
          </Flex>
          <Flex gap="2" wrap="wrap">
            {run.failures.length > 0 && (
              <Button onClick={onRetryFailed}>Retry {students(run.failures.length)}</Button>
            )}
            <Button variant={run.failures.length > 0 ? 'soft' : 'solid'} onClick={onDone}>
              Promote another class
            </Button>
          </Flex>
        </Flex>
        {run.failures.length > 0 && (
          <Callout.Root color="red" mt="4" role="alert">
            <Callout.Text>{students(run.failures.length)} did not move:</Callout.Text>
            <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
              {run.failures.map((f) => (
                <li key={f.id}>
                  <Text size="2">
                    <Text weight="bold">{f.fullname}</Text> ({f.admission_number}): {f.reason}
                  </Text>
                </li>
              ))}
            </ul>
          </Callout.Root>
        )}
      </Card>
      {run.moved.length > 0 && (
        <TableCard label="Students moved">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Student</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell className="sm-hide-mobile">
                Admission number
              </Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>From</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>To</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {run.moved.map((m) => (
              <Table.Row key={m.student_id}>
                <Table.RowHeaderCell>{m.fullname}</Table.RowHeaderCell>
                <Table.Cell className="sm-hide-mobile">{m.admission_number}</Table.Cell>
                <Table.Cell>{place(m.from_class, m.from_sub_class)}</Table.Cell>
                <Table.Cell>
                  {place(m.to_class, m.to_sub_class) ?? (
                    <Badge color="blue" variant="soft" radius="full">
                      Graduated
                    </Badge>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </TableCard>
      )}
    </Flex>
  );
}
