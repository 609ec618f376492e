/**
 * The A4 layout every PDF of the portal draws with (report cards, invoices, receipts): a new
 * document with the embedded fonts, bordered tables that break across pages, section titles,
 * and column widths in proportions. jsPDF is imported here only when a PDF is asked for, so the
 * first page of the app stays small.
 */
import {
  addFonts,
  addLogo,
  drawLines,
  internalsOf,
  keepParsedFonts,
  keepTextColor,
  printable,
  setFont,
} from './pdf-assets.ts';

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
  keepTextColor(doc);
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
 * A column's cells as printed lines within its width, and a one-line cell's width: the same for
 * every card of a class (headings, subject names, most figures), so measured once and kept
 * (up to 5,000 cells a column, 200 columns), keyed by the column's face, size and width.
 */
interface Column {
  lines: Map<string, string[]>;
  widths: Map<string, number>;
}
const columns = new Map<string, Column>();
function columnOf(width: number, size: number, bold: boolean): Column {
  const key = `${bold ? 'b' : 'n'}${size}|${width.toFixed(2)}`;
  let column = columns.get(key);
  if (!column) {
    if (columns.size >= 200) columns.clear();
    column = { lines: new Map(), widths: new Map() };
    columns.set(key, column);
  }
  return column;
}
function linesOf(doc: Doc, column: Column, text: string, width: number): string[] {
  let lines = column.lines.get(text);
  if (!lines) {
    if (column.lines.size >= 5000) column.lines.clear();
    lines = doc.splitTextToSize(printable(text), width) as string[];
    column.lines.set(text, lines);
  }
  return lines;
}
/** A line's width in the column's face and size (jsPDF would measure it for every right-aligned draw). */
function widthOf(doc: Doc, column: Column, line: string): number {
  let width = column.widths.get(line);
  if (width === undefined) {
    if (column.widths.size >= 5000) column.widths.clear();
    width = doc.getTextWidth(line);
    column.widths.set(line, width);
  }
  return width;
}

/**
 * Documents being drawn on one page (`onOnePage`), with the scale their rows, fonts and gaps are
 * drawn at; a document not in it breaks its tables across pages at full size.
 */
const onePage = new WeakMap<Doc, number>();

/** A size (font, row, gap) as drawn now: smaller while `onOnePage` fits a long card. */
export const scaled = (doc: Doc, size: number) => size * (onePage.get(doc) ?? 1);

/** Whether a table or section reaching `bottom` starts a new page. */
const breaksAt = (doc: Doc, bottom: number) =>
  !onePage.has(doc) && bottom > page.height - page.margin;

/** What draws on a page; a measuring pass (`measuring`) skips these and keeps the rest. */
const marks = new Set<PropertyKey>([
  'text',
  'rect',
  'line',
  'addImage',
  'setFillColor',
  'setDrawColor',
  'setTextColor',
  'setLineWidth',
]);
const noMark = () => {};
const measuringPasses = new WeakSet<Doc>();
/** Whether `doc` is a measuring pass: what writes to the page directly must not. */
export const isMeasuring = (doc: Doc) => measuringPasses.has(doc);

/** The document as a measuring pass sees it: fonts and text widths, but nothing drawn. */
function measuring(doc: Doc): Doc {
  const dry = new Proxy(doc, {
    get(target, key) {
      if (marks.has(key)) return noMark;
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  measuringPasses.add(dry);
  return dry;
}

/**
 * Draws `draw` on the current page and keeps it there: a measuring pass (nothing drawn, text
 * widths only) finds where it would end; when that is below the bottom margin it is drawn with
 * its rows, fonts and gaps scaled down from `top` (the y where scaling starts), as a school
 * prints a card of many subjects on one sheet. Should wrapping still carry it past the margin,
 * what it drew is taken off the page and drawn once more, smaller.
 */
export function onOnePage(doc: Doc, draw: (doc: Doc) => { top: number; end: number }): void {
  const bottom = page.height - page.margin;
  const smaller = (scale: number, { top, end }: { top: number; end: number }) =>
    scale * Math.max(0.5, ((bottom - top) / (end - top)) * 0.99);
  const dry = measuring(doc);
  onePage.set(dry, 1);
  const measured = draw(dry);
  let scale = measured.end <= bottom ? 1 : smaller(1, measured);
  const content = doc.internal.pages[doc.getCurrentPageInfo().pageNumber] as unknown as string[];
  const start = content.length;
  try {
    for (let attempt = 0; ; attempt++) {
      onePage.set(doc, scale);
      const drawn = draw(doc);
      if (drawn.end <= bottom || attempt === 2) return;
      content.length = start;
      scale = smaller(scale, drawn);
    }
  } finally {
    onePage.delete(doc);
  }
}

/**
 * A cell's border (filled too: `filled`), as `doc.rect(x, y, w, h, filled ? 'FD' : 'S')` draws
 * it, written directly: jsPDF checks and rounds each of its numbers with a regular expression,
 * and a report card has some 300 cells.
 */
function cellBox(doc: Doc, x: number, y: number, w: number, h: number, filled: boolean) {
  const internal = internalsOf(doc);
  const k = internal.scaleFactor;
  internal.write(
    `${(x * k).toFixed(3)} ${internal.getVerticalCoordinate(y).toFixed(3)} ${(w * k).toFixed(3)} ${(-h * k).toFixed(3)} re\n${filled ? 'B' : 'S'}`,
  );
}

/** Draws a bordered table from `y`, starting a new page when it runs out; returns the next y. */
export function table(doc: Doc, y: number, rows: string[][], o: TableOptions): number {
  const size = scaled(doc, o.size ?? 8.5);
  const padding = scaled(doc, 2.6);
  const baseline = padding / 2 + size * 0.45 + 0.1;
  doc.setFontSize(size);
  const columnsOf = (bold: boolean) => o.widths.map((w) => columnOf(w - 2, size, bold));
  const head = o.header ? columnsOf(true) : [];
  const body = columnsOf(false);
  // A measuring pass draws nothing; a drawing pass writes its cells itself (drawLines, cellBox).
  const drawing = !measuringPasses.has(doc);
  const write = drawing
    ? (lines: string[], x: number, y: number) => drawLines(doc, lines, x, y)
    : noMark;
  const box = drawing
    ? (x: number, y: number, w: number, h: number, filled: boolean) =>
        cellBox(doc, x, y, w, h, filled)
    : noMark;
  const draw = (cells: string[], bold: boolean) => {
    setFont(doc, bold ? 'bold' : 'normal');
    const cols = bold ? head : body;
    const lines = cells.map((c, i) =>
      linesOf(doc, cols[i] ?? columnOf(18, size, bold), c, (o.widths[i] ?? 20) - 2),
    );
    const h = Math.max(...lines.map((l) => l.length)) * (size * 0.42) + padding;
    if (breaksAt(doc, y + h)) {
      doc.addPage();
      y = page.margin;
    }
    let x = page.margin;
    cells.forEach((_, i) => {
      const w = o.widths[i] ?? 20;
      // again for every cell: a cell's text sets the fill colour (the text's) as it is drawn
      if (bold) doc.setFillColor(232, 236, 246);
      box(x, y, w, h, bold);
      const text = lines[i] ?? [];
      const column = cols[i];
      // An empty cell would cost jsPDF a whole text call (options, font, hooks) for nothing.
      if (text.every((line) => line === '')) {
        x += w;
        return;
      }
      if (!o.right?.includes(i)) write(text, x + 1, y + baseline);
      else if (text.length === 1 && column) {
        write(text, x + w - 1 - widthOf(doc, column, text[0] ?? ''), y + baseline);
      } else doc.text(text, x + w - 1, y + baseline, { align: 'right' });
      x += w;
    });
    y += h;
  };
  doc.setDrawColor(154, 163, 181);
  doc.setLineWidth(0.2);
  if (o.header) draw(o.header, true);
  for (const r of rows) draw(r, false);
  return y + scaled(doc, 3);
}

/** A section title in navy capitals; a new page first when little room is left. */
export function section(doc: Doc, y: number, title: string): number {
  if (breaksAt(doc, y + 18)) {
    doc.addPage();
    y = page.margin;
  }
  setFont(doc, 'bold');
  doc.setFontSize(scaled(doc, 9.5));
  doc.setTextColor(...navy);
  doc.text(printable(title.toUpperCase()), page.margin, y + scaled(doc, 3.5));
  doc.setTextColor(17, 17, 17);
  return y + scaled(doc, 5.5);
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
  // The logo's image plugin is swapped for the call (addLogo): not for a measuring pass.
  if (school.logo && options.logo && !measuringPasses.has(doc)) {
    addLogo(doc, school.logo, page.margin, page.margin, 22);
  }
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
