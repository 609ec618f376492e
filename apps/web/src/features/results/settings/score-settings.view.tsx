import { Badge, Button, Callout, Card, Flex, Heading, IconButton, Text } from '@radix-ui/themes';
import type { FieldErrors, Schema } from '@schoolmates/sdk';
import { type FormEvent, useState } from 'react';
import { Icon } from '../../../components/icons.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { ErrorState, LoadingRows } from '../../../components/states.tsx';

type ScoreSetting = Schema<'ScoreSettingAttributes'>;
export type ScoreOption = Schema<'ScoreOptionAttributes'> & { queryId: string };
type ComponentInput = Schema<'ScoreComponentInput'>;

export interface ScoreSchemeInput {
  score_option_id: string | null;
  components: ComponentInput[];
}

const caNames = ['First Assessment', 'Second Assessment', 'Third Assessment', 'Fourth Assessment'];

/** The usual schemes, offered when the server's presets cannot be read. */
export const builtInPresets: ScoreOption[] = [[40], [20, 20], [10, 10, 20]].map((cas, i) => {
  const components: Schema<'ScoreComponent'>[] = [
    ...cas.map((maximum, j) => ({
      key: `ca${j + 1}` as Schema<'ResultComponentKey'>,
      name: cas.length === 1 ? 'Mid-Term Test' : (caNames[j] ?? `Assessment ${j + 1}`),
      maximum,
      period: 'First Half' as const,
    })),
    { key: 'exam', name: 'Exam', maximum: 60, period: 'Second Half' },
  ];
  return {
    queryId: '',
    label: `${cas.length} assessment${cas.length === 1 ? '' : 's'} and exam`,
    value: [...cas, 60].join('-'),
    assessment_type: cas.length,
    components,
    is_default: i === 1,
  };
});

interface Row {
  name: string;
  maximum: string;
}

export interface ScoreSettingsViewProps {
  setting: Loadable<ScoreSetting | null>;
  presets: ScoreOption[];
  saving: boolean;
  errors: FieldErrors;
  onSave: (input: ScoreSchemeInput) => void;
  onRetry?: () => void;
}

/** The score scheme: 1 to 4 continuous assessments (First Half), then the exam; maxima sum to 100. */
export function ScoreSettingsView(props: ScoreSettingsViewProps) {
  const { setting } = props;
  if (setting.status === 'loading') return <LoadingRows columns={3} rows={3} />;
  if (setting.status === 'error')
    return <ErrorState message={setting.message} onRetry={props.onRetry} />;
  return <SchemeEditor key={setting.data?.value ?? 'none'} {...props} current={setting.data} />;
}

/** What is wrong with a component as typed, in words the user reads beside it (or null). */
function rowProblem(r: Row): string | null {
  if (r.name.trim() === '') return 'Give this component a name.';
  if (!/^\d+$/.test(r.maximum.trim()) || Number(r.maximum) < 1 || Number(r.maximum) > 100)
    return 'The maximum must be a whole number from 1 to 100.';
  return null;
}

const rowsOf = (components: readonly { name: string; maximum: number }[]): Row[] =>
  components.map((c) => ({ name: c.name, maximum: String(c.maximum) }));

function SchemeEditor(props: ScoreSettingsViewProps & { current: ScoreSetting | null }) {
  const { current, presets } = props;
  const start = current?.components ?? presets.find((p) => p.is_default)?.components ?? [];
  const [rows, setRows] = useState<Row[]>(rowsOf(start));
  const [optionId, setOptionId] = useState<string | null>(current?.score_option_id ?? null);
  const total = rows.reduce((s, r) => s + (Number(r.maximum) || 0), 0);
  const cas = rows.length - 1;
  const bad = rows.some((r) => rowProblem(r) !== null);
  const set = (i: number, patch: Partial<Row>) => {
    setOptionId(null);
    setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSave({
      score_option_id: optionId || null,
      components: rows.map((r, i) => ({
        name: r.name.trim(),
        maximum: Number(r.maximum),
        period: i === rows.length - 1 ? 'Second Half' : 'First Half',
      })),
    });
  };
  const serverMessages = Object.values(props.errors).flat();
  return (
    <Flex direction="column" gap="4">
      <Card size="2">
        <Heading as="h2" size="3" mb="2">
          Start from a preset
        </Heading>
        <Flex gap="2" wrap="wrap">
          {presets.map((p) => (
            <Button
              key={p.value}
              type="button"
              variant={rows.map((r) => r.maximum).join('-') === p.value ? 'solid' : 'soft'}
              onClick={() => {
                setRows(rowsOf(p.components));
                setOptionId(p.queryId || null);
              }}
            >
              {p.value}
            </Button>
          ))}
        </Flex>
      </Card>
      {current?.has_scores && (
        <Callout.Root color="amber">
          <Callout.Text>
            Scores have been entered this term. A change is only accepted when every entered score
            stays within its component's new maximum.
          </Callout.Text>
        </Callout.Root>
      )}
      <Card size="3">
        <form onSubmit={submit} aria-label="Score components">
          <Flex direction="column" gap="3">
            <Flex gap="3" aria-hidden="true">
              <Text size="1" color="gray" style={{ width: 108 }}>
                Entered in
              </Text>
              <Text size="1" color="gray" style={{ width: 220 }}>
                Name on the report card
              </Text>
              <Text size="1" color="gray">
                Maximum
              </Text>
            </Flex>
            {rows.map((r, i) => {
              const exam = i === rows.length - 1;
              const problem = rowProblem(r);
              const problemId = `component-${i}-problem`;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: components are edited in place, in order.
                <Flex key={i} gap="3" align="center" wrap="wrap">
                  <Badge color={exam ? 'indigo' : 'gray'} variant="soft" style={{ width: 108 }}>
                    {exam ? 'Second Half' : `First Half · CA${i + 1}`}
                  </Badge>
                  <input
                    className="sm-cell"
                    style={{ width: 220, textAlign: 'left' }}
                    aria-label={`Name of component ${i + 1}`}
                    aria-invalid={r.name.trim() === '' || undefined}
                    aria-describedby={problem ? problemId : undefined}
                    value={r.name}
                    onChange={(e) => set(i, { name: e.currentTarget.value })}
                  />
                  <input
                    className="sm-cell"
                    inputMode="numeric"
                    aria-label={`Maximum of ${r.name || `component ${i + 1}`}`}
                    aria-invalid={(problem !== null && r.name.trim() !== '') || undefined}
                    aria-describedby={problem ? problemId : undefined}
                    value={r.maximum}
                    onChange={(e) => set(i, { maximum: e.currentTarget.value })}
                  />
                  {!exam && cas > 1 && (
                    <IconButton
                      type="button"
                      size="1"
                      variant="ghost"
                      color="red"
                      aria-label={`Remove ${r.name}`}
                      onClick={() => {
                        setOptionId(null);
                        setRows((all) => all.filter((_, j) => j !== i));
                      }}
                    >
                      <Icon name="close" size={14} />
                    </IconButton>
                  )}
                  {problem && (
                    <Text id={problemId} size="1" color="red" style={{ flexBasis: '100%' }}>
                      {problem}
                    </Text>
                  )}
                </Flex>
              );
            })}
            <Flex justify="between" align="center" gap="3" wrap="wrap" mt="2">
              <Button
                type="button"
                variant="soft"
                disabled={cas >= 4}
                onClick={() => {
                  setOptionId(null);
                  setRows((all) => [
                    ...all.slice(0, -1),
                    { name: caNames[cas] ?? `Assessment ${cas + 1}`, maximum: '10' },
                    ...all.slice(-1),
                  ]);
                }}
              >
                <Icon name="plus" size={16} /> Add an assessment
              </Button>
              <Text size="2" color={total === 100 ? 'green' : 'red'} weight="medium" role="status">
                Total {total} / 100
              </Text>
            </Flex>
            {serverMessages.length > 0 && (
              <Text size="2" color="red" role="alert">
                {serverMessages.join(' ')}
              </Text>
            )}
            <Flex justify="end">
              <Button type="submit" loading={props.saving} disabled={bad || total !== 100}>
                Save score settings
              </Button>
            </Flex>
          </Flex>
        </form>
      </Card>
    </Flex>
  );
}
