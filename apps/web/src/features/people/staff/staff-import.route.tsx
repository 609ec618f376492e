import { unwrap } from '@schoolmates/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api.tsx';
import { paths } from '../../../lib/paths.ts';
import { type ImportRow, problemsByRow, templateTable } from '../../../lib/sheet-import.ts';
import { useExport } from '../../../lib/use-export.ts';
import { useSheetImport } from '../../../lib/use-sheet-import.ts';
import { PeopleImportView } from '../people-import.view.tsx';
import { useLoginSlips } from '../use-login-slips.ts';
import { staffKey } from './staff.api.ts';
import { staffImportColumns } from './staff.import.ts';

export default function StaffImportRoute() {
  const client = useApi();
  const queryClient = useQueryClient();
  const logins = useLoginSlips();
  const template = useExport(() => ({
    table: templateTable(staffImportColumns),
    name: 'Staff import template',
    sheet: 'Staff',
  }));
  const send = (rows: ImportRow[], dryRun: boolean) =>
    unwrap(client.POST('/staff/import', { body: { dry_run: dryRun, rows } }));
  const sheet = useSheetImport({
    columns: staffImportColumns,
    check: async (rows) => problemsByRow((await send(rows, true)).data.errors),
    commit: async (rows) => {
      logins.setSlips((await send(rows, false)).data.slips.map((s) => s.attributes));
      await queryClient.invalidateQueries({ queryKey: staffKey });
    },
  });
  return (
    <PeopleImportView
      what="staff"
      back={{ path: paths.staffs, label: 'Back to staff' }}
      columns={staffImportColumns}
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
