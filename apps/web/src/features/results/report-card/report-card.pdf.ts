/**
 * The report card as an A4 PDF, drawn with jsPDF (loaded only when a PDF is asked for, so the
 * first page of the app stays small): school header with logo, student details, the scores
 * table, summary, ratings, comments and the next-term date, as the sheet settings say. Every
 * text is drawn in the embedded Noto Sans (@schoolmates/documents/pdf-assets), so names such as Adébáyọ̀ and
 * amounts in ₦ print as typed. Images come as data URLs (see images.ts).
 */

import { pdfImageFormat } from '@schoolmates/documents/images';
import {
  type Doc,
  newDocument,
  onOnePage,
  page,
  scaled,
  schoolHeader,
  section,
  split,
  table,
} from '@schoolmates/documents/layout';
import { printable, setFont } from '@schoolmates/documents/pdf-assets';
import { drawQrCode } from '@schoolmates/documents/qr';
import { ratingTitles } from '../compute/report-details.view.tsx';
import {
  componentHeadings,
  cumulativeTable,
  formatDate,
  inClassOrder,
  ordinal,
  type ReportCardData,
  scoreText,
  shows,
  studentDetails,
  summaryFigures,
} from './report-card.tsx';

/** One student's report card as a PDF of its own. */
export async function reportCardPdf(data: ReportCardData): Promise<Blob> {
  const r = data.result;
  const doc = await newDocument(`Report card – ${r.student_fullname} – ${r.term} ${r.session}`);
  drawReportCard(doc, data);
  return doc.output('blob');
}

/**
 * A class arm's report cards in one PDF, each from a new page, in class-position order (see
 * inClassOrder): the fonts and the logo are embedded once for the whole file. `onProgress`
 * hears the number of cards drawn, and drawing pauses for it every few cards, so a screen can
 * show the count.
 */
export async function classReportCardsPdf(
  cards: ReportCardData[],
  title: string,
  onProgress?: (drawn: number) => void | Promise<void>,
): Promise<Blob> {
  const doc = await newDocument(title);
  const ordered = inClassOrder(cards);
  for (const [i, card] of ordered.entries()) {
    if (i > 0) doc.addPage();
    drawReportCard(doc, card);
    if (onProgress && ((i + 1) % 5 === 0 || i + 1 === ordered.length)) await onProgress(i + 1);
  }
  return doc.output('blob');
}

/** A card on one page: a card of many subjects is drawn smaller, never onto a second page. */
function drawReportCard(doc: Doc, data: ReportCardData): void {
  onOnePage(doc, (on) => drawCard(on, data));
}

/** The card from the top of the page; returns where its scaled part starts and where it ends. */
function drawCard(doc: Doc, data: ReportCardData): { top: number; end: number } {
  const { school, result: r, gradePoints } = data;
  const end = r.period === 'Second Half' ? r : null;
  const photoFormat = pdfImageFormat(r.student_image);
  if (r.student_image && photoFormat) {
    doc.addImage(r.student_image, photoFormat, page.width - page.margin - 22, page.margin, 22, 22);
  }
  const mid = page.width / 2;
  let y = schoolHeader(doc, school, { logo: shows(r, 'School Logo') });
  setFont(doc, 'bold');
  doc.setFontSize(11);
  doc.text(
    printable(
      `${r.period === 'First Half' ? 'MID-TERM REPORT' : 'REPORT SHEET'}  ·  ${r.session} ACADEMIC SESSION`,
    ),
    mid,
    y,
    { align: 'center' },
  );
  y += 4;
  const top = y;

  // Student details, three pairs a row.
  const details = studentDetails(r);
  const detailRows: string[][] = [];
  for (let i = 0; i < details.length; i += 3) {
    detailRows.push(details.slice(i, i + 3).flat());
  }
  y = table(doc, y, detailRows, { widths: split(2, 3, 2, 3, 2, 3), size: 8.5 });

  if (end && shows(r, 'Attendance Record')) {
    y = section(doc, y, 'Attendance record');
    y = table(
      doc,
      y,
      [
        [
          'Times school opened',
          String(end.school_opened ?? '–'),
          'Times present',
          String(end.times_present ?? '–'),
          'Times absent',
          String(end.times_absent ?? '–'),
        ],
      ],
      { widths: split(3, 1, 3, 1, 3, 1), right: [1, 3, 5] },
    );
  }

  // Scores.
  y = section(doc, y, 'Evaluation report');
  const comps = r.components;
  const headings = componentHeadings(comps);
  const widths = split(5, ...comps.map(() => 1.7), 1.7, 1.3, 2.6, 1.6, 1.7, 1.6, 1.6);
  const numeric = [
    ...comps.map((_, i) => i + 1),
    comps.length + 1,
    comps.length + 4,
    comps.length + 5,
    comps.length + 6,
    comps.length + 7,
  ];
  y = table(
    doc,
    y,
    [
      [
        'Max score obtainable',
        ...comps.map((c) => String(c.maximum)),
        String(comps.reduce((s, c) => s + c.maximum, 0)),
        '',
        '',
        '',
        '',
        '',
        '',
      ],
      ...r.subjects.map((s) => [
        s.subject,
        ...comps.map((c) => scoreText(s.scores.find((x) => x.component === c.key))),
        String(s.total),
        s.grade ?? '–',
        s.remark ?? '–',
        ordinal(s.position),
        String(s.class_average),
        String(s.highest),
        String(s.lowest),
      ]),
    ],
    {
      widths,
      header: [
        'Subject',
        ...headings.map((c) => c.short),
        'Total',
        'Grade',
        'Remark',
        'Pos.',
        'Class avg.',
        'High',
        'Low',
      ],
      right: numeric,
      size: 8,
    },
  );

  // The key to the short headings, so no heading is broken mid-word.
  doc.setFontSize(scaled(doc, 7.5));
  setFont(doc, 'normal');
  const key = [
    ...headings.filter((h) => h.short !== h.name).map((h) => `${h.short}: ${h.name}`),
    'Pos.: position in the class',
  ].join('  ·  ');
  doc.text(printable(`Key: ${key}`), page.margin, y + 0.5);
  y += scaled(doc, 4.5);

  y = section(doc, y, 'Summary');
  const summary = summaryFigures(r);
  y = table(doc, y, [summary.map(([, v]) => v)], {
    widths: split(...summary.map(() => 1)),
    header: summary.map(([k]) => k),
  });

  if (
    end &&
    data.cumulative &&
    data.cumulative.subjects.length > 0 &&
    shows(r, 'Cumulative Scores')
  ) {
    const c = cumulativeTable(data.cumulative, r.term);
    y = section(doc, y, `Cumulative scores · ${data.cumulative.session}`);
    y = table(doc, y, c.rows, {
      widths: split(4, ...c.header.slice(1).map(() => 1.4)),
      header: c.header,
      right: c.header.map((_, i) => i).filter((i) => i > 0),
      size: 8,
    });
  }
  if (end) {
    const lists = (
      [
        'affective_disposition',
        'psychomotor_skills',
        'pupil_report',
        'psychomotor_performance',
      ] as const
    ).filter((l) => end[l].length > 0 && shows(r, ratingTitles[l]));
    for (const l of lists) {
      y = section(doc, y, ratingTitles[l]);
      y = table(
        doc,
        y,
        end[l].map((x) => [x.name, String(x.score)]),
        { widths: split(5, 1), right: [1] },
      );
    }
    if (lists.length > 0) {
      doc.setFontSize(scaled(doc, 8));
      doc.text('Key: 5 Excellent · 4 Good · 3 Fair · 2 Poor · 1 Very poor', page.margin, y);
      y += scaled(doc, 5);
    }
    if (shows(r, 'Extra-Curricular Activities') && end.extra_curricular_activities.length > 0) {
      y = section(doc, y, 'Extra-curricular activities');
      y = table(
        doc,
        y,
        [end.extra_curricular_activities.map((a) => `${a.value ? '[x]' : '[ ]'} ${a.name}`)],
        {
          widths: split(...end.extra_curricular_activities.map(() => 1)),
        },
      );
    }
    if (end.abacus && shows(r, 'Abacus')) {
      y = table(doc, y, [['Abacus', end.abacus]], { widths: split(1, 4) });
    }
  }
  if (shows(r, 'Academic Rating') && gradePoints.length > 0) {
    y = section(doc, y, 'Academic rating');
    y = table(
      doc,
      y,
      [gradePoints.map((g) => `${g.key_range}: ${g.remark} (${g.grade_point.toFixed(2)})`)],
      {
        widths: split(...gradePoints.map(() => 1)),
        size: 7.5,
      },
    );
  }
  const comment = (title: string, text: string | null, signer: string) => {
    y = section(doc, y, title);
    y = table(doc, y, [[text ?? ''], [signer]], { widths: split(1), size: 9 });
  };
  if (shows(r, "Class Teacher's Comment")) {
    comment(
      "Class teacher's comment",
      r.teacher_comment,
      shows(r, 'Signatures')
        ? `Signed: ${r.teachers.map((t) => t.name).join(', ') || '________________'}`
        : '',
    );
  }
  if (shows(r, "Principal's Comment")) {
    comment(
      "Principal's comment",
      r.hos_comment,
      shows(r, 'Signatures') ? `Signed: ${r.hos?.name ?? '________________'}` : '',
    );
  }
  if (end) {
    const foot = [
      `Term ends: ${formatDate(end.session_ends)}`,
      shows(r, 'Next Term Begins') ? `Next term begins: ${formatDate(end.session_resumes)}` : '',
      end.dos ? `Director of studies: ${end.dos}` : '',
    ].filter(Boolean);
    y = table(doc, y, [foot], { widths: split(...foot.map(() => 1)), size: 9 });
  }
  if (r.verification) y = verificationBlock(doc, y, r.verification);
  return { top, end: y };
}

type Seal = NonNullable<ReportCardData['result']['verification']>;

/**
 * How anyone can check the card (issue 31): the QR code (the check page's address and, after
 * `#`, the signed statement, so a verifier with the published key checks it offline), the
 * short code to type, and the PIN that shows the scores.
 */
function verificationBlock(doc: Doc, y: number, seal: Seal): number {
  // Never below 28 mm however small a long card is drawn: smaller, a phone no longer reads it.
  const size = Math.max(scaled(doc, 32), 28);
  const top = y + scaled(doc, 3);
  drawQrCode(doc, `${seal.url}#${seal.statement}`, page.margin, top, size);
  const x = page.margin + size + 4;
  let line = top + scaled(doc, 6);
  const write = (text: string, weight: 'bold' | 'normal', size: number) => {
    setFont(doc, weight);
    doc.setFontSize(scaled(doc, size));
    doc.text(printable(text), x, line);
    line += scaled(doc, size * 0.55);
  };
  write('Check this report card', 'bold', 10);
  write(`Scan the QR code, or open ${seal.url}`, 'normal', 8.5);
  write(`Code: ${seal.code}`, 'bold', 9.5);
  write(`PIN: ${seal.pin}  (shows the scores on the check page)`, 'normal', 9.5);
  write(
    'The page says whether the school released this result and has not changed it since.',
    'normal',
    8,
  );
  return top + size;
}
