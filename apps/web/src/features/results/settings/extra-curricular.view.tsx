import { Button, Card, Flex, Text, TextField } from '@radix-ui/themes';
import type { FieldErrors } from '@schoolmates/sdk';
import { type FormEvent, useState } from 'react';
import { FieldError, SelectInput } from '../../../components/form.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { SimpleListView } from '../../../components/simple-list.tsx';

export interface ActivityRow {
  queryId: string;
  name: string;
  class_name?: string | null;
}

const everyClass = 'all';

export interface ExtraCurricularViewProps {
  rows: Loadable<ActivityRow[]>;
  /** Classes an activity can be limited to; absent on a preschool campus (no class scope). */
  classes?: { value: string; label: string }[];
  adding: boolean;
  errors: FieldErrors;
  onAdd: (input: { name: string; class_id: string | null }) => void;
  onDelete: (row: ActivityRow) => void;
  onRetry?: () => void;
}

export function ExtraCurricularView(props: ExtraCurricularViewProps) {
  const [name, setName] = useState('');
  const [classId, setClassId] = useState(everyClass);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim() === '') return;
    props.onAdd({ name: name.trim(), class_id: classId === everyClass ? null : classId });
    setName('');
  };
  const toolbar = (
    <Card size="2" style={{ flex: 1 }}>
      <form onSubmit={submit} aria-label="Add an activity">
        <Flex gap="3" align="end" wrap="wrap">
          <Flex direction="column" gap="1">
            <Text as="label" size="2" weight="medium" htmlFor="activity-name">
              Activity
            </Text>
            <TextField.Root
              id="activity-name"
              value={name}
              maxLength={80}
              placeholder="e.g. Chess club"
              onChange={(e) => setName(e.currentTarget.value)}
            />
            <FieldError id="activity-name-error" messages={props.errors.name} />
          </Flex>
          {props.classes && (
            <div style={{ minWidth: 180 }}>
              <SelectInput
                label="Offered to"
                name="class_id"
                value={classId}
                onValueChange={setClassId}
                options={[{ value: everyClass, label: 'Every class' }, ...props.classes]}
                errors={props.errors}
              />
            </div>
          )}
          <Button type="submit" loading={props.adding} disabled={name.trim() === ''}>
            Add activity
          </Button>
        </Flex>
      </form>
    </Card>
  );
  return (
    <SimpleListView
      label="Extra-curricular activities"
      noun={['activity', 'activities']}
      rows={props.rows}
      icon="clipboard"
      emptyDescription="Add the clubs and activities a report card can tick, such as sports, music or debate."
      toolbar={toolbar}
      nameOf={(r) => r.name}
      onDelete={props.onDelete}
      onRetry={props.onRetry}
      columns={[
        { key: 'name', header: 'Activity', render: (r) => <Text weight="medium">{r.name}</Text> },
        ...(props.classes
          ? [
              {
                key: 'class',
                header: 'Offered to',
                render: (r: ActivityRow) => r.class_name ?? 'Every class',
              },
            ]
          : []),
      ]}
    />
  );
}
