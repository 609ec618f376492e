import { Table } from '@radix-ui/themes';
import type { Schema } from '@schoolmates/sdk';
import type { Loadable } from '../../components/queries.ts';
import { EmptyState, ErrorState, LoadingRows } from '../../components/states.tsx';

type Result = Schema<'AssignmentResultRecord'>;

/** Published results of a week: score and percentage computed by the server. */
export function AssignmentResultsView({
  data,
  onRetry,
}: {
  data: Loadable<Result[]> | null;
  onRetry: () => void;
}) {
  if (data === null) return <EmptyState title="Choose the class and subject" icon="note" />;
  if (data.status === 'loading') return <LoadingRows columns={5} rows={5} />;
  if (data.status === 'error') return <ErrorState message={data.message} onRetry={onRetry} />;
  if (data.data.length === 0) {
    return (
      <EmptyState
        title="No published results"
        description="Results appear here once the teacher has marked and published them."
        icon="note"
      />
    );
  }
  return (
    <Table.Root variant="surface" aria-label="Assignment results">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Student</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Subject</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Week</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Score</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Percentage</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {data.data.map(({ id, attributes: r }) => (
          <Table.Row key={id}>
            <Table.RowHeaderCell>{r.student_name}</Table.RowHeaderCell>
            <Table.Cell>{r.subject}</Table.Cell>
            <Table.Cell>{r.week}</Table.Cell>
            <Table.Cell>
              {r.score} / {r.total_mark}
            </Table.Cell>
            <Table.Cell>{r.percentage_score}%</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
