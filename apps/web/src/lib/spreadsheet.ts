/** Tables of plain values written as CSV or XLSX, and read back, for every export and import. */
import { type CsvValue, csvField, inertText, safeFileName, toCsv } from '@schoolmates/sdk';
import { download } from './download.ts';

// The CSV writing is the SDK's, so tools outside the portal write the same files.
export { csvField, inertText, safeFileName, toCsv };
export type Value = CsvValue;
export type Table = { header: string[]; rows: Value[][] };
export type SheetFormat = 'csv' | 'xlsx';
/** XLSX only: how many columns stay in view when scrolling across, and which are wide (names). */
export type SheetLayout = { stickyColumns?: number; wide?: number[] };

/** The XLSX workbook, written by write-excel-file loaded on demand. */
export async function toXlsx(
  { header, rows }: Table,
  sheet: string,
  layout: SheetLayout = {},
): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const data = [
    header.map((value) => ({ value: inertText(value), fontWeight: 'bold' as const })),
    ...rows.map((r) =>
      r.map((value) =>
        value === null
          ? null
          : typeof value === 'number'
            ? { value, type: Number }
            : { value: inertText(value), type: String },
      ),
    ),
  ];
  return writeXlsxFile(data, {
    sheet: sheetName(sheet),
    stickyRowsCount: 1,
    ...(layout.stickyColumns ? { stickyColumnsCount: layout.stickyColumns } : {}),
    columns: header.map((h, i) => ({
      width: layout.wide?.includes(i) ? 28 : Math.max(8, Math.min(18, h.length + 2)),
    })),
  }).toBlob();
}

/** A sheet name Excel accepts: at most 31 characters, none of `\ / ? * [ ] :`. */
function sheetName(name: string): string {
  return name.replace(/[\\/?*[\]:]+/g, '-').slice(0, 31) || 'Sheet1';
}

/** A table ready to save: its file name (without extension) and, for XLSX, its sheet. */
export interface SheetFile {
  table: Table;
  name: string;
  /** The XLSX sheet's name; the file name when left out. */
  sheet?: string;
  layout?: SheetLayout;
}

/** Saves the table as `name.csv` (UTF-8 with a byte-order mark, for Excel) or `name.xlsx`. */
export async function downloadTable(format: SheetFormat, file: SheetFile): Promise<void> {
  if (format === 'csv') {
    download(
      new Blob([`\uFEFF${toCsv(file.table)}`], { type: 'text/csv;charset=utf-8' }),
      `${safeFileName(file.name)}.csv`,
    );
  } else {
    download(
      await toXlsx(file.table, file.sheet ?? file.name, file.layout),
      `${safeFileName(file.name)}.xlsx`,
    );
  }
}

/** Every page of a server list, `per_page` at the contract's most, in order. */
export async function allPages<T>(
  page: (n: number) => Promise<{ rows: T[]; meta: { last_page: number } }>,
): Promise<T[]> {
  const first = await page(1);
  const rows = [...first.rows];
  for (let n = 2; n <= first.meta.last_page; n++) rows.push(...(await page(n)).rows);
  return rows;
}

/** The most rows a server list answers in one page (`per_page` maximum in the contract). */
export const exportPageSize = 200;

/** A cell as read from an uploaded file: text trimmed, numbers as numbers, dates as `YYYY-MM-DD`. */
export type ReadCell = string | number | null;

/**
 * The first sheet of an uploaded CSV or XLSX as rows of cells (blank rows left out). A quote the
 * export put before formula-looking text is taken off again, so an export reads back as written.
 */
export async function readTable(file: Blob & { name?: string }): Promise<ReadCell[][]> {
  const xlsx =
    file.name?.toLowerCase().endsWith('.xlsx') ||
    file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const rows: ReadCell[][] = xlsx
    ? (await (await import('read-excel-file/universal')).readSheet(await file.arrayBuffer())).map(
        (row) => row.map(readCell),
      )
    : parseCsv(await file.text()).map((row) => row.map((cell) => readCell(cell)));
  return rows.filter((row) => row.some((cell) => cell !== null));
}

function readCell(value: unknown): ReadCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  const text = String(value).trim();
  if (text === '') return null;
  return /^'[=+\-@]/.test(text) ? text.slice(1) : text;
}

/** RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF), with a byte-order mark dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}
