import { Button, Card, Flex, IconButton, Text } from '@radix-ui/themes';
import { bandCoverageIssues } from '@schoolmates/domain/results';
import type { FieldErrors } from '@schoolmates/sdk';
import { type FormEvent, useState } from 'react';
import { Icon } from '../../../components/icons.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { EmptyState, ErrorState, LoadingRows } from '../../../components/states.tsx';

/** One band as typed: marks from..to, what it gives (a grade or a grade point) and a remark. */
export interface BandText {
  from: string;
  to: string;
  value: string;
  remark: string;
}

export interface BandsViewProps {
  label: string;
  /** The column of what a band gives: "Grade" or "Grade point". */
  valueLabel: string;
  /** Checks a typed value; a message when it is refused. */
  checkValue: (text: string) => string | null;
  /** The wire names of (from, to, value, remark), to find the server's 422 on each band. */
  fields: [string, string, string, string];
  bands: Loadable<BandText[]>;
  starter: BandText[];
  saving: boolean;
  errors: FieldErrors;
  onSave: (bands: BandText[]) => void;
  onRetry?: () => void;
}

/** Edits a whole set of mark bands that must cover 0..100 once, saved in one call. */
export function BandsView(props: BandsViewProps) {
  const { bands } = props;
  if (bands.status === 'loading') return <LoadingRows columns={4} rows={5} />;
  if (bands.status === 'error')
    return <ErrorState message={bands.message} onRetry={props.onRetry} />;
  return <BandsEditor key={JSON.stringify(bands.data)} {...props} initial={bands.data} />;
}

function BandsEditor(props: BandsViewProps & { initial: BandText[] }) {
  const [rows, setRows] = useState<BandText[]>(props.initial);
  if (rows.length === 0) {
    return (
      <EmptyState
        icon="settings"
        title={`No ${props.label.toLowerCase()} yet`}
        description="Start from the usual bands and change them to suit your school."
        action={<Button onClick={() => setRows(props.starter)}>Start from the usual bands</Button>}
      />
    );
  }
  // The server's own coverage rule, so the editor says as you type what a save would refuse.
  const coverage = new Map<number | null, string>();
  for (const issue of bandCoverageIssues(
    rows.map((r) => ({ from: Number(r.from), to: Number(r.to) })),
  )) {
    if (!coverage.has(issue.index)) coverage.set(issue.index, issue.message);
  }
  const problemOf = (r: BandText, i: number): string | null => {
    if ([r.from, r.to, r.value, r.remark].some((x) => x.trim() === ''))
      return 'Fill in every column';
    const server = props.fields.flatMap((f) => props.errors[`bands.${i}.${f}`] ?? []);
    return (
      props.checkValue(r.value) ?? coverage.get(i) ?? (server.length ? server.join(' ') : null)
    );
  };
  const problems = rows.map(problemOf);
  const local = rows.some(
    (_, i) => problems[i] && !props.fields.some((f) => props.errors[`bands.${i}.${f}`]),
  );
  const set = (i: number, patch: Partial<BandText>) =>
    setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSave([...rows].sort((a, b) => Number(a.from) - Number(b.from)));
  };
  const general = props.errors.bands;
  return (
    <Card size="2">
      <form onSubmit={submit} aria-label={props.label}>
        <div className="sm-table-wrap">
          <table className="sm-score-grid">
            <thead>
              <tr>
                <th scope="col">From</th>
                <th scope="col">To</th>
                <th scope="col">{props.valueLabel}</th>
                <th scope="col">Remark</th>
                <th scope="col">
                  <span className="sm-sr-only">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; their index is their identity.
                <tr key={i}>
                  {(['from', 'to', 'value', 'remark'] as const).map((k) => (
                    <td key={k}>
                      <input
                        className="sm-cell"
                        style={
                          k === 'remark'
                            ? { width: 180, textAlign: 'left' }
                            : k === 'value' && props.valueLabel === 'Grade'
                              ? { textAlign: 'left' }
                              : undefined
                        }
                        inputMode={
                          k === 'remark' || (k === 'value' && props.valueLabel === 'Grade')
                            ? 'text'
                            : 'decimal'
                        }
                        aria-label={`${k === 'value' ? props.valueLabel : k} of band ${i + 1}`}
                        aria-invalid={problems[i] ? true : undefined}
                        value={r[k]}
                        onChange={(e) => set(i, { [k]: e.currentTarget.value })}
                      />
                    </td>
                  ))}
                  <td>
                    <Flex align="center" gap="3">
                      <IconButton
                        type="button"
                        size="1"
                        variant="ghost"
                        color="red"
                        aria-label={`Remove band ${i + 1}`}
                        onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
                      >
                        <Icon name="close" size={14} />
                      </IconButton>
                      {problems[i] && (
                        <Text size="1" color="red" role="alert">
                          {problems[i]}
                        </Text>
                      )}
                    </Flex>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {general && (
          <Text as="p" size="2" color="red" role="alert" mt="2">
            {general.join(' ')}
          </Text>
        )}
        <Flex justify="between" mt="4" gap="3" wrap="wrap">
          <Button
            type="button"
            variant="soft"
            onClick={() => setRows((all) => [...all, { from: '', to: '', value: '', remark: '' }])}
          >
            <Icon name="plus" size={16} /> Add band
          </Button>
          <Button type="submit" loading={props.saving} disabled={local}>
            Save {props.label.toLowerCase()}
          </Button>
        </Flex>
      </form>
    </Card>
  );
}
