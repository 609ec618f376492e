import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { Loadable } from '../../../components/queries.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { StudentListView, type StudentRow } from './student-list.view.tsx';
import { useStudents, useToggleStudent } from './students.api.ts';

export default function StudentListRoute() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const { user } = useAuth();
  const students = useStudents(search, page);
  const toggle = useToggleStudent();
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
      onSearch={onSearch}
      onPage={(p) => setParams({ ...(search ? { q: search } : {}), page: String(p) })}
      onToggle={(r) => toggle.mutate(r)}
      onRetry={() => void students.refetch()}
    />
  );
}
