import { Badge, Button, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { TERMS } from '@schoolmates/domain/calendar';
import type { FieldErrors } from '@schoolmates/sdk';
import { withContractLimits } from '../../../components/contract-limits.ts';
import type { Loadable } from '../../../components/queries.ts';
import { type FieldSpec, RecordForm } from '../../../components/record-form.tsx';
import { RecordTable } from '../../../components/record-table.tsx';

export interface PeriodRow {
  queryId: string;
  period: string;
  term: string;
  session: string;
  is_current_period: boolean;
}

export const periodFields: FieldSpec[] = withContractLimits('AcademicPeriodInput', [
  {
    name: 'period',
    label: 'Period',
    type: 'select',
    required: true,
    half: true,
    options: [
      { value: 'First Half', label: 'First Half (mid-term)' },
      { value: 'Second Half', label: 'Second Half (end of term)' },
    ],
  },
  {
    name: 'term',
    label: 'Term',
    type: 'select',
    required: true,
    half: true,
    options: TERMS.map((t) => ({ value: t, label: t })),
  },
  {
    name: 'session',
    label: 'Session',
    type: 'text',
    required: true,
    placeholder: '2025/2026',
    hint: 'Two years, e.g. 2025/2026',
  },
]);

export interface AcademicPeriodViewProps {
  rows: Loadable<PeriodRow[]>;
  adding: boolean;
  addErrors: FieldErrors;
  settingId: string | null;
  onAdd: (values: { period: string; term: string; session: string }) => void;
  onSetCurrent: (row: PeriodRow) => void;
  onRetry?: () => void;
  /** Changes when a period was added, to clear the form. */
  formKey?: number;
}

export function AcademicPeriodView({
  rows,
  adding,
  addErrors,
  settingId,
  onAdd,
  onSetCurrent,
  onRetry,
  formKey,
}: AcademicPeriodViewProps) {
  return (
    <Grid columns={{ initial: '1', md: '3fr 2fr' }} gap="5" align="start">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          Periods
        </Heading>
        <RecordTable
          label="Academic periods"
          rows={rows}
          rowKey={(r) => r.queryId}
          onRetry={onRetry}
          empty={{
            title: 'No periods yet',
            description: 'Add the first period, then set it as current.',
            icon: 'calendar',
          }}
          columns={[
            {
              key: 'session',
              header: 'Session',
              render: (r) => <Text weight="medium">{r.session}</Text>,
            },
            { key: 'term', header: 'Term', render: (r) => r.term },
            { key: 'period', header: 'Period', render: (r) => r.period },
          ]}
          rowActions={(r) =>
            r.is_current_period ? (
              <Badge color="green" variant="soft" radius="full">
                Current
              </Badge>
            ) : (
              <Button
                size="1"
                variant="soft"
                loading={settingId === r.queryId}
                onClick={() => onSetCurrent(r)}
              >
                Set as current
              </Button>
            )
          }
        />
      </Flex>
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          Add a period
        </Heading>
        <Card size="1" variant="ghost">
          <RecordForm
            key={formKey}
            fields={periodFields}
            busy={adding}
            errors={addErrors}
            submitLabel="Add period"
            onSubmit={(v) =>
              onAdd({ period: String(v.period), term: String(v.term), session: String(v.session) })
            }
          />
        </Card>
      </Flex>
    </Grid>
  );
}
