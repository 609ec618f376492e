/**
 * What every spreadsheet import shares: the columns a template offers, reading an uploaded
 * sheet's rows under them by header, and the server's `rows.N.field` problems by row.
 */
import type { ReadCell, Table } from './spreadsheet.ts';

export interface ImportColumn<Field extends string = string> {
  field: Field;
  /** The template's header; a sheet's header matches it ignoring case, spaces and signs. */
  header: string;
  example: string;
  required?: boolean;
  /** Read `DD/MM/YYYY` (how Nigerian schools write dates) as `YYYY-MM-DD`. */
  date?: boolean;
}

export type ImportRow<Field extends string = string> = Record<Field, string | null>;

export interface MappedSheet<Field extends string> {
  rows: ImportRow<Field>[];
  /** Required columns the sheet lacks (by template header). */
  missing: string[];
  /** The sheet's headers no column takes, left out of the import. */
  ignored: string[];
}

const key = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A typed date `21/03/2014` as `2014-03-21`; anything else as it was. */
export function isoDate(text: string): string {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  return m ? `${m[3]}-${m[2]?.padStart(2, '0')}-${m[1]?.padStart(2, '0')}` : text;
}

/** The rows under the first row's headers, each as the template's fields (blank cells null). */
export function mapSheet<Field extends string>(
  cells: ReadCell[][],
  columns: readonly ImportColumn<Field>[],
): MappedSheet<Field> {
  const [header = [], ...body] = cells;
  const at = new Map<Field, number>();
  const ignored: string[] = [];
  header.forEach((cell, i) => {
    const k = key(String(cell ?? ''));
    const column = columns.find((c) => key(c.header) === k || key(c.field) === k);
    if (column && !at.has(column.field)) at.set(column.field, i);
    else if (cell !== null) ignored.push(String(cell));
  });
  const rows = body.map((cell) => {
    const row = {} as ImportRow<Field>;
    for (const column of columns) {
      const i = at.get(column.field);
      const value = i === undefined ? null : (cell[i] ?? null);
      const text = value === null ? null : String(value);
      row[column.field] = text !== null && column.date ? isoDate(text) : text;
    }
    return row;
  });
  const missing = columns.filter((c) => c.required && !at.has(c.field)).map((c) => c.header);
  return { rows, missing, ignored };
}

/** The template: the headers and one example row. */
export function templateTable(columns: readonly ImportColumn[]): Table {
  return { header: columns.map((c) => c.header), rows: [columns.map((c) => c.example)] };
}

/** The server's `rows.N.field` problems as problems per row index and field. */
export function problemsByRow(errors: Record<string, string[]>) {
  const byRow = new Map<number, Record<string, string[]>>();
  for (const [path, messages] of Object.entries(errors)) {
    const m = /^rows\.(\d+)\.(.+)$/.exec(path);
    if (!m) continue;
    const row = Number(m[1]);
    byRow.set(row, { ...byRow.get(row), [m[2] as string]: messages });
  }
  return byRow;
}

/** A row's number as the spreadsheet shows it: the header is row 1. */
export const sheetRow = (index: number) => index + 2;
