import { Avatar, Button, Flex, Text } from '@radix-ui/themes';
import { Link } from 'react-router';
import { EditAndEnable } from '../../../components/edit-and-enable.tsx';
import { ExportButtons } from '../../../components/export-buttons.tsx';
import { SelectInput } from '../../../components/form.tsx';
import { Icon } from '../../../components/icons.tsx';
import { type PageInfo, Pagination } from '../../../components/pagination.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { RecordTable } from '../../../components/record-table.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { initials } from '../../../lib/names.ts';
import { paths } from '../../../lib/paths.ts';
import type { SheetFormat } from '../../../lib/spreadsheet.ts';
import { PeopleToolbar } from '../people-toolbar.tsx';

export interface StudentRow {
  queryId: string;
  fullname: string;
  firstname: string;
  surname: string;
  admission_number: string;
  present_class: string | null;
  sub_class: string | null;
  gender: string;
  session_admitted: string;
  status: string;
  image: string | null;
}

export interface StudentListViewProps {
  rows: Loadable<StudentRow[]>;
  meta: PageInfo | null;
  search: string;
  canManage: boolean;
  /** Superadmin: the link to the admission-number settings. */
  canSetNumbering?: boolean;
  busyId: string | null;
  /** The export at work: every student the search finds, not only this page. */
  exporting: SheetFormat | null;
  onExport: (format: SheetFormat) => void;
  onSearch: (q: string) => void;
  /** The class filter: the school's classes, the chosen one ('' = every class). */
  classes?: { value: string; label: string }[];
  classId?: string;
  onClass?: (classId: string) => void;
  onPage: (page: number) => void;
  onToggle: (row: StudentRow) => void;
  onRetry?: () => void;
}

export function StudentListView({
  rows,
  meta,
  search,
  canManage,
  canSetNumbering = false,
  busyId,
  exporting,
  onExport,
  onSearch,
  classes = [],
  classId = '',
  onClass,
  onPage,
  onToggle,
  onRetry,
}: StudentListViewProps) {
  const add = canManage ? (
    <Button asChild>
      <Link to={paths.studentCreate}>
        <Icon name="plus" size={16} /> Add student
      </Link>
    </Button>
  ) : null;
  return (
    <Flex direction="column" gap="4">
      <PeopleToolbar
        search={search}
        onSearch={onSearch}
        placeholder="Search by name or admission number"
      >
        {onClass && (
          <div style={{ minWidth: 160 }}>
            <SelectInput
              label="Class"
              name="class_id"
              value={classId || 'all'}
              onValueChange={(v) => onClass(v === 'all' ? '' : v)}
              options={[{ value: 'all', label: 'Every class' }, ...classes]}
            />
          </div>
        )}
        <ExportButtons exporting={exporting} disabled={meta?.total === 0} onExport={onExport} />
        {canSetNumbering && (
          <Button asChild variant="soft" color="gray">
            <Link to={paths.admissionNumberSettings}>Admission numbers</Link>
          </Button>
        )}
        {canManage && (
          <Button asChild variant="soft">
            <Link to={paths.studentImport}>Import students</Link>
          </Button>
        )}
        {canManage && (
          <Button asChild variant="soft">
            <Link to={paths.studentPromotion}>Promote students</Link>
          </Button>
        )}
        {add}
      </PeopleToolbar>
      <RecordTable
        label="Students"
        rows={rows}
        rowKey={(r) => r.queryId}
        onRetry={onRetry}
        empty={
          search
            ? {
                title: 'No students match',
                description: `Nobody matches “${search}”. Try another name or number.`,
                icon: 'search',
              }
            : {
                title: 'No students yet',
                description: 'Admit your first student to get started.',
                action: add,
                icon: 'people',
              }
        }
        columns={[
          {
            key: 'name',
            header: 'Student',
            render: (r) => (
              <Flex gap="3" align="center">
                <Avatar size="2" radius="full" src={r.image ?? undefined} fallback={initials(r)} />
                <Flex direction="column" minWidth="0">
                  <Text weight="medium" truncate>
                    {r.fullname}
                  </Text>
                  <Text size="1" color="gray">
                    {r.admission_number}
                  </Text>
                </Flex>
              </Flex>
            ),
          },
          {
            key: 'class',
            header: 'Class',
            render: (r) =>
              r.present_class ? `${r.present_class} ${r.sub_class ?? ''}`.trim() : '—',
          },
          {
            key: 'gender',
            header: 'Gender',
            render: (r) => (r.gender === 'female' ? 'Female' : 'Male'),
            wide: true,
          },
          { key: 'session', header: 'Admitted', render: (r) => r.session_admitted, wide: true },
          { key: 'status', header: 'Status', render: (r) => <StatusBadge status={r.status} /> },
        ]}
        rowActions={
          canManage
            ? (r) => (
                <>
                  <EditAndEnable
                    name={r.fullname}
                    editTo={paths.studentEdit(r.queryId)}
                    disabled={r.status === 'disabled'}
                    busy={busyId === r.queryId}
                    onToggle={() => onToggle(r)}
                    disabling="They will not be able to sign in until enabled again. Their records are kept."
                  />
                </>
              )
            : undefined
        }
        footer={
          meta && rows.status === 'ready' && rows.data.length > 0 ? (
            <Pagination meta={meta} onPage={onPage} />
          ) : null
        }
      />
    </Flex>
  );
}
