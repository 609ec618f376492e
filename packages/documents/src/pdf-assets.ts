/**
 * What every PDF of the portal (report cards, invoices, receipts) embeds beside its text: the
 * Noto Sans font (regular and bold, a subset covering the Latin scripts Nigerian names are
 * written in and ₦, see fonts/README.md) and the school logo. Both are prepared once and reused
 * by every document of the session; this module is part of the PDF chunk, loaded only when a
 * PDF is asked for.
 */
import { pdfImageFormat } from './images.ts';

type Doc = import('jspdf').jsPDF;

/** The two faces; Vite emits the files beside the built chunk and rewrites these URLs. */
const faces = {
  regular: {
    file: 'NotoSans-Regular.ttf',
    url: new URL('./fonts/NotoSans-Regular.ttf', import.meta.url),
  },
  bold: { file: 'NotoSans-Bold.ttf', url: new URL('./fonts/NotoSans-Bold.ttf', import.meta.url) },
};
const moduleUrl = import.meta.url;

/**
 * What the font files lack: anything outside the ranges subset.sh keeps (fonts/README.md), line
 * breaks aside (splitTextToSize reads them). jsPDF stops drawing a string at the first character
 * its font has no glyph for, so such a character (an emoji in a comment, a letter of another
 * script) is drawn as "?" and the rest of the text still prints.
 */
const missing =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: a set of code points; a combining mark may stand alone in it
  /[^\n\u0020-\u007e\u00a0-\u024f\u0253\u0257\u02bc\u02c6\u02c7\u02d8-\u02dd\u0300-\u036f\u1e00-\u1eff\u2010-\u2015\u2018-\u201e\u2022\u2026\u20a6]/gu;

/**
 * Text as a document draws it: composed (NFC, so "e" + U+0301 is drawn as the font's "é"), and
 * within the font's repertoire.
 */
export const printable = (text: string): string => text.normalize('NFC').replace(missing, '?');

/** A font file as the binary string jsPDF's virtual file system takes. */
async function fontFile(face: { file: string; url: URL }): Promise<string> {
  let bytes: Uint8Array;
  // Under Node (the unit tests, the bench) the file is read from the folder beside this module.
  const fs = globalThis.process?.getBuiltinModule?.('node:fs');
  if (fs) bytes = fs.readFileSync(new URL(`fonts/${face.file}`, moduleUrl));
  else {
    const answer = await fetch(face.url);
    if (!answer.ok) throw new Error(`Could not load the PDF font (HTTP ${answer.status})`);
    bytes = new Uint8Array(await answer.arrayBuffer());
  }
  return binaryString(bytes);
}

/** Bytes as a binary string (one character a byte), as jsPDF holds files and streams. */
function binaryString(
  bytes: ArrayLike<number> & { slice(a: number, b: number): ArrayLike<number> },
) {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...(bytes.slice(i, i + 0x8000) as number[]));
  }
  return binary;
}

let fontFiles: Promise<{ regular: string; bold: string }> | undefined;

/** jsPDF's TrueType parser, as its `ttfsupport` plugin calls it for every `addFont`. */
interface TtfParser {
  open(file: Uint8Array): object;
}

type Face = 'regular' | 'bold';

/**
 * What a document's file system holds for a face once the parser keeps parsed fonts: a few
 * bytes that pass jsPDF's "raw TrueType" test and name the face, instead of the 65 kB file it
 * would otherwise copy into a new byte array for every document.
 */
const standIn = (face: Face) => `\u0000\u0001\u0000\u0000${face}`;
const faceBytes = new Map<string, Uint8Array>();
let parserKept = false;

const bytesOf = (binary: string) => Uint8Array.from(binary, (c) => c.charCodeAt(0));

/** The parsed font's own subset encoder, and what the lookups below need of the font. */
interface ParsedFont {
  cmap: unknown;
  subset: { encode(glyphs: number[], locFormat: number): number[] };
  characterToGlyph(code: number): number;
}

/** What of jsPDF's plugin API the documents' preparation changes. */
interface JsPdfApi {
  TTFFont: TtfParser;
  /** Plugin hooks every new document subscribes to: [event, handler]. */
  events: [string, (...args: never[]) => void][];
  processArabic: unknown;
}

/**
 * jsPDF reshapes Arabic letters and reorders right-to-left runs in every string it draws, a
 * fifth of a report card's text work. The embedded faces have no Arabic or Hebrew glyphs
 * (`printable` draws such letters as "?"), so both hooks only cost time: new documents go
 * without them.
 */
function leanTextHooks(api: JsPdfApi): void {
  api.events = api.events.filter(
    ([event, handler]) =>
      handler !== api.processArabic &&
      // The bidi hook by its option (minified builds) or its name (the others).
      !(event === 'postProcessText' && /isInputVisual|bidiEngineFunction/.test(String(handler))),
  );
}

/** A font as jsPDF's `putFont` event hands it to the plugins that write it. */
interface PutFontArgs {
  font: {
    metadata: KeptFont;
    encoding: string;
    fontName: string;
    objectNumber: number;
    isAlreadyPutted: boolean;
  };
  out: (line: string) => void;
  newObject: () => number;
  putStream: (o: { data: string; addLength1: boolean; objectId: number }) => void;
}

/** A document's view of a kept face: what writing it reads. */
interface KeptFont {
  kept?: true;
  glyIdsUsed: number[];
  toUnicode: Record<number, number>;
  Unicode: { widths: unknown[] };
  bbox: number[];
  flags: number;
  stemV: number;
  italicAngle: number;
  ascender: number;
  decender: number;
  capHeight: number;
  subset: {
    encode(glyphs: number[], locFormat: number): number[];
    binary(glyphs: number[]): string;
  };
}

/** The ToUnicode map of the glyphs a document drew (what a reader copies), by glyph set. */
function unicodeMap(toUnicode: Record<number, number>): string {
  const hex = (n: number) => n.toString(16).padStart(4, '0');
  const pairs = Object.keys(toUnicode)
    .map(Number)
    .sort((a, b) => a - b)
    .map((glyph) => `<${hex(glyph)}><${hex(toUnicode[glyph] as number)}>`);
  let blocks = '';
  for (let i = 0; i < pairs.length; i += 100) {
    const block = pairs.slice(i, i + 100);
    blocks += `\n${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`;
  }
  return `/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n/CIDSystemInfo <<\n  /Registry (Adobe)\n  /Ordering (UCS)\n  /Supplement 0\n>> def\n/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n1 begincodespacerange\n<0000><ffff>\nendcodespacerange${blocks}\nendcmap\nCMapName currentdict /CMap defineresource pop\nend\nend`;
}

/**
 * jsPDF writes an embedded face by turning its subset, byte by byte, into a new string for
 * every document: with the cross-references, most of a one-page PDF's time (a blank page with
 * the two faces made 417 a second). For our two faces the written objects depend only on the
 * glyph set, which most documents share: the font file is kept as a string beside its bytes
 * and written as is; other fonts go jsPDF's own way.
 */
function keepFontObjects(api: JsPdfApi): void {
  const at = api.events.findIndex(
    ([event, handler]) =>
      event === 'putFont' && /Identity-H|identityHFunction/.test(String(handler)),
  );
  const own = api.events[at];
  if (!own) return; // a jsPDF without the Identity-H writer: nothing to replace
  const writeOwn = own[1] as unknown as (args: PutFontArgs) => void;
  const convert = (api as unknown as { PDFObject: { convert(v: unknown): string } }).PDFObject;
  const write = function (this: unknown, args: PutFontArgs) {
    const { font, out, newObject, putStream } = args;
    if (!font.metadata.kept || font.encoding !== 'Identity-H') {
      writeOwn.call(this, args);
      return;
    }
    const m = font.metadata;
    const name = font.fontName;
    const file = newObject();
    putStream({ data: m.subset.binary(m.glyIdsUsed), addLength1: true, objectId: file });
    out('endobj');
    const cmap = newObject();
    putStream({ data: unicodeMap(m.toUnicode), addLength1: true, objectId: cmap });
    out('endobj');
    const descriptor = newObject();
    out(
      `<<\n/Type /FontDescriptor\n/FontName /${name}\n/FontFile2 ${file} 0 R\n/FontBBox ${convert.convert(m.bbox)}\n/Flags ${m.flags}\n/StemV ${m.stemV}\n/ItalicAngle ${m.italicAngle}\n/Ascent ${m.ascender}\n/Descent ${m.decender}\n/CapHeight ${m.capHeight}\n>>`,
    );
    out('endobj');
    const descendant = newObject();
    out(
      `<<\n/Type /Font\n/BaseFont /${name}\n/FontDescriptor ${descriptor} 0 R\n/W ${convert.convert(m.Unicode.widths)}\n/CIDToGIDMap /Identity\n/DW 1000\n/Subtype /CIDFontType2\n/CIDSystemInfo\n<<\n/Supplement 0\n/Registry (Adobe)\n/Ordering (Identity-H)\n>>\n>>`,
    );
    out('endobj');
    font.objectNumber = newObject();
    out(
      `<<\n/Type /Font\n/Subtype /Type0\n/ToUnicode ${cmap} 0 R\n/BaseFont /${name}\n/Encoding /Identity-H\n/DescendantFonts [${descendant} 0 R]\n>>`,
    );
    out('endobj');
    font.isAlreadyPutted = true;
  };
  api.events = api.events.map((entry, i) =>
    i === at ? ['putFont', write as unknown as (...args: never[]) => void] : entry,
  );
}

/** Characters most documents draw: Basic Latin and ₦. */
const commonCharacters = [...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i), 0x20a6];

/**
 * jsPDF parses a TrueType file (its tables, 942 glyphs) again for every document that adds it,
 * and at output encodes the subset of glyphs the document used, glyph by glyph. Both took most
 * of a receipt's time: 27 receipts/s on one core (bench/finance/receipts.ts). The parsed font
 * depends only on the file: it is parsed once, and each document gets an object of its own on
 * top of it for what a document changes (the glyphs it used, their widths, the characters
 * behind them). The subset written is the glyphs of Basic Latin and ₦ plus whatever
 * else the document drew (jsPDF keeps glyph numbers, so more glyphs change nothing else): most
 * documents then ask for the same set, encoded once and kept (at most 64 sets a font).
 */
export function keepParsedFonts(api: JsPdfApi): void {
  const parser = api.TTFFont;
  if ((parser as { kept?: true }).kept) return;
  leanTextHooks(api);
  keepFontObjects(api);
  const parsed = new Map<string, { font: ParsedFont; subset: KeptFont['subset'] }>();
  const open = parser.open.bind(parser);
  parser.open = (file) => {
    const key = String.fromCharCode(...file.subarray(0, 16));
    const real = faceBytes.get(key);
    if (!real) return open(file); // not one of our faces: jsPDF's own way
    let entry = parsed.get(key);
    if (!entry) {
      const font = open(real) as ParsedFont;
      const common = commonCharacters.map((code) => font.characterToGlyph(code));
      // The subset of a glyph set, as bytes (jsPDF's writer) and as the string a PDF holds.
      const encoded = new Map<string, { bytes: number[]; file?: string }>();
      const subsetOf = (glyphs: number[], locFormat: number) => {
        const ids = [...new Set([0, ...common, ...glyphs])].sort((x, y) => x - y);
        const set = ids.join(',');
        let kept = encoded.get(set);
        if (!kept) {
          if (encoded.size >= 64) encoded.clear();
          kept = { bytes: font.subset.encode(ids, locFormat) };
          encoded.set(set, kept);
        }
        return kept;
      };
      entry = {
        font,
        subset: {
          encode: (glyphs, locFormat) => subsetOf(glyphs, locFormat).bytes,
          binary: (glyphs) => {
            const kept = subsetOf(glyphs, 1);
            kept.file ??= binaryString(kept.bytes);
            return kept.file;
          },
        },
      };
      parsed.set(key, entry);
    }
    // Its own map of the glyphs it drew back to characters (the text a reader copies), and
    // `cmap` as an own property: jsPDF asks `metadata.hasOwnProperty('cmap')` before it
    // draws a character outside Latin-1.
    return Object.assign(Object.create(entry.font) as object, {
      cmap: entry.font.cmap,
      toUnicode: {},
      subset: entry.subset,
      kept: true,
    });
  };
  (parser as { kept?: true }).kept = true;
  parserKept = true;
}

/** Registers the two faces in a new document (the files are read once per session). */
export async function addFonts(doc: Doc): Promise<void> {
  fontFiles ??= Promise.all([fontFile(faces.regular), fontFile(faces.bold)]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      fontFiles = undefined; // the next document tries again
      throw error;
    },
  );
  const files = await fontFiles;
  for (const face of ['regular', 'bold'] as const) {
    if (parserKept && !faceBytes.has(standIn(face))) {
      faceBytes.set(standIn(face), bytesOf(files[face]));
    }
    // The face's stand-in once the parser keeps parsed fonts (keepParsedFonts), else the file.
    doc.addFileToVFS(faces[face].file, parserKept ? standIn(face) : files[face]);
  }
  // One PDF font per face, each under its own PostScript name (jsPDF writes the id as BaseFont).
  doc.addFont(faces.regular.file, 'NotoSans-Regular', 'normal');
  doc.addFont(faces.bold.file, 'NotoSans-Bold', 'normal');
  setFont(doc, 'normal');
}

/** What of jsPDF's internals the PDF operators written directly need (drawLines, cellBox). */
interface DocInternals {
  scaleFactor: number;
  getFont(): DrawnFont;
  getFontSize(): number;
  getLineHeightFactor(): number;
  getTextColor(): string;
  getHorizontalCoordinate(x: number): number;
  getVerticalCoordinate(y: number): number;
  write(text: string): void;
}

export const internalsOf = (doc: Doc) => doc.internal as unknown as DocInternals;

/** What of a document's current font `drawLines` reads and records. */
interface DrawnFont {
  id: string;
  encoding: string;
  metadata: KeptFont & {
    characterToGlyph(code: number): number;
    widthOfGlyph(glyph: number): number;
  };
}

/** A line as its glyphs and the hex string a PDF draws it with. */
interface EncodedLine {
  hex: string;
  glyphs: number[];
  codes: number[];
}

/** Lines encoded by parsed face, for every document (at most 5,000 a face). */
const encodedLines = new WeakMap<object, Map<string, EncodedLine>>();
/** By a document's face: the lines whose glyphs it has recorded for its subset and ToUnicode map. */
const recordedLines = new WeakMap<object, Set<string>>();
/** By document: the faces jsPDF itself has drawn with, so it writes those fonts out. */
const facesDrawn = new WeakMap<Doc, Set<string>>();
/** jsPDF's text colour (`#rrggbb`) as the operator a text object sets it with. */
const colorOperators = new Map<string, string>();
/**
 * By document whose `setTextColor` says when it changes (keepTextColor): its text colour's
 * operator, so that `drawLines` need not read the colour back from jsPDF for every cell.
 */
const textColors = new WeakMap<Doc, string | null>();

export function keepTextColor(doc: Doc): void {
  textColors.set(doc, null);
  const setTextColor = doc.setTextColor;
  doc.setTextColor = function (this: Doc, ...args: Parameters<Doc['setTextColor']>) {
    textColors.set(doc, null);
    return setTextColor.apply(this, args);
  } as Doc['setTextColor'];
}

function encodedLine(face: object, font: DrawnFont['metadata'], line: string): EncodedLine {
  let lines = encodedLines.get(face);
  if (!lines) {
    lines = new Map();
    encodedLines.set(face, lines);
  }
  let encoded = lines.get(line);
  if (!encoded) {
    encoded = { hex: '', glyphs: [], codes: [] };
    for (let i = 0; i < line.length; i++) {
      const code = line.charCodeAt(i);
      const glyph = font.characterToGlyph(code);
      if (glyph === 0) break; // as jsPDF: the line stops at a character the face lacks
      encoded.glyphs.push(glyph);
      encoded.codes.push(code);
      encoded.hex += glyph.toString(16).padStart(4, '0');
    }
    if (lines.size >= 5000) lines.clear();
    lines.set(line, encoded);
  }
  return encoded;
}

function colorOperator(hex: string): string {
  let operator = colorOperators.get(hex);
  if (!operator) {
    const channel = (at: number) => (Number.parseInt(hex.slice(at, at + 2), 16) / 255).toFixed(3);
    operator = `${channel(1)} ${channel(3)} ${channel(5)} rg`;
    colorOperators.set(hex, operator);
  }
  return operator;
}

/**
 * Draws printable `lines` one under the other from (x, y) in the current face, size and text
 * colour, as `doc.text(lines, x, y)` does, writing the PDF text operators itself. jsPDF's text()
 * parses its options, runs its text hooks and encodes every character again on every call: a
 * third of a report card's time. Here a line is encoded once per face (the cells of a class's
 * cards repeat) and its glyphs recorded once per document. The first lines of a face in a
 * document still go through jsPDF, which then knows to write that font.
 */
export function drawLines(doc: Doc, lines: string[], x: number, y: number): void {
  const internal = internalsOf(doc);
  const font = internal.getFont();
  const m = font.metadata;
  let faces = facesDrawn.get(doc);
  if (!faces) {
    faces = new Set();
    facesDrawn.set(doc, faces);
  }
  if (!m.kept || font.encoding !== 'Identity-H' || !faces.has(font.id)) {
    doc.text(lines, x, y);
    faces.add(font.id);
    return;
  }
  let recorded = recordedLines.get(m);
  if (!recorded) {
    recorded = new Set();
    recordedLines.set(m, recorded);
  }
  const face = Object.getPrototypeOf(m) as object;
  let shown = '';
  for (const [i, line] of lines.entries()) {
    const encoded = encodedLine(face, m, line);
    if (!recorded.has(line)) {
      recorded.add(line);
      encoded.glyphs.forEach((glyph, g) => {
        if (m.toUnicode[glyph] !== undefined) return;
        m.toUnicode[glyph] = encoded.codes[g] as number;
        m.glyIdsUsed.push(glyph);
        m.Unicode.widths.push(glyph, [Math.trunc(m.widthOfGlyph(glyph))]);
      });
    }
    shown += `${i === 0 ? '' : 'T* '}<${encoded.hex}> Tj\n`;
  }
  const size = internal.getFontSize();
  let color = textColors.get(doc);
  if (!color) {
    color = colorOperator(internal.getTextColor());
    if (textColors.has(doc)) textColors.set(doc, color);
  }
  internal.write(
    `BT\n/${font.id} ${size} Tf\n${(size * internal.getLineHeightFactor()).toFixed(3)} TL\n${color}\n${internal.getHorizontalCoordinate(x).toFixed(3)} ${internal.getVerticalCoordinate(y).toFixed(3)} Td\n${shown}ET`,
  );
}

export function setFont(doc: Doc, weight: 'normal' | 'bold'): void {
  doc.setFont(weight === 'bold' ? 'NotoSans-Bold' : 'NotoSans-Regular', 'normal');
}

/** jsPDF's image plugins, as addImage calls them: `this['process' + format](data, index, alias, …)`. */
interface ImagePlugins {
  processPNG(this: Doc, data: unknown, index: number, alias: string, ...rest: unknown[]): object;
}

/** The last PNG logo as jsPDF processed it, for the next documents of the same school. */
let keptLogo: { source: string; image: object } | undefined;

/**
 * Draws the school logo (a PNG or JPEG data URL). jsPDF decodes a PNG, splits its alpha channel
 * into a soft mask pixel by pixel and compresses both again for every document, which took
 * more than half of a report card's time; the result depends only on the logo, so the first
 * document keeps it and the next ones hand it back to addImage under their own image index. The soft mask
 * keeps the transparent corners transparent on the white page.
 */
export function addLogo(doc: Doc, logo: string, x: number, y: number, size: number): void {
  const format = pdfImageFormat(logo);
  if (!format) return;
  const plugins = doc as unknown as ImagePlugins;
  if (format === 'PNG') {
    const processPNG = plugins.processPNG;
    plugins.processPNG = function (data, index, alias, ...rest) {
      if (keptLogo?.source !== logo) {
        keptLogo = { source: logo, image: processPNG.call(this, data, index, alias, ...rest) };
      }
      return { ...keptLogo.image, index, alias };
    };
  }
  try {
    // Compressed (once, with the kept image) whatever the document's own setting.
    doc.addImage(logo, format, x, y, size, size, 'school-logo', 'SLOW');
  } finally {
    delete (plugins as Partial<ImagePlugins>).processPNG; // back to jsPDF's own
  }
}
