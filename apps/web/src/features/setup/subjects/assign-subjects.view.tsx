import { Button, Card, Checkbox, Flex, Grid, Text } from '@radix-ui/themes';
import { type ReactNode, useEffect, useState } from 'react';
import { Confirm } from '../../../components/confirm.tsx';
import { SelectInput } from '../../../components/form.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { EmptyState, ErrorState, LoadingRows } from '../../../components/states.tsx';

export interface AssignSubjectsViewProps {
  classes: { value: string; label: string }[];
  classId: string;
  onClassChange: (id: string) => void;
  subjects: Loadable<{ id: string; name: string }[]>;
  /** The subjects the chosen class already takes. */
  assigned: Loadable<string[]> | null;
  saving: boolean;
  onSave: (subjectIds: string[]) => void;
  /** What the subjects are for: a class (default) or a preschool. */
  target?: { label: string; noun: string };
  /** Replaces the class chooser (e.g. a preschool and an academic period). */
  picker?: ReactNode;
  /** Where subjects are added, for the empty state. */
  addHint?: string;
}

export function AssignSubjectsView({
  classes,
  classId,
  onClassChange,
  subjects,
  assigned,
  saving,
  onSave,
  target = { label: 'Class', noun: 'class' },
  picker,
  addHint = 'Add subjects first, then assign them here.',
}: AssignSubjectsViewProps) {
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const assignedKey = assigned?.status === 'ready' ? assigned.data.join(',') : '';
  useEffect(() => {
    setChosen(new Set(assignedKey ? assignedKey.split(',') : []));
  }, [assignedKey]);
  const removed =
    subjects.status === 'ready' && assignedKey
      ? subjects.data
          .filter((s) => assignedKey.split(',').includes(s.id) && !chosen.has(s.id))
          .map((s) => s.name)
      : [];
  const toggle = (id: string, on: boolean) =>
    setChosen((set) => {
      const next = new Set(set);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <Flex direction="column" gap="4">
      {picker ?? (
        <Card size="2">
          <Flex gap="4" align="end" wrap="wrap">
            <div style={{ minWidth: 240 }}>
              <SelectInput
                label={target.label}
                name="class_id"
                value={classId}
                onValueChange={onClassChange}
                options={classes}
                placeholder={`Choose a ${target.noun}`}
              />
            </div>
            {classId && (
              <Text size="2" color="gray">
                {chosen.size} subject{chosen.size === 1 ? '' : 's'} chosen
              </Text>
            )}
          </Flex>
        </Card>
      )}
      {!classId && (
        <EmptyState
          icon="clipboard"
          title={`Choose a ${target.noun}`}
          description="Then tick the subjects it takes."
        />
      )}
      {classId && (subjects.status === 'loading' || assigned?.status === 'loading') && (
        <LoadingRows columns={3} rows={4} />
      )}
      {classId && subjects.status === 'error' && <ErrorState message={subjects.message} />}
      {classId && subjects.status === 'ready' && subjects.data.length === 0 && (
        <EmptyState icon="book" title="No subjects yet" description={addHint} />
      )}
      {classId &&
        subjects.status === 'ready' &&
        subjects.data.length > 0 &&
        assigned?.status !== 'loading' && (
          <Card size="3">
            <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="3">
              {subjects.data.map((s) => (
                <Text as="label" size="2" key={s.id}>
                  <Flex gap="2" align="center">
                    <Checkbox
                      checked={chosen.has(s.id)}
                      onCheckedChange={(c) => toggle(s.id, c === true)}
                    />
                    {s.name}
                  </Flex>
                </Text>
              ))}
            </Grid>
            <Flex justify="end" mt="5">
              {removed.length > 0 ? (
                <Confirm
                  title={`Take ${removed.length} subject${removed.length === 1 ? '' : 's'} off?`}
                  description={`${removed.join(', ')} will no longer be taken by this ${target.noun}. Subjects that already have results cannot be taken off.`}
                  confirmLabel="Save subjects"
                  color="red"
                  onConfirm={() => onSave([...chosen])}
                >
                  <Button loading={saving}>Save subjects</Button>
                </Confirm>
              ) : (
                <Button loading={saving} onClick={() => onSave([...chosen])}>
                  Save subjects
                </Button>
              )}
            </Flex>
          </Card>
        )}
    </Flex>
  );
}
