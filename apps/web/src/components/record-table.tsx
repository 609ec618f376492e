import { Card, Flex, Table } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { AnyIcon } from './icons.tsx';
import type { Loadable } from './queries.ts';
import { EmptyState, ErrorState, LoadingRows } from './states.tsx';

export interface Column<Row> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  /** Hidden on phones. */
  wide?: boolean;
}

export interface RecordTableProps<Row> {
  rows: Loadable<Row[]>;
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  rowActions?: (row: Row) => ReactNode;
  empty: { title: string; description?: string; action?: ReactNode; icon?: AnyIcon };
  onRetry?: () => void;
  label: string;
  footer?: ReactNode;
}

/** A table in a flush card that scrolls sideways on narrow screens. */
export function TableCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card size="1" variant="surface" style={{ padding: 0 }}>
      <div className="sm-table-wrap">
        <Table.Root aria-label={label} size="2">
          {children}
        </Table.Root>
      </div>
    </Card>
  );
}

/** A list with its four states: loading, error, empty and filled. */
export function RecordTable<Row>({
  rows,
  columns,
  rowKey,
  rowActions,
  empty,
  onRetry,
  label,
  footer,
}: RecordTableProps<Row>) {
  if (rows.status === 'loading') return <LoadingRows columns={Math.min(columns.length + 1, 5)} />;
  if (rows.status === 'error') return <ErrorState message={rows.message} onRetry={onRetry} />;
  if (rows.data.length === 0) return <EmptyState {...empty} />;
  return (
    <>
      <TableCard label={label}>
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeaderCell key={c.key} className={c.wide ? 'sm-hide-mobile' : undefined}>
                {c.header}
              </Table.ColumnHeaderCell>
            ))}
            {rowActions && (
              <Table.ColumnHeaderCell justify="end" className="sm-row-actions">
                <span className="sm-sr-only">Actions</span>
              </Table.ColumnHeaderCell>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.data.map((row) => (
            <Table.Row key={rowKey(row)} align="center">
              {columns.map((c, i) =>
                i === 0 ? (
                  <Table.RowHeaderCell key={c.key}>{c.render(row)}</Table.RowHeaderCell>
                ) : (
                  <Table.Cell key={c.key} className={c.wide ? 'sm-hide-mobile' : undefined}>
                    {c.render(row)}
                  </Table.Cell>
                ),
              )}
              {rowActions && (
                <Table.Cell justify="end" className="sm-row-actions">
                  <Flex gap="2" justify="end" align="center" wrap="nowrap">
                    {rowActions(row)}
                  </Flex>
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </TableCard>
      {footer}
    </>
  );
}
