import { Badge, Button, Flex, Text } from '@radix-ui/themes';
import { Link } from 'react-router';
import { Confirm } from '../../../components/confirm.tsx';
import { EditAndEnable } from '../../../components/edit-and-enable.tsx';
import { Icon } from '../../../components/icons.tsx';
import { NameWithDetail } from '../../../components/name-with-detail.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { RecordTable } from '../../../components/record-table.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { paths } from '../../../lib/paths.ts';

export interface CampusRow {
  queryId: string;
  name: string;
  email: string;
  phoneno: string;
  state: string;
  address: string;
  campus_type: string | null;
  is_preschool: boolean;
  status: string;
}

export interface CampusListViewProps {
  rows: Loadable<CampusRow[]>;
  busyId: string | null;
  onToggle: (row: CampusRow) => void;
  onDelete: (row: CampusRow) => void;
  onRetry?: () => void;
}

function AddButton() {
  return (
    <Button asChild>
      <Link to={paths.campusCreate}>
        <Icon name="plus" size={16} /> Add campus
      </Link>
    </Button>
  );
}

export function CampusListView({ rows, busyId, onToggle, onDelete, onRetry }: CampusListViewProps) {
  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3">
        <Text color="gray" size="2">
          {rows.status === 'ready'
            ? `${rows.data.length} campus${rows.data.length === 1 ? '' : 'es'}`
            : ' '}
        </Text>
        <AddButton />
      </Flex>
      <RecordTable
        label="Campuses"
        rows={rows}
        rowKey={(r) => r.queryId}
        onRetry={onRetry}
        empty={{
          title: 'No campuses yet',
          description: 'Add the first campus of your school.',
          action: <AddButton />,
          icon: 'building',
        }}
        columns={[
          {
            key: 'name',
            header: 'Name',
            render: (r) => <NameWithDetail name={r.name} detail={r.address} />,
          },
          { key: 'email', header: 'Email', render: (r) => r.email, wide: true },
          { key: 'phone', header: 'Phone', render: (r) => r.phoneno, wide: true },
          { key: 'state', header: 'State', render: (r) => r.state, wide: true },
          {
            key: 'type',
            header: 'Type',
            wide: true,
            render: (r) => (
              <Badge variant="outline" color="gray">
                {r.is_preschool
                  ? 'Preschool'
                  : r.campus_type === 'college'
                    ? 'College'
                    : 'Elementary'}
              </Badge>
            ),
          },
          { key: 'status', header: 'Status', render: (r) => <StatusBadge status={r.status} /> },
        ]}
        rowActions={(r) => (
          <>
            <EditAndEnable
              name={r.name}
              editTo={paths.campusEdit(r.queryId)}
              disabled={r.status === 'disabled'}
              busy={busyId === r.queryId}
              onToggle={() => onToggle(r)}
              disabling="Its staff and students will not be able to sign in until it is enabled again."
            />
            <Confirm
              title={`Delete ${r.name}?`}
              description="This cannot be undone. A campus that still has classes, staff or students cannot be deleted."
              confirmLabel="Delete"
              color="red"
              onConfirm={() => onDelete(r)}
            >
              <Button size="1" variant="ghost" color="red">
                Delete
              </Button>
            </Confirm>
          </>
        )}
      />
    </Flex>
  );
}
