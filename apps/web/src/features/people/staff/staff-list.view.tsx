import { Avatar, Badge, Button, Flex, Text } from '@radix-ui/themes';
import { Link } from 'react-router';
import { EditAndEnable } from '../../../components/edit-and-enable.tsx';
import { ExportButtons } from '../../../components/export-buttons.tsx';
import { Icon } from '../../../components/icons.tsx';
import { type PageInfo, Pagination } from '../../../components/pagination.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { RecordTable } from '../../../components/record-table.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { initials, personName } from '../../../lib/names.ts';
import { paths } from '../../../lib/paths.ts';
import type { SheetFormat } from '../../../lib/spreadsheet.ts';
import { PeopleToolbar } from '../people-toolbar.tsx';

export interface StaffRow {
  queryId: string;
  firstname: string;
  surname: string;
  username: string;
  designation: string;
  department: string | null;
  class_assigned: string | null;
  phoneno: string | null;
  status: string;
  is_dos: boolean;
  image: string | null;
}

export interface StaffListViewProps {
  rows: Loadable<StaffRow[]>;
  meta: PageInfo | null;
  search: string;
  busyId: string | null;
  /** The export at work: every staff member the search finds, not only this page. */
  exporting: SheetFormat | null;
  onExport: (format: SheetFormat) => void;
  onSearch: (q: string) => void;
  onPage: (page: number) => void;
  onToggle: (row: StaffRow) => void;
  onRetry?: () => void;
}

export function StaffListView({
  rows,
  meta,
  search,
  busyId,
  exporting,
  onExport,
  onSearch,
  onPage,
  onToggle,
  onRetry,
}: StaffListViewProps) {
  const add = (
    <Button asChild>
      <Link to={paths.staffCreate}>
        <Icon name="plus" size={16} /> Add staff
      </Link>
    </Button>
  );
  return (
    <Flex direction="column" gap="4">
      <PeopleToolbar search={search} onSearch={onSearch} placeholder="Search by name or username">
        <ExportButtons exporting={exporting} disabled={meta?.total === 0} onExport={onExport} />
        <Button asChild variant="soft">
          <Link to={paths.staffImport}>Import staff</Link>
        </Button>
        {add}
      </PeopleToolbar>
      <RecordTable
        label="Staff"
        rows={rows}
        rowKey={(r) => r.queryId}
        onRetry={onRetry}
        empty={
          search
            ? {
                title: 'No staff match',
                description: `Nobody matches “${search}”.`,
                icon: 'search',
              }
            : {
                title: 'No staff yet',
                description: 'Add your teachers and other staff.',
                action: add,
                icon: 'people',
              }
        }
        columns={[
          {
            key: 'name',
            header: 'Name',
            render: (r) => (
              <Flex gap="3" align="center">
                <Avatar size="2" radius="full" src={r.image ?? undefined} fallback={initials(r)} />
                <Flex direction="column" minWidth="0">
                  <Text weight="medium" truncate>
                    {personName(r)}{' '}
                    {r.is_dos && (
                      <Badge color="blue" variant="soft">
                        DOS
                      </Badge>
                    )}
                  </Text>
                  <Text size="1" color="gray">
                    @{r.username}
                  </Text>
                </Flex>
              </Flex>
            ),
          },
          { key: 'role', header: 'Role', render: (r) => r.designation },
          { key: 'dept', header: 'Department', render: (r) => r.department ?? '—', wide: true },
          { key: 'class', header: 'Class', render: (r) => r.class_assigned ?? '—', wide: true },
          { key: 'status', header: 'Status', render: (r) => <StatusBadge status={r.status} /> },
        ]}
        rowActions={(r) => (
          <>
            <EditAndEnable
              name={personName(r)}
              editTo={paths.staffEdit(r.queryId)}
              disabled={r.status === 'disabled'}
              busy={busyId === r.queryId}
              onToggle={() => onToggle(r)}
              disabling="They are signed out at once and cannot sign in until enabled again."
            />
          </>
        )}
        footer={
          meta && rows.status === 'ready' && rows.data.length > 0 ? (
            <Pagination meta={meta} onPage={onPage} />
          ) : null
        }
      />
    </Flex>
  );
}
