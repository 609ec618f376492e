import { describe, expect, it } from 'vitest';
import { cumulative, endTermResult, gradePoints, school } from '../results.fixtures.ts';
import { reportCardPdf } from './report-card.pdf.ts';

describe('reportCardPdf', () => {
  it('writes a one-file A4 report with the school, student, scores, comments and next-term date', async () => {
    const result = { ...endTermResult, term: 'Second Term' as const };
    const blob = await reportCardPdf({ school, result, gradePoints, cumulative });
    const text = new TextDecoder('latin1').decode(await blob.arrayBuffer());
    expect(text.startsWith('%PDF-')).toBe(true);
    for (const expected of [
      'BRIGHT FUTURE ACADEMY',
      'Obi Ada Chioma',
      'BFA/092025/00001',
      'Mathematics',
      '87.5',
      'ABS',
      'A steady and hardworking pupil.',
      'Next term begins: 12 January 2026',
      'CUMULATIVE SCORES',
      '83.75',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('embeds the school logo when the sheet shows it', async () => {
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const withLogo = await reportCardPdf({
      school: { ...school, logo: png },
      result: endTermResult,
      gradePoints,
    });
    const without = await reportCardPdf({ school, result: endTermResult, gradePoints });
    const text = new TextDecoder('latin1').decode(await withLogo.arrayBuffer());
    expect(text).toContain('/Subtype /Image');
    expect(withLogo.size).toBeGreaterThan(without.size);
  });

  it('leaves out the sections the sheet settings hide', async () => {
    const result = { ...endTermResult, sheet_sections: [] };
    const blob = await reportCardPdf({ school, result, gradePoints });
    const text = new TextDecoder('latin1').decode(await blob.arrayBuffer());
    expect(text).toContain('Mathematics');
    expect(text).not.toContain('ATTENDANCE RECORD');
    expect(text).not.toContain('Next term begins');
  });
});
