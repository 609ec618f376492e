import { paths } from '../../../lib/paths.ts';
import { PeopleImport } from '../people-import.route.tsx';
import { staffKey, useImportStaff } from './staff.api.ts';
import { staffImportColumns } from './staff.import.ts';

export default function StaffImportRoute() {
  const send = useImportStaff();
  return (
    <PeopleImport
      what="staff"
      sheet="Staff"
      columns={staffImportColumns}
      back={{ path: paths.staffs, label: 'Back to staff' }}
      send={send}
      listKey={staffKey}
    />
  );
}
