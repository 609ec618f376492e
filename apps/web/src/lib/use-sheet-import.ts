import { ApiError } from '@schoolmates/sdk';
import { useState } from 'react';
import type { ImportStep } from '../components/sheet-import.tsx';
import { type ImportColumn, type ImportRow, mapSheet, problemsByRow } from './sheet-import.ts';
import { readTable } from './spreadsheet.ts';

export type RowProblems = Map<number, Record<string, string[]>>;

/**
 * An import's steps: read the file under the template's columns, `check` every row (nothing
 * written), then `commit` them all; a refused commit shows the server's problems at their rows.
 */
export function useSheetImport(options: {
  columns: readonly ImportColumn[];
  check: (rows: ImportRow[]) => Promise<RowProblems>;
  commit: (rows: ImportRow[]) => Promise<void>;
}) {
  const [state, setState] = useState<ImportStep>({ step: 'choose' });

  const onFile = async (file: File) => {
    setState({ step: 'reading', fileName: file.name });
    try {
      const sheet = mapSheet(await readTable(file), options.columns);
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
      setState({
        step: 'checked',
        fileName: file.name,
        rows: sheet.rows,
        problems: await options.check(sheet.rows),
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
      await options.commit(state.rows);
      setState({ step: 'done', fileName: state.fileName, rows: state.rows });
    } catch (error) {
      // Someone may have changed the records since the check: show the server's problems.
      setState({
        ...state,
        step: 'checked',
        problems: problemsByRow(error instanceof ApiError ? error.errors : {}),
        failure: `Nothing was written. ${error instanceof Error ? error.message : ''}`.trim(),
      });
    }
  };

  return {
    state,
    onFile: (file: File) => void onFile(file),
    onImport: () => void onImport(),
    onReset: () => setState({ step: 'choose' }),
  };
}
