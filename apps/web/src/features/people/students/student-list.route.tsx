import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { Loadable } from '../../../components/queries.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { useClasses } from '../../../lib/lookups.ts';
import { useExport } from '../../../lib/use-export.ts';
import { StudentListView, type StudentRow } from './student-list.view.tsx';
import { useAllStudents, useStudents, useToggleStudent } from './students.api.ts';
import { studentsTable } from './students.export.ts';

export default function StudentListRoute() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const classId = params.get('class') ?? '';
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const { user } = useAuth();
  const students = useStudents(search, page, classId);
  const classes = useClasses();
  const toggle = useToggleStudent();
  const allStudents = useAllStudents();
  const { exporting, onExport } = useExport(async () => ({
    table: studentsTable(await allStudents(search, classId)),
    name: search ? `Students matching ${search}` : 'Students',
    layout: { stickyColumns: 2, wide: [1, 2, 13] },
  }));
  // search and class narrow the list together; a new filter starts at page 1
  const filter = useCallback(
    (next: { q?: string; class?: string }) =>
      setParams(
        (old) => {
          const out = new URLSearchParams(old);
          out.delete('page');
          for (const [key, value] of Object.entries(next)) {
            if (value) out.set(key, value);
            else out.delete(key);
          }
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  const onSearch = useCallback((q: string) => filter({ q }), [filter]);
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
      classes={(classes.data ?? []).map((c) => ({ value: c.queryId, label: c.class_name }))}
      classId={classId}
      onClass={(id) => filter({ class: id })}
      onPage={(p) =>
        setParams({
          ...(search ? { q: search } : {}),
          ...(classId ? { class: classId } : {}),
          page: String(p),
        })
      }
      onToggle={(r) => toggle.mutate(r)}
      onRetry={() => void students.refetch()}
    />
  );
}
