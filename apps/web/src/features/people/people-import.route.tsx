import type { Schema } from '@schoolmates/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type ImportColumn,
  type ImportRow,
  problemsByRow,
  templateTable,
} from '../../lib/sheet-import.ts';
import { useExport } from '../../lib/use-export.ts';
import { useSheetImport } from '../../lib/use-sheet-import.ts';
import { PeopleImportView } from './people-import.view.tsx';
import { useLoginSlips } from './use-login-slips.ts';

type Answer = { data: Schema<'PeopleImportAttributes'> };

/** The container both people imports share; each route names its columns and its call. */
export function PeopleImport(props: {
  what: 'students' | 'staff';
  sheet: string;
  columns: readonly ImportColumn[];
  back: { path: string; label: string };
  /** The import call: a dry run, or the import itself. */
  send: (rows: ImportRow[], dryRun: boolean) => Promise<Answer>;
  /** The lists the new people appear in. */
  listKey: readonly unknown[];
  /** Other lists the import changes (the guardians a student import links or adds). */
  alsoChanges?: readonly (readonly unknown[])[];
}) {
  const queryClient = useQueryClient();
  const logins = useLoginSlips();
  const [guardians, setGuardians] = useState<Schema<'ImportedGuardian'>[]>([]);
  const template = useExport(() => ({
    table: templateTable(props.columns),
    name: `${props.sheet} import template`,
    sheet: props.sheet,
  }));
  const sheet = useSheetImport({
    columns: props.columns,
    check: async (rows) => {
      const checked = (await props.send(rows, true)).data;
      setGuardians(checked.guardians ?? []);
      return problemsByRow(checked.errors);
    },
    commit: async (rows) => {
      const imported = (await props.send(rows, false)).data;
      logins.setSlips(imported.slips.map((s) => s.attributes));
      setGuardians(imported.guardians ?? []);
      await queryClient.invalidateQueries({ queryKey: props.listKey });
      // Not on screen, so read again when next shown: the app never refetches on mount.
      for (const queryKey of props.alsoChanges ?? []) queryClient.removeQueries({ queryKey });
    },
  });
  return (
    <PeopleImportView
      what={props.what}
      back={props.back}
      columns={props.columns}
      state={sheet.state}
      templating={template.exporting}
      onTemplate={template.onExport}
      onFile={sheet.onFile}
      onImport={sheet.onImport}
      onReset={() => {
        sheet.onReset();
        logins.setSlips([]);
        setGuardians([]);
      }}
      slips={logins.slips}
      printing={logins.printing}
      onPrintSlips={logins.onPrintSlips}
      guardians={guardians}
    />
  );
}
