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
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return binary;
}

let fontFiles: Promise<{ regular: string; bold: string }> | undefined;

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
  doc.addFileToVFS(faces.regular.file, files.regular);
  doc.addFileToVFS(faces.bold.file, files.bold);
  // One PDF font per face, each under its own PostScript name (jsPDF writes the id as BaseFont).
  doc.addFont(faces.regular.file, 'NotoSans-Regular', 'normal');
  doc.addFont(faces.bold.file, 'NotoSans-Bold', 'normal');
  setFont(doc, 'normal');
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
