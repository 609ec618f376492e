import { describe, expect, it } from 'vitest';
import {
  allPages,
  parseCsv,
  readTable,
  safeFileName,
  toCsv,
  toXlsx,
  type Value,
} from './spreadsheet.ts';

describe('spreadsheet export', () => {
  // inertText, csvField and toCsv are the SDK's: packages/sdk/src/csv.test.ts.
  it('names files without the characters file systems refuse', () => {
    expect(safeFileName('JSS 1/A: 2025-2026')).toBe('JSS 1-A- 2025-2026');
  });
  it('reads every page of a list, in order', async () => {
    const pages = [['a', 'b'], ['c', 'd'], ['e']];
    const asked: number[] = [];
    const rows = await allPages(async (n) => {
      asked.push(n);
      return { rows: pages[n - 1] ?? [], meta: { last_page: pages.length } };
    });
    expect(rows).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(asked).toEqual([1, 2, 3]);
  });
});

describe('spreadsheet import', () => {
  const table = {
    header: ['Surname', 'First name', 'Score'],
    rows: [
      ['=cmd|calc', 'Adébáyọ̀, Jr', 40.5],
      ['Okafor', 'Say "hi"', null],
    ] satisfies Value[][],
  };
  it('reads back a CSV export as written, formula-looking text included', async () => {
    const csv = new File([`\uFEFF${toCsv(table)}`], 'students.csv', { type: 'text/csv' });
    expect(await readTable(csv)).toEqual([
      ['Surname', 'First name', 'Score'],
      ['=cmd|calc', 'Adébáyọ̀, Jr', '40.5'],
      ['Okafor', 'Say "hi"', null],
    ]);
  });
  it('writes XLSX text cells inert and reads them back as written', async () => {
    const blob = await toXlsx(table, 'Students');
    const { readSheet } = await import('read-excel-file/universal');
    const raw = await readSheet(await blob.arrayBuffer());
    expect(raw[1]?.[0]).toBe("'=cmd|calc");
    const file = new File([blob], 'students.xlsx');
    expect(await readTable(file)).toEqual([
      ['Surname', 'First name', 'Score'],
      ['=cmd|calc', 'Adébáyọ̀, Jr', 40.5],
      ['Okafor', 'Say "hi"', null],
    ]);
  });
  it('parses quoted CSV fields across line endings', () => {
    expect(parseCsv('a,"b,c"\r\n"d ""e""",\nf')).toEqual([['a', 'b,c'], ['d "e"', ''], ['f']]);
  });
});
