import { Button } from '@radix-ui/themes';
import type { SheetFormat } from '../lib/spreadsheet.ts';

/** The CSV and Excel buttons every export shows; the one at work spins. */
export function ExportButtons({
  exporting,
  disabled = false,
  onExport,
  label = '',
}: {
  exporting: SheetFormat | null;
  disabled?: boolean;
  onExport: (format: SheetFormat) => void;
  /** Names what is exported when a screen has more than one export, e.g. `Payments`. */
  label?: string;
}) {
  const prefix = label ? `${label} ` : '';
  return (
    <>
      <Button
        variant="soft"
        disabled={disabled || (exporting !== null && exporting !== 'csv')}
        loading={exporting === 'csv'}
        onClick={() => onExport('csv')}
      >
        {prefix}CSV
      </Button>
      <Button
        variant="soft"
        disabled={disabled || (exporting !== null && exporting !== 'xlsx')}
        loading={exporting === 'xlsx'}
        onClick={() => onExport('xlsx')}
      >
        {prefix}Excel (XLSX)
      </Button>
    </>
  );
}
