import { unwrap } from '@schoolmates/sdk';
import { useApi } from '../../../lib/api.tsx';
import { paths } from '../../../lib/paths.ts';
import { PeopleImport } from '../people-import.route.tsx';
import { staffKey } from './staff.api.ts';
import { staffImportColumns } from './staff.import.ts';

export default function StaffImportRoute() {
  const client = useApi();
  return (
    <PeopleImport
      what="staff"
      sheet="Staff"
      columns={staffImportColumns}
      back={{ path: paths.staffs, label: 'Back to staff' }}
      send={(rows, dryRun) =>
        unwrap(client.POST('/staff/import', { body: { dry_run: dryRun, rows } }))
      }
      listKey={staffKey}
    />
  );
}
