import { unwrap } from '@schoolmates/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api.tsx';
import { paths } from '../../../lib/paths.ts';
import { type ImportRow, problemsByRow, templateTable } from '../../../lib/sheet-import.ts';
import { useExport } from '../../../lib/use-export.ts';
import { useSheetImport } from '../../../lib/use-sheet-import.ts';
import { PeopleImportView } from '../people-import.view.tsx';
import { useLoginSlips } from '../use-login-slips.ts';
import { studentsKey } from './students.api.ts';
import { studentImportColumns } from './students.import.ts';

export default function StudentImportRoute() {
  const client = useApi();
  const queryClient = useQueryClient();
  const logins = useLoginSlips();
  const template = useExport(() => ({
    table: templateTable(studentImportColumns),
    name: 'Students import template',
    sheet: 'Students',
  }));
  const send = (rows: ImportRow[], dryRun: boolean) =>
    unwrap(client.POST('/student/import', { body: { dry_run: dryRun, rows } }));
  const sheet = useSheetImport({
    columns: studentImportColumns,
    check: async (rows) => problemsByRow((await send(rows, true)).data.errors),
    commit: async (rows) => {
      logins.setSlips((await send(rows, false)).data.slips.map((s) => s.attributes));
      await queryClient.invalidateQueries({ queryKey: studentsKey });
    },
  });
  return (
    <PeopleImportView
      what="students"
      back={{ path: paths.students, label: 'Back to students' }}
      columns={studentImportColumns}
      state={sheet.state}
      templating={template.exporting}
      onTemplate={template.onExport}
      onFile={sheet.onFile}
      onImport={sheet.onImport}
      onReset={() => {
        sheet.onReset();
        logins.setSlips([]);
      }}
      slips={logins.slips}
      printing={logins.printing}
      onPrintSlips={logins.onPrintSlips}
    />
  );
}
