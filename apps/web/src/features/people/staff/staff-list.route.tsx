import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { Loadable } from '../../../components/queries.ts';
import { personName } from '../../../lib/names.ts';
import { useExport } from '../../../lib/use-export.ts';
import { useAllStaff, useStaff, useToggleStaff } from './staff.api.ts';
import { staffTable } from './staff.export.ts';
import { StaffListView, type StaffRow } from './staff-list.view.tsx';

export default function StaffListRoute() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const staff = useStaff(search, page);
  const toggle = useToggleStaff();
  const allStaff = useAllStaff();
  const { exporting, onExport } = useExport(async () => ({
    table: staffTable(await allStaff(search)),
    name: search ? `Staff matching ${search}` : 'Staff',
    layout: { stickyColumns: 2, wide: [0, 1, 9, 11] },
  }));
  const onSearch = useCallback(
    (q: string) => setParams(q ? { q } : {}, { replace: true }),
    [setParams],
  );
  const rows: Loadable<StaffRow[]> = staff.isPending
    ? { status: 'loading' }
    : staff.isError
      ? { status: 'error', message: staff.error.message }
      : { status: 'ready', data: staff.data.rows };
  return (
    <StaffListView
      rows={rows}
      meta={staff.data?.meta ?? null}
      search={search}
      busyId={toggle.isPending ? (toggle.variables?.queryId ?? null) : null}
      exporting={exporting}
      onExport={onExport}
      onSearch={onSearch}
      onPage={(p) => setParams({ ...(search ? { q: search } : {}), page: String(p) })}
      onToggle={(r) => toggle.mutate({ queryId: r.queryId, status: r.status, name: personName(r) })}
      onRetry={() => void staff.refetch()}
    />
  );
}
