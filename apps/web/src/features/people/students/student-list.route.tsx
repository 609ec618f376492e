import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { Loadable } from '../../../components/queries.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { useExport } from '../../../lib/use-export.ts';
import { StudentListView, type StudentRow } from './student-list.view.tsx';
import { useAllStudents, useStudents, useToggleStudent } from './students.api.ts';
import { studentsTable } from './students.export.ts';

export default function StudentListRoute() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const { user } = useAuth();
  const students = useStudents(search, page);
  const toggle = useToggleStudent();
  const allStudents = useAllStudents();
  const { exporting, onExport } = useExport(async () => ({
    table: studentsTable(await allStudents(search)),
    name: search ? `Students matching ${search}` : 'Students',
    layout: { stickyColumns: 2, wide: [1, 2, 13] },
  }));
  const onSearch = useCallback(
    (q: string) => setParams(q ? { q } : {}, { replace: true }),
    [setParams],
  );
  const rows: Loadable<StudentRow[]> = students.isPending
    ? { status: 'loading' }
    : students.isError
      ? { status: 'error', message: students.error.message }
      : { status: 'ready', data: students.data.rows };
  return (
    <StudentListView
      rows={rows}
      meta={students.data?.meta ?? null}
      search={search}
      canManage={user?.role !== 'teacher'}
      canSetNumbering={user?.role === 'superadmin'}
      busyId={toggle.isPending ? (toggle.variables?.queryId ?? null) : null}
      exporting={exporting}
      onExport={onExport}
      onSearch={onSearch}
      onPage={(p) => setParams({ ...(search ? { q: search } : {}), page: String(p) })}
      onToggle={(r) => toggle.mutate(r)}
      onRetry={() => void students.refetch()}
    />
  );
}
