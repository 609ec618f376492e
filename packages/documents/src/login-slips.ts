/**
 * Login slips as an A4 PDF to print and cut: ten a page, each with the school's name, who signs
 * in, their username and one-time password, and what to do with it. The passwords are shown
 * only once by the server, so this is the one copy the school keeps.
 */
import type { Schema } from '@schoolmates/sdk';
import { navy, newDocument, page } from './layout.ts';
import { printable, setFont } from './pdf-assets.ts';

type Slip = Schema<'LoginSlipAttributes'>;

const columns = 2;
const rows = 5;
const gap = 4;

export async function loginSlipsPdf(input: {
  school: string;
  signInAddress: string;
  slips: Slip[];
}): Promise<Blob> {
  const doc = await newDocument(`${input.school} login slips`);
  const width = (page.width - 2 * page.margin - gap * (columns - 1)) / columns;
  const height = (page.height - 2 * page.margin - gap * (rows - 1)) / rows;
  input.slips.forEach((slip, i) => {
    const at = i % (columns * rows);
    if (i > 0 && at === 0) doc.addPage();
    const x = page.margin + (at % columns) * (width + gap);
    const y = page.margin + Math.floor(at / columns) * (height + gap);
    doc.setDrawColor(154, 163, 181);
    doc.setLineDashPattern([1.5, 1], 0);
    doc.setLineWidth(0.3);
    doc.rect(x, y, width, height);
    doc.setLineDashPattern([], 0);
    let line = y + 7;
    setFont(doc, 'bold');
    doc.setFontSize(10.5);
    doc.setTextColor(...navy);
    doc.text(printable(input.school), x + 4, line, { maxWidth: width - 8 });
    doc.setTextColor(17, 17, 17);
    line += 6;
    doc.setFontSize(11);
    doc.text(printable(slip.fullname), x + 4, line, { maxWidth: width - 8 });
    setFont(doc, 'normal');
    doc.setFontSize(9);
    const place = [
      slip.admission_number,
      [slip.class_name, slip.sub_class].filter(Boolean).join(' '),
    ]
      .filter(Boolean)
      .join(' · ');
    if (place) {
      line += 5;
      doc.text(printable(place), x + 4, line, { maxWidth: width - 8 });
    }
    line += 7;
    for (const [label, value] of [
      ['Username', slip.username],
      ['One-time password', slip.one_time_password],
    ] as const) {
      setFont(doc, 'normal');
      doc.setFontSize(8.5);
      doc.text(label, x + 4, line);
      setFont(doc, 'bold');
      doc.setFontSize(11);
      doc.text(printable(value), x + 36, line);
      line += 6;
    }
    setFont(doc, 'normal');
    doc.setFontSize(7.5);
    doc.text(
      printable(
        `Sign in at ${input.signInAddress} with these, then choose your own password. This password works once.`,
      ),
      x + 4,
      y + height - 7,
      { maxWidth: width - 8 },
    );
  });
  return doc.output('blob');
}
