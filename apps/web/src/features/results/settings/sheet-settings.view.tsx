import { Button, Card, Checkbox, Flex, Grid, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { PeriodPicker } from '../../../components/period-picker.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { ErrorState, LoadingRows } from '../../../components/states.tsx';
import type { PeriodChoice } from '../results.api.ts';

export interface SheetSettingsViewProps {
  choice: PeriodChoice;
  onChoice: (next: PeriodChoice) => void;
  /** Every section a sheet can show, and the ids shown now for the chosen period and term. */
  sections: Loadable<{ all: { id: string; section: string }[]; shown: string[] }>;
  saving: boolean;
  onSave: (ids: string[]) => void;
  onRetry?: () => void;
}

/** Which sections the report sheet of a period and term shows. */
export function SheetSettingsView(props: SheetSettingsViewProps) {
  const { sections } = props;
  return (
    <Flex direction="column" gap="4">
      <Card size="2">
        <PeriodPicker value={props.choice} onChange={props.onChoice} />
      </Card>
      {sections.status === 'loading' && <LoadingRows columns={3} rows={4} />}
      {sections.status === 'error' && (
        <ErrorState message={sections.message} onRetry={props.onRetry} />
      )}
      {sections.status === 'ready' && (
        <SectionsForm
          key={`${props.choice.period}|${props.choice.term}|${sections.data.shown.join(',')}`}
          all={sections.data.all}
          shown={sections.data.shown}
          saving={props.saving}
          onSave={props.onSave}
        />
      )}
    </Flex>
  );
}

function SectionsForm({
  all,
  shown,
  saving,
  onSave,
}: {
  all: { id: string; section: string }[];
  shown: string[];
  saving: boolean;
  onSave: (ids: string[]) => void;
}) {
  const [chosen, setChosen] = useState(new Set(shown));
  const toggle = (id: string, on: boolean) =>
    setChosen((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <Card size="3">
      <Text as="p" size="2" color="gray" mb="3">
        The scores table is always shown. Tick the other sections this sheet prints.
      </Text>
      <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="3">
        {all.map((s) => (
          <Text as="label" size="2" key={s.id}>
            <Flex gap="2" align="center">
              <Checkbox
                checked={chosen.has(s.id)}
                onCheckedChange={(c) => toggle(s.id, c === true)}
              />
              {s.section}
            </Flex>
          </Text>
        ))}
      </Grid>
      <Flex justify="between" mt="5" gap="3">
        <Flex gap="2">
          <Button
            variant="soft"
            color="gray"
            onClick={() => setChosen(new Set(all.map((s) => s.id)))}
          >
            Tick all
          </Button>
          <Button variant="soft" color="gray" onClick={() => setChosen(new Set())}>
            Clear
          </Button>
        </Flex>
        <Button
          loading={saving}
          onClick={() => onSave(all.filter((s) => chosen.has(s.id)).map((s) => s.id))}
        >
          Save sheet settings
        </Button>
      </Flex>
    </Card>
  );
}
