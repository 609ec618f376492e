import { unwrap } from '@schoolmates/sdk';
import { useApi } from '../../../lib/api.tsx';
import { paths } from '../../../lib/paths.ts';
import { guardiansKey } from '../guardians/guardians.api.ts';
import { PeopleImport } from '../people-import.route.tsx';
import { studentsKey } from './students.api.ts';
import { studentImportColumns } from './students.import.ts';

export default function StudentImportRoute() {
  const client = useApi();
  return (
    <PeopleImport
      what="students"
      sheet="Students"
      columns={studentImportColumns}
      back={{ path: paths.students, label: 'Back to students' }}
      send={(rows, dryRun) =>
        unwrap(client.POST('/student/import', { body: { dry_run: dryRun, rows } }))
      }
      listKey={studentsKey}
      alsoChanges={[guardiansKey]}
    />
  );
}
