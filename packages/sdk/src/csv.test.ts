import { describe, expect, it } from 'vitest';
import { csvField, inertText, toCsv } from './csv.ts';

describe('CSV', () => {
  it('writes text a spreadsheet would run as a formula inert, with a leading quote', () => {
    for (const formula of ['=SUM(A1)', '+2+3', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(inertText(formula)).toBe(`'${formula}`);
    }
    expect(inertText('Adébáyọ̀ Ọlá')).toBe('Adébáyọ̀ Ọlá');
    expect(inertText('Ngozi-Eze')).toBe('Ngozi-Eze');
  });
  it('writes CSV that spreadsheets read back as typed, and never as formulas', () => {
    expect(csvField('Eze, Paul')).toBe('"Eze, Paul"');
    expect(csvField('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvField(null)).toBe('');
    expect(csvField(-2)).toBe('-2');
    expect(toCsv({ header: ['a', 'b'], rows: [[1, null]] })).toBe('a,b\r\n1,\r\n');
  });
});
