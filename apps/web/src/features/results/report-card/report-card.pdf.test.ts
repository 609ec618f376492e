import { pdfText } from '@schoolmates/documents/test/pdf-text';
import { describe, expect, it } from 'vitest';
import { personName } from '../../../lib/names.ts';
import { qrOnPage } from '../../../test/pdf-qr.ts';
import {
  cumulative,
  endTermResult,
  gradePoints,
  midTermResult,
  school,
} from '../results.fixtures.ts';
import { classReportCardsPdf, reportCardPdf } from './report-card.pdf.ts';

const bytes = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
/** The PDF's own syntax (object dictionaries), for what text extraction does not show. */
const syntax = (pdf: Uint8Array) => new TextDecoder('latin1').decode(pdf);
// A 1×1 and a 2×1 RGBA PNG logo.
const logo1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const logo2 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4nGOQt+r6f2W9OQMAEJkDnaummvQAAAAASUVORK5CYII=';

const first = <T>(list: readonly T[]): T => {
  const [item] = list;
  if (item === undefined) throw new Error('The fixture has no such list.');
  return item;
};
const pagesOf = (pdf: Uint8Array) =>
  pdfText(pdf)
    .split('\f')
    .filter((p) => p.trim() !== '');

/**
 * A Second Term card with every section filled and `count` subjects, each in the cumulative
 * table too: the longest card a class prints (the demo school offers 8 subjects an arm).
 */
function longCard(count: number, name = 'Obi Ada Chioma') {
  const subjects = Array.from({ length: count }, (_, i) => ({
    ...first(endTermResult.subjects),
    subject_id: String(100 + i),
    subject: i === 0 ? 'Mathematics' : `Subject number ${i + 1} with a long name`,
  }));
  const ratings = Array.from({ length: 6 }, (_, i) => ({ name: `Rating ${i + 1}`, score: 4 }));
  return {
    school,
    gradePoints,
    result: {
      ...endTermResult,
      student_fullname: name,
      term: 'Second Term' as const,
      subjects,
      affective_disposition: ratings,
      psychomotor_skills: ratings,
      pupil_report: ratings,
      psychomotor_performance: ratings,
      teacher_comment: 'A steady and hardworking pupil. '.repeat(6),
    },
    cumulative: {
      ...cumulative,
      subjects: subjects.map((s) => ({
        ...first(cumulative.subjects),
        subject_id: s.subject_id,
        subject: s.subject,
      })),
    },
  };
}

describe('reportCardPdf', () => {
  it('writes a one-file A4 report with the school, student, scores, comments and next-term date', async () => {
    const result = { ...endTermResult, term: 'Second Term' as const };
    const pdf = await bytes(await reportCardPdf({ school, result, gradePoints, cumulative }));
    expect(syntax(pdf).startsWith('%PDF-')).toBe(true);
    const text = pdfText(pdf);
    for (const expected of [
      'Bright Future Academy',
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

  it("prints the attendance record as the end-of-term read answers it (the register's counts)", async () => {
    // The figures apps/api's attendance test checks by hand on the card read for a pupil
    // marked in 5 registers and absent from 4 of them.
    const result = { ...endTermResult, school_opened: 5, times_present: 1, times_absent: 4 };
    const text = pdfText(await bytes(await reportCardPdf({ school, result, gradePoints })));
    expect(text).toContain('ATTENDANCE RECORD');
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Times school opened 5 Times present 1 Times absent 4',
    );
  });

  it('prints names with their diacritics and amounts in naira, in the embedded Noto Sans', async () => {
    const result = {
      ...endTermResult,
      student_fullname: 'Adébáyọ̀ Ọlá Ṣadé',
      teacher_comment: 'Works well with Ẹ̀mẹ́kà and Chụkwụ. Fees of ₦45,000 are due.',
    };
    const pdf = await bytes(
      await reportCardPdf({
        school: { ...school, name: 'Ọ̀yọ́ Model College' },
        result,
        gradePoints,
      }),
    );
    const text = pdfText(pdf);
    for (const expected of [
      'Ọ̀yọ́ Model College',
      'Adébáyọ̀ Ọlá Ṣadé',
      'Works well with Ẹ̀mẹ́kà and Chụkwụ. Fees of ₦45,000 are due.',
    ]) {
      expect(text).toContain(expected.normalize('NFC'));
    }
    // Both faces travel inside the file; nothing falls back to a viewer's own Helvetica.
    const pdfSyntax = syntax(pdf);
    expect(pdfSyntax.match(/\/FontFile2 /g)).toHaveLength(2);
    expect(pdfSyntax).toContain('/BaseFont /NotoSans-Regular');
    expect(pdfSyntax).toContain('/BaseFont /NotoSans-Bold');
    expect(pdfSyntax).not.toContain('Helvetica');
  });

  it('prints a character the font lacks as "?" and goes on with the rest of the text', async () => {
    const result = { ...endTermResult, teacher_comment: 'Top of the class 🎉 keep it up.' };
    const text = pdfText(await bytes(await reportCardPdf({ school, result, gradePoints })));
    expect(text).toContain('Top of the class ? keep it up.');
  });

  it('embeds the school logo on every card, and a new logo once the school changes it', async () => {
    const card = (logo: string | null) =>
      reportCardPdf({ school: { ...school, logo }, result: endTermResult, gradePoints }).then(
        bytes,
      );
    const without = await card(null);
    const first = await card(logo1);
    const second = await card(logo1);
    const changed = await card(logo2);
    for (const pdf of [first, second, changed]) {
      expect(syntax(pdf)).toContain('/Subtype /Image');
      // The logo's transparent parts stay transparent: its alpha travels as a soft mask.
      expect(syntax(pdf)).toContain('/SMask');
      expect(pdf.length).toBeGreaterThan(without.length);
    }
    expect(syntax(without)).not.toContain('/Subtype /Image');
    expect(syntax(second)).toContain('/Width 1');
    expect(syntax(changed)).toContain('/Width 2');
  });

  it('leaves out the sections the sheet settings hide', async () => {
    const result = { ...endTermResult, sheet_sections: [] };
    const text = pdfText(await bytes(await reportCardPdf({ school, result, gradePoints })));
    expect(text).toContain('Mathematics');
    expect(text).not.toContain('ATTENDANCE RECORD');
    expect(text).not.toContain('Next term begins');
  });

  it("puts a class arm's cards in one PDF, one card a page, in class-position order", async () => {
    const student = (name: string, position: number | null) => ({
      school,
      gradePoints,
      result: { ...endTermResult, student_fullname: name, position },
    });
    const drawn: number[] = [];
    const pdf = await bytes(
      await classReportCardsPdf(
        [
          student('Eze Bola', 3),
          student('Musa Kemi', null),
          student('Ade Tolu', 1),
          student('Okon Ifeoma', 2),
        ],
        'Report cards – JSS 1 A – First Term 2025/2026',
        (n) => {
          drawn.push(n);
        },
      ),
    );
    const pages = pagesOf(pdf);
    expect(pages).toHaveLength(4);
    const names = ['Ade Tolu', 'Okon Ifeoma', 'Eze Bola', 'Musa Kemi'];
    pages.forEach((text, i) => {
      expect(text).toContain(names[i]);
      for (const other of names.filter((_, j) => j !== i)) expect(text).not.toContain(other);
      expect(text).toContain('EVALUATION REPORT');
    });
    expect(drawn.at(-1)).toBe(4);
    // The two faces are embedded once for the whole class.
    expect(syntax(pdf).match(/\/FontFile2 /g)).toHaveLength(2);
  });

  it('gives each card of a class its own single page, however many subjects', async () => {
    const cards = [longCard(8, 'Ade Tolu'), longCard(20, 'Eze Bola'), longCard(3, 'Musa Kemi')];
    const pages = pagesOf(await bytes(await classReportCardsPdf(cards, 'Report cards')));
    expect(pages).toHaveLength(3);
    for (const text of pages) expect(text).toContain('EVALUATION REPORT');
  });

  it('heads the score columns with whole words: short headings and their key', async () => {
    const text = pdfText(
      await bytes(await reportCardPdf({ school, result: endTermResult, gradePoints })),
    );
    // No heading is cut inside a word ("First Ass|essment").
    expect(text).not.toMatch(/\bAss\b|\bssessment|\bsessment|\bAssessme\b/);
    expect(text).toContain('Key: FA: First Assessment · SA: Second Assessment');
    expect(text).toContain('Pos.: position in the class');
  });

  it('signs with names as the server writes them: surname first, as every list', async () => {
    const text = pdfText(
      await bytes(await reportCardPdf({ school, result: endTermResult, gradePoints })),
    );
    expect(text).toContain(`Signed: ${personName({ surname: 'Nwosu', firstname: 'Emeka' })}`);
    expect(text).toContain(`Signed: ${personName({ surname: 'Okafor', firstname: 'Ngozi' })}`);
    expect(text).toContain('Director of studies: Mr. Bakare Tunde');
  });

  it('leaves the director of studies out when the school has none', async () => {
    const card = (dos: string | null) =>
      reportCardPdf({ school, result: { ...endTermResult, dos }, gradePoints })
        .then(bytes)
        .then(pdfText);
    expect(await card(null)).not.toContain('Director of studies');
    expect(await card('Mr. Bakare Tunde')).toContain('Director of studies: Mr. Bakare Tunde');
  });

  it("prints the mid-term student's average out of its maximum and as a percentage", async () => {
    const text = pdfText(
      await bytes(await reportCardPdf({ school, result: midTermResult, gradePoints })),
    );
    expect(text).toContain('31 / 40 (77.5%)');
  });

  it('fits a card of many subjects on one A4 page, every subject and the comments on it', async () => {
    for (const count of [8, 20]) {
      const pages = pagesOf(await bytes(await reportCardPdf(longCard(count))));
      expect(pages, `${count} subjects`).toHaveLength(1);
      expect(pages[0]).toContain(`Subject number ${count} with a long name`);
      expect(pages[0]).toContain("PRINCIPAL'S COMMENT");
      expect(pages[0]).toContain('Next term begins');
    }
  });

  it("prints the principal's comment on a mid-term card when the sheet settings tick it", async () => {
    const card = (sections: typeof midTermResult.sheet_sections) =>
      reportCardPdf({ school, result: { ...midTermResult, sheet_sections: sections }, gradePoints })
        .then(bytes)
        .then(pdfText);
    const ticked = await card(midTermResult.sheet_sections);
    expect(ticked).toContain("PRINCIPAL'S COMMENT");
    expect(ticked).toContain('A promising half term.');
    expect(ticked).toContain('Signed: Okafor Ngozi');
    const unticked = await card(
      midTermResult.sheet_sections.filter((s) => s.section !== "Principal's Comment"),
    );
    expect(unticked).not.toContain('A promising half term.');
  });

  it('prints how to check a released card: a QR code of the page and its statement, the code and the PIN', async () => {
    // a compact JWS of the length the server signs (its payload is some 450 characters)
    const statement = `eyJhbGciOiJFZERTQSJ9.${'eyJ2IjoxfQ'.repeat(48)}.${'c2lnbmF0dXJl'.repeat(7)}`;
    const seal = (code: string, pin: string) => ({
      code,
      pin,
      url: `https://portal.example.ng/verify/${code}`,
      statement,
    });
    const one = await bytes(
      await reportCardPdf({
        school,
        gradePoints,
        result: { ...endTermResult, verification: seal('SM-1-7K3Q-92XD-4HNP', '04715382') },
      }),
    );
    const text = pdfText(one);
    expect(text).toContain('Code: SM-1-7K3Q-92XD-4HNP');
    expect(text).toContain('PIN: 04715382');
    expect(qrOnPage(one)).toBe(`https://portal.example.ng/verify/SM-1-7K3Q-92XD-4HNP#${statement}`);
    // each card of a class PDF carries its own; an unreleased card none
    const cards = [
      longCard(20, 'Ade Tolu'),
      { ...longCard(3, 'Eze Bola'), result: { ...longCard(3).result, position: 2 } },
    ];
    const first = cards[0] as (typeof cards)[number];
    first.result = {
      ...first.result,
      position: 1,
      verification: seal('SM-1-AAAA-BBBB-CCCC', '11112222'),
    };
    const many = await bytes(await classReportCardsPdf(cards, 'Report cards'));
    const pages = pagesOf(many);
    // a card of 20 subjects stays on its one page with the QR code at a size a phone reads
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('PIN: 11112222');
    expect(qrOnPage(many, 1)).toContain('/verify/SM-1-AAAA-BBBB-CCCC#');
    expect(pages[1]).not.toContain('PIN:');
    expect(qrOnPage(many, 2)).toBeNull();
  });
});
