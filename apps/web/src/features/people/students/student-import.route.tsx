import { ApiError, type Schema, unwrap } from '@schoolmates/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ImportStep } from '../../../components/sheet-import.tsx';
import { useApi } from '../../../lib/api.tsx';
import { download } from '../../../lib/download.ts';
import { useSchoolHeading } from '../../../lib/school-heading.ts';
import { mapSheet, problemsByRow, templateTable } from '../../../lib/sheet-import.ts';
import { readTable } from '../../../lib/spreadsheet.ts';
import { toast } from '../../../lib/toast.tsx';
import { useExport } from '../../../lib/use-export.ts';
import { StudentImportView } from './student-import.view.tsx';
import { studentsKey } from './students.api.ts';
import { studentImportColumns } from './students.import.ts';

type Row = Schema<'StudentImportRow'>;

export default function StudentImportRoute() {
  const client = useApi();
  const queryClient = useQueryClient();
  const school = useSchoolHeading();
  const [state, setState] = useState<ImportStep>({ step: 'choose' });
  const [slips, setSlips] = useState<Schema<'LoginSlipAttributes'>[]>([]);
  const [printing, setPrinting] = useState(false);
  const template = useExport(() => ({
    table: templateTable(studentImportColumns),
    name: 'Students import template',
    sheet: 'Students',
  }));

  const send = (rows: Row[], dryRun: boolean) =>
    unwrap(client.POST('/student/import', { body: { dry_run: dryRun, rows } }));

  const onFile = async (file: File) => {
    setState({ step: 'reading', fileName: file.name });
    try {
      const sheet = mapSheet(await readTable(file), studentImportColumns);
      if (sheet.missing.length > 0) {
        setState({
          step: 'choose',
          notice: `${file.name} lacks the columns ${sheet.missing.join(', ')}. Start from the template.`,
        });
        return;
      }
      if (sheet.rows.length === 0) {
        setState({ step: 'choose', notice: `${file.name} has no rows under its headers.` });
        return;
      }
      setState({ step: 'checking', fileName: file.name, rows: sheet.rows });
      const answer = await send(sheet.rows, true);
      setState({
        step: 'checked',
        fileName: file.name,
        rows: sheet.rows,
        problems: problemsByRow(answer.data.errors),
        ignored: sheet.ignored,
      });
    } catch (error) {
      setState({
        step: 'choose',
        notice:
          error instanceof ApiError
            ? error.message
            : `${file.name} could not be read as CSV or XLSX.`,
      });
    }
  };

  const onImport = async () => {
    if (state.step !== 'checked') return;
    setState({ ...state, step: 'importing', failure: undefined });
    try {
      const answer = await send(state.rows, false);
      setSlips(answer.data.slips.map((s) => s.attributes));
      setState({ step: 'done', fileName: state.fileName, rows: state.rows });
      await queryClient.invalidateQueries({ queryKey: studentsKey });
    } catch (error) {
      // Someone else may have taken a number since the check: show the new problems.
      const errors = error instanceof ApiError ? error.errors : {};
      setState({
        ...state,
        step: 'checked',
        problems: problemsByRow(errors),
        failure: `Nothing was written. ${error instanceof Error ? error.message : ''}`.trim(),
      });
    }
  };

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
      state={state}
      templating={template.exporting}
      onTemplate={template.onExport}
      onFile={(file) => void onFile(file)}
      onImport={() => void onImport()}
      onReset={() => {
        setState({ step: 'choose' });
        setSlips([]);
      }}
      slips={slips}
      printing={printing}
      onPrintSlips={() => void onPrintSlips()}
    />
  );
}
