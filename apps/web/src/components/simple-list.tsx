import { Button, Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Confirm } from './confirm.tsx';
import { type AnyIcon, Icon } from './icons.tsx';
import type { Loadable } from './queries.ts';
import { type Column, RecordTable } from './record-table.tsx';

export interface SimpleListViewProps<Row extends { queryId: string }> {
  label: string;
  noun: [singular: string, plural: string];
  rows: Loadable<Row[]>;
  columns: Column<Row>[];
  addLabel?: string;
  addPath?: string;
  editPath?: (row: Row) => string;
  nameOf: (row: Row) => string;
  onDelete?: (row: Row) => void;
  onRetry?: () => void;
  icon?: AnyIcon;
  emptyDescription: string;
  toolbar?: ReactNode;
  extraActions?: (row: Row) => ReactNode;
}

/** A list screen: count and add button, the table in its four states, edit and delete (asked first). */
export function SimpleListView<Row extends { queryId: string }>(props: SimpleListViewProps<Row>) {
  const { rows, noun, addPath, addLabel } = props;
  const add = addPath ? (
    <Button asChild>
      <Link to={addPath}>
        <Icon name="plus" size={16} /> {addLabel ?? `Add ${noun[0]}`}
      </Link>
    </Button>
  ) : null;
  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        {props.toolbar ?? (
          <Text color="gray" size="2">
            {rows.status === 'ready'
              ? `${rows.data.length} ${rows.data.length === 1 ? noun[0] : noun[1]}`
              : ' '}
          </Text>
        )}
        {add}
      </Flex>
      <RecordTable
        label={props.label}
        rows={rows}
        rowKey={(r) => r.queryId}
        onRetry={props.onRetry}
        empty={{
          title: `No ${noun[1]} yet`,
          description: props.emptyDescription,
          action: add,
          icon: props.icon,
        }}
        columns={props.columns}
        rowActions={
          props.editPath || props.onDelete || props.extraActions
            ? (r) => (
                <>
                  {props.extraActions?.(r)}
                  {props.editPath && (
                    <Button asChild size="1" variant="soft">
                      <Link to={props.editPath(r)} aria-label={`Edit ${props.nameOf(r)}`}>
                        Edit
                      </Link>
                    </Button>
                  )}
                  {props.onDelete && (
                    <Confirm
                      title={`Delete ${props.nameOf(r)}?`}
                      description="This cannot be undone."
                      confirmLabel="Delete"
                      color="red"
                      onConfirm={() => props.onDelete?.(r)}
                    >
                      <Button
                        size="1"
                        variant="ghost"
                        color="red"
                        aria-label={`Delete ${props.nameOf(r)}`}
                      >
                        Delete
                      </Button>
                    </Confirm>
                  )}
                </>
              )
            : undefined
        }
      />
    </Flex>
  );
}

/** The form screen's three states around a RecordForm. */
export { RecordForm } from './record-form.tsx';
