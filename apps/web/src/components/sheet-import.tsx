import {
  Badge,
  Button,
  Callout,
  Card,
  Checkbox,
  Flex,
  Heading,
  Progress,
  Table,
  Text,
} from '@radix-ui/themes';
import { type ReactNode, useState } from 'react';
import type { ImportColumn, ImportRow } from '../lib/sheet-import.ts';
import { sheetRow } from '../lib/sheet-import.ts';
import type { SheetFormat } from '../lib/spreadsheet.ts';
import { ExportButtons } from './export-buttons.tsx';

/** Where an import stands: each step keeps what the earlier ones found. */
export type ImportStep =
  | { step: 'choose'; notice?: string }
  | { step: 'reading'; fileName: string }
  | { step: 'checking'; fileName: string; rows: ImportRow[] }
  | {
      step: 'checked' | 'importing';
      fileName: string;
      rows: ImportRow[];
      /** Problems by row index, then by field. */
      problems: Map<number, Record<string, string[]>>;
      ignored: string[];
      /** Why the import itself failed (nothing was written). */
      failure?: string;
    }
  | { step: 'done'; fileName: string; rows: ImportRow[] };

const progress: Record<ImportStep['step'], number> = {
  choose: 0,
  reading: 20,
  checking: 50,
  checked: 70,
  importing: 85,
  done: 100,
};
const stepText: Record<ImportStep['step'], string> = {
  choose: '',
  reading: 'Reading the file…',
  checking: 'Checking every row with the school’s records…',
  checked: 'Checked: nothing has been written yet.',
  importing: 'Importing every row in one go (all or nothing)…',
  done: 'Imported.',
};

export interface SheetImportProps {
  /** What a row is, plural: `students`. */
  what: string;
  columns: readonly ImportColumn[];
  state: ImportStep;
  templating: SheetFormat | null;
  onTemplate: (format: SheetFormat) => void;
  onFile: (file: File) => void;
  onImport: () => void;
  onReset: () => void;
  /** What shows once imported (login slips). */
  done?: ReactNode;
}

/** Template, upload, a preview of every row with its problems at the cell, then the import. */
export function SheetImport(props: SheetImportProps) {
  const { state, columns, what } = props;
  const busy = state.step === 'reading' || state.step === 'checking' || state.step === 'importing';
  return (
    <Flex direction="column" gap="4">
      <Card size="2">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="3">
            1. Fill in the template
          </Heading>
          <Text size="2" color="gray">
            One row per {what.replace(/s$/, '')}. Required columns:{' '}
            {columns
              .filter((c) => c.required)
              .map((c) => c.header)
              .join(', ')}
            . Dates as 2014-03-21 or 21/03/2014.
          </Text>
          <Flex gap="2" wrap="wrap">
            <ExportButtons
              label="Template"
              exporting={props.templating}
              onExport={props.onTemplate}
            />
          </Flex>
          <Heading as="h2" size="3" mt="2">
            2. Upload it (CSV or Excel XLSX)
          </Heading>
          <Flex gap="3" align="center" wrap="wrap">
            <input
              type="file"
              aria-label={`Spreadsheet of ${what}`}
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              disabled={busy}
              onChange={(e) => {
                const file = e.currentTarget.files?.[0];
                if (file) props.onFile(file);
                e.currentTarget.value = '';
              }}
            />
            {state.step !== 'choose' && (
              <Button variant="ghost" color="gray" disabled={busy} onClick={props.onReset}>
                Start again
              </Button>
            )}
          </Flex>
          {state.step === 'choose' && state.notice && (
            <Callout.Root color="red" role="alert">
              <Callout.Text>{state.notice}</Callout.Text>
            </Callout.Root>
          )}
          {state.step !== 'choose' && (
            <Flex direction="column" gap="1">
              <Text size="2">
                {state.fileName}: {stepText[state.step]}
              </Text>
              <Progress
                value={progress[state.step]}
                aria-label={`Import progress: ${stepText[state.step]}`}
              />
            </Flex>
          )}
        </Flex>
      </Card>
      {(state.step === 'checked' || state.step === 'importing') && (
        <Preview {...props} state={state} />
      )}
      {state.step === 'done' && props.done}
    </Flex>
  );
}

function Preview({
  what,
  columns,
  state,
  onImport,
}: SheetImportProps & { state: Extract<ImportStep, { step: 'checked' | 'importing' }> }) {
  const [onlyProblems, setOnlyProblems] = useState(false);
  const problemCount = [...state.problems.values()].reduce(
    (n, fields) => n + Object.values(fields).reduce((m, list) => m + list.length, 0),
    0,
  );
  const shown = state.rows
    .map((row, index) => ({ row, index }))
    .filter(({ index }) => !onlyProblems || state.problems.has(index));
  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="3">
          3. Check every row, then import
        </Heading>
        {state.failure && (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{state.failure}</Callout.Text>
          </Callout.Root>
        )}
        {problemCount > 0 ? (
          <Callout.Root color="red" role="status">
            <Callout.Text>
              {problemCount} {problemCount === 1 ? 'problem' : 'problems'} in {state.problems.size}{' '}
              of {state.rows.length} rows. Nothing has been written: fix them in your file and
              upload it again.
            </Callout.Text>
          </Callout.Root>
        ) : (
          <Callout.Root color="green" role="status">
            <Callout.Text>
              All {state.rows.length} rows are ready. Importing writes them all, or none if anything
              fails.
            </Callout.Text>
          </Callout.Root>
        )}
        {state.ignored.length > 0 && (
          <Text size="2" color="gray">
            Columns left out (not in the template): {state.ignored.join(', ')}.
          </Text>
        )}
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Checkbox
                checked={onlyProblems}
                onCheckedChange={(v) => setOnlyProblems(v === true)}
                disabled={problemCount === 0}
              />
              Only rows with problems
            </Flex>
          </Text>
          <Button
            disabled={problemCount > 0 || state.step === 'importing'}
            loading={state.step === 'importing'}
            onClick={onImport}
          >
            Import {state.rows.length} {what}
          </Button>
        </Flex>
        {/* The rows scroll here, not in Radix's inner scroll area, so the keyboard can reach them. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard */}
        <section className="sm-sheet-rows" tabIndex={0} aria-label={`Rows of the ${what} file`}>
          <Table.Root size="1" aria-label={`Rows of the file: ${what}`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Row</Table.ColumnHeaderCell>
                {columns.map((c) => (
                  <Table.ColumnHeaderCell key={c.field}>{c.header}</Table.ColumnHeaderCell>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {shown.map(({ row, index }) => {
                const problems = state.problems.get(index);
                return (
                  <Table.Row key={index} data-row={sheetRow(index)}>
                    <Table.RowHeaderCell>
                      <Flex gap="1" align="center">
                        {sheetRow(index)}
                        {problems && <Badge color="red">!</Badge>}
                      </Flex>
                    </Table.RowHeaderCell>
                    {columns.map((c) => {
                      const messages = problems?.[c.field];
                      return (
                        <Table.Cell
                          key={c.field}
                          data-column={c.header}
                          aria-invalid={messages ? true : undefined}
                          style={
                            messages ? { background: 'var(--red-a3)', minWidth: 140 } : undefined
                          }
                        >
                          <Text size="1">{row[c.field] ?? ''}</Text>
                          {messages?.map((m) => (
                            <Text as="div" key={m} size="1" color="red" role="note">
                              {c.header} {m}
                            </Text>
                          ))}
                        </Table.Cell>
                      );
                    })}
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </section>
      </Flex>
    </Card>
  );
}
