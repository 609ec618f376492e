import { paths } from '../../../lib/paths.ts';
import { guardiansKey } from '../guardians/guardians.api.ts';
import { PeopleImport } from '../people-import.route.tsx';
import { studentsKey, useImportStudents } from './students.api.ts';
import { studentImportColumns } from './students.import.ts';

export default function StudentImportRoute() {
  const send = useImportStudents();
  return (
    <PeopleImport
      what="students"
      sheet="Students"
      columns={studentImportColumns}
      back={{ path: paths.students, label: 'Back to students' }}
      send={send}
      listKey={studentsKey}
      alsoChanges={[guardiansKey]}
    />
  );
}
