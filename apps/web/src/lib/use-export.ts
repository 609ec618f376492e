import { useState } from 'react';
import { downloadTable, type SheetFile, type SheetFormat } from './spreadsheet.ts';
import { toast } from './toast.tsx';

/** Builds an export when asked (often reading every page from the server) and saves it. */
export function useExport(build: () => Promise<SheetFile> | SheetFile) {
  const [exporting, setExporting] = useState<SheetFormat | null>(null);
  const onExport = async (format: SheetFormat) => {
    setExporting(format);
    try {
      await downloadTable(format, await build());
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The export failed');
    } finally {
      setExporting(null);
    }
  };
  return { exporting, onExport };
}
