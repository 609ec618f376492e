import { describe, expect, it } from 'vitest';
import { isoDate, mapSheet, problemsByRow, sheetRow, templateTable } from './sheet-import.ts';

const columns = [
  { field: 'surname', header: 'Surname', example: 'Okafor', required: true },
  { field: 'dob', header: 'Date of birth', example: '2014-03-21', required: true, date: true },
  { field: 'sub_class', header: 'Arm', example: 'A' },
] as const;

describe('reading a sheet under the template', () => {
  it('matches headers ignoring case and signs, in any order, and reads typed dates', () => {
    const sheet = mapSheet(
      [
        ['date_of_birth', 'Notes', 'SURNAME'],
        ['21/3/2014', 'quiet', 'Okafor'],
        [null, null, 'Eze'],
      ],
      columns,
    );
    expect(sheet).toEqual({
      rows: [
        { surname: 'Okafor', dob: '2014-03-21', sub_class: null },
        { surname: 'Eze', dob: null, sub_class: null },
      ],
      missing: [],
      ignored: ['Notes'],
    });
  });
  it('names the required columns a sheet lacks', () => {
    expect(mapSheet([['Arm'], ['A']], columns).missing).toEqual(['Surname', 'Date of birth']);
  });
  it('keeps dates it cannot read as typed, for the server to point at', () => {
    expect(isoDate('2014-03-21')).toBe('2014-03-21');
    expect(isoDate('March 2014')).toBe('March 2014');
  });
  it('offers a template of the headers and an example row', () => {
    expect(templateTable(columns)).toEqual({
      header: ['Surname', 'Date of birth', 'Arm'],
      rows: [['Okafor', '2014-03-21', 'A']],
    });
  });
  it('groups the server’s problems by row, numbered as the spreadsheet shows them', () => {
    const byRow = problemsByRow({
      'rows.0.dob': ['must be in the past'],
      'rows.0.surname': ['is required'],
      'rows.4.class_name': ['is not a class of this campus'],
      campus_id: ['ignored'],
    });
    expect([...byRow.keys()]).toEqual([0, 4]);
    expect(byRow.get(0)).toEqual({ dob: ['must be in the past'], surname: ['is required'] });
    expect(sheetRow(4)).toBe(6);
  });
});
