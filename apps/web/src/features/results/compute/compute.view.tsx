import { Callout, Card, Flex, Tabs, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { SelectInput } from '../../../components/form.tsx';
import { PeriodPicker } from '../../../components/period-picker.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { EmptyState, ErrorState, LoadingRows } from '../../../components/states.tsx';
import type { PeriodChoice } from '../results.api.ts';
import { type ScoreChange, ScoreGrid, type ScoreGridData } from './score-grid.view.tsx';

export interface ComputeViewProps {
  /** Class arm + subject entries the teacher may enter. */
  entries: Loadable<{ value: string; label: string }[]>;
  entryId: string;
  onEntry: (id: string) => void;
  choice: PeriodChoice;
  onChoice: (next: PeriodChoice) => void;
  /** Null until an entry is chosen; ready with null when the school has no score settings. */
  grid: Loadable<ScoreGridData | null> | null;
  /** Changes when the grid's stored scores change, so typed text restarts from them. */
  gridKey: string;
  saving: boolean;
  serverErrors: Record<string, string>;
  /** A refusal that is not about one cell (e.g. 409: some results are released). */
  saveError: string | null;
  onSave: (changes: ScoreChange[]) => void;
  onRetry?: () => void;
  /** The class teacher's per-student report details, when the teacher is one for this arm. */
  details?: ReactNode;
  /** The subject's scores from a spreadsheet (template, preview, save). */
  importer?: ReactNode;
}

/** The teacher's score entry (`compute`): choose what to enter, then the grid. */
export function ComputeView(props: ComputeViewProps) {
  const { entries, grid } = props;
  const picker = (
    <Card size="2" className="sm-no-print">
      <PeriodPicker value={props.choice} onChange={props.onChoice}>
        <div style={{ minWidth: 260 }}>
          <SelectInput
            label="Class and subject"
            name="entry"
            value={props.entryId}
            onValueChange={props.onEntry}
            options={entries.status === 'ready' ? entries.data : []}
            placeholder={entries.status === 'loading' ? 'Loading…' : 'Choose a class and subject'}
            disabled={entries.status !== 'ready'}
          />
        </div>
      </PeriodPicker>
    </Card>
  );
  let body: ReactNode;
  if (entries.status === 'error')
    body = <ErrorState message={entries.message} onRetry={props.onRetry} />;
  else if (entries.status === 'ready' && entries.data.length === 0)
    body = (
      <EmptyState
        icon="clipboard"
        title="No classes or subjects to enter yet"
        description="Ask an administrator to make you the class teacher of an arm or to assign you subjects for this session."
      />
    );
  else if (grid === null)
    body = (
      <EmptyState
        icon="chart"
        title="Choose a class and subject"
        description="Then type or paste the scores of the whole class and save them in one go."
      />
    );
  else if (grid.status === 'loading') body = <LoadingRows columns={5} rows={8} />;
  else if (grid.status === 'error')
    body = <ErrorState message={grid.message} onRetry={props.onRetry} />;
  else if (grid.data === null)
    body = (
      <EmptyState
        icon="settings"
        title="Score settings are not set"
        description="An administrator chooses the score components (e.g. 20-20-60) in Score Settings first."
      />
    );
  else if (grid.data.students.length === 0)
    body = (
      <EmptyState
        icon="people"
        title="No students in this class"
        description="Students appear here once they are admitted into the class arm."
      />
    );
  else {
    const scores = (
      <Flex direction="column" gap="3">
        {props.saveError && (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{props.saveError}</Callout.Text>
          </Callout.Root>
        )}
        <ScoreGrid
          key={props.gridKey}
          data={grid.data}
          saving={props.saving}
          serverErrors={props.serverErrors}
          onSave={props.onSave}
        />
        <Text size="1" color="gray">
          Saving sends the whole class for this subject at once: nothing is saved if any score is
          refused.
        </Text>
      </Flex>
    );
    body =
      props.details || props.importer ? (
        <Tabs.Root defaultValue="scores">
          <Tabs.List>
            <Tabs.Trigger value="scores">Scores</Tabs.Trigger>
            {props.importer && <Tabs.Trigger value="import">From a spreadsheet</Tabs.Trigger>}
            {props.details && <Tabs.Trigger value="details">Report details</Tabs.Trigger>}
          </Tabs.List>
          <Tabs.Content value="scores" style={{ paddingTop: 16 }}>
            {scores}
          </Tabs.Content>
          <Tabs.Content value="import" style={{ paddingTop: 16 }}>
            {props.importer}
          </Tabs.Content>
          <Tabs.Content value="details" style={{ paddingTop: 16 }}>
            {props.details}
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        scores
      );
  }
  return (
    <Flex direction="column" gap="4">
      {picker}
      {body}
    </Flex>
  );
}
