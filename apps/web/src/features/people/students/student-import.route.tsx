import { type Schema, unwrap } from '@schoolmates/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../lib/api.tsx';
import { download } from '../../../lib/download.ts';
import { useSchoolHeading } from '../../../lib/school-heading.ts';
import { type ImportRow, problemsByRow, templateTable } from '../../../lib/sheet-import.ts';
import { toast } from '../../../lib/toast.tsx';
import { useExport } from '../../../lib/use-export.ts';
import { useSheetImport } from '../../../lib/use-sheet-import.ts';
import { StudentImportView } from './student-import.view.tsx';
import { studentsKey } from './students.api.ts';
import { studentImportColumns } from './students.import.ts';

export default function StudentImportRoute() {
  const client = useApi();
  const queryClient = useQueryClient();
  const school = useSchoolHeading();
  const [slips, setSlips] = useState<Schema<'LoginSlipAttributes'>[]>([]);
  const [printing, setPrinting] = useState(false);
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
      setSlips((await send(rows, false)).data.slips.map((s) => s.attributes));
      await queryClient.invalidateQueries({ queryKey: studentsKey });
    },
  });

  const onPrintSlips = async () => {
    setPrinting(true);
    try {
      const [{ loginSlipsPdf }, heading] = await Promise.all([
        import('../../../lib/pdf/login-slips.ts'),
        school.data ?? school.refetch().then((r) => r.data),
      ]);
      download(
        await loginSlipsPdf({
          school: heading?.name ?? '',
          signInAddress: window.location.origin,
          slips,
        }),
        'Login slips.pdf',
      );
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not make the PDF');
    } finally {
      setPrinting(false);
    }
  };

  return (
    <StudentImportView
      columns={studentImportColumns}
      state={sheet.state}
      templating={template.exporting}
      onTemplate={template.onExport}
      onFile={sheet.onFile}
      onImport={sheet.onImport}
      onReset={() => {
        sheet.onReset();
        setSlips([]);
      }}
      slips={slips}
      printing={printing}
      onPrintSlips={() => void onPrintSlips()}
    />
  );
}
