/**
 * The A4 layout every PDF of the portal draws with (report cards, invoices, receipts): a new
 * document with the embedded fonts, bordered tables that break across pages, section titles,
 * and column widths in proportions. jsPDF is imported here only when a PDF is asked for, so the
 * first page of the app stays small.
 */
import { addFonts, addLogo, keepParsedFonts, printable, setFont } from './pdf-assets.ts';

export type Doc = import('jspdf').jsPDF;
export const navy: [number, number, number] = [31, 58, 138];
export const page = { width: 210, height: 297, margin: 12 };

let jspdf: Promise<typeof import('jspdf')> | undefined;

/**
 * A new A4 document with the two Noto Sans faces registered. Positions to 0.001 pt (jsPDF
 * writes 16 decimals by default); only the fonts the document uses. No `compress`: deflating
 * the page and font streams (30 kB a report card instead of 75 kB) took a fifth of a card's
 * time and put it under the 100 cards/s target (bench/results/run.ts).
 */
export async function newDocument(title: string): Promise<Doc> {
  jspdf ??= import('jspdf');
  const { jsPDF } = await jspdf;
  keepParsedFonts(jsPDF.API as unknown as Parameters<typeof keepParsedFonts>[0]);
  const doc = new jsPDF({ unit: 'mm', format: 'a4', precision: 3, putOnlyUsedFonts: true });
  await addFonts(doc);
  doc.setProperties({ title });
  return doc;
}

export interface TableOptions {
  widths: number[];
  header?: string[];
  /** Columns aligned right (numbers). */
  right?: number[];
  size?: number;
}

/**
 * A cell's text as printed lines within `width`: the same for every card of a class (headings,
 * subject names, most figures), so measured once and kept (up to 5,000 cells).
 */
const cellLines = new Map<string, string[]>();
function linesOf(doc: Doc, text: string, width: number, size: number, bold: boolean): string[] {
  const key = `${bold ? 'b' : 'n'}${size}|${width.toFixed(2)}|${text}`;
  let lines = cellLines.get(key);
  if (!lines) {
    if (cellLines.size >= 5000) cellLines.clear();
    lines = doc.splitTextToSize(printable(text), width) as string[];
    cellLines.set(key, lines);
  }
  return lines;
}

/** Draws a bordered table from `y`, starting a new page when it runs out; returns the next y. */
export function table(doc: Doc, y: number, rows: string[][], o: TableOptions): number {
  const size = o.size ?? 8.5;
  const lineH = size * 0.45 + 1.8;
  doc.setFontSize(size);
  const draw = (cells: string[], head: boolean) => {
    setFont(doc, head ? 'bold' : 'normal');
    const lines = cells.map((c, i) => linesOf(doc, c, (o.widths[i] ?? 20) - 2, size, head));
    const h = Math.max(...lines.map((l) => l.length)) * (size * 0.42) + 2.6;
    if (y + h > page.height - page.margin) {
      doc.addPage();
      y = page.margin;
    }
    let x = page.margin;
    cells.forEach((_, i) => {
      const w = o.widths[i] ?? 20;
      if (head) {
        doc.setFillColor(232, 236, 246);
        doc.rect(x, y, w, h, 'FD');
      } else doc.rect(x, y, w, h);
      const right = o.right?.includes(i);
      doc.text(lines[i] ?? [], right ? x + w - 1 : x + 1, y + lineH - 0.4, {
        align: right ? 'right' : 'left',
      });
      x += w;
    });
    y += h;
  };
  doc.setDrawColor(154, 163, 181);
  doc.setLineWidth(0.2);
  if (o.header) draw(o.header, true);
  for (const r of rows) draw(r, false);
  return y + 3;
}

/** A section title in navy capitals; a new page first when little room is left. */
export function section(doc: Doc, y: number, title: string): number {
  if (y > page.height - 30) {
    doc.addPage();
    y = page.margin;
  }
  setFont(doc, 'bold');
  doc.setFontSize(9.5);
  doc.setTextColor(...navy);
  doc.text(printable(title.toUpperCase()), page.margin, y + 3.5);
  doc.setTextColor(17, 17, 17);
  return y + 5.5;
}

/** Splits the usable width in the given proportions. */
export const split = (...parts: number[]) => {
  const total = parts.reduce((a, b) => a + b, 0);
  const usable = page.width - 2 * page.margin;
  return parts.map((p) => (p / total) * usable);
};

/** The school's contact lines under its name: motto, address, phone · email · website. */
export interface SchoolHeading {
  name: string;
  logo: string | null;
  motto?: string | null;
  address?: string | null;
  phone?: string | null;
  email?: string | null;
  website?: string | null;
}

/**
 * The school header: logo on the left, name and contact lines centred, a double navy rule
 * under them. Returns the y below the rule.
 */
export function schoolHeader(doc: Doc, school: SchoolHeading, options: { logo: boolean }): number {
  if (school.logo && options.logo) addLogo(doc, school.logo, page.margin, page.margin, 22);
  const mid = page.width / 2;
  let y = page.margin + 6;
  setFont(doc, 'bold');
  doc.setFontSize(16);
  doc.setTextColor(...navy);
  doc.text(printable(school.name), mid, y, { align: 'center' });
  doc.setTextColor(17, 17, 17);
  setFont(doc, 'normal');
  doc.setFontSize(9);
  const lines = [
    school.motto ? `(${school.motto})` : null,
    school.address,
    [
      school.phone && `Tel: ${school.phone}`,
      school.email && `Email: ${school.email}`,
      school.website,
    ]
      .filter(Boolean)
      .join('  ·  ') || null,
  ].filter((l): l is string => Boolean(l));
  for (const l of lines) {
    y += 4.5;
    doc.text(printable(l), mid, y, { align: 'center' });
  }
  y = Math.max(y, page.margin + 22) + 4;
  doc.setDrawColor(...navy);
  doc.setLineWidth(0.6);
  doc.line(page.margin, y, page.width - page.margin, y);
  doc.line(page.margin, y + 1, page.width - page.margin, y + 1);
  return y + 7;
}
