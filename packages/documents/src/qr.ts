/**
 * A QR code drawn into a PDF, from the `qrcode` package's module matrix: vector squares, sharp
 * at any print size. A report card's QR carries its address and signed statement (some 800
 * characters: 89 × 89 modules at low error correction, which keeps the modules large, a third
 * of a millimetre at 32 mm).
 *
 * Written as PDF operators directly, in module units (one `re` per run of dark modules in a
 * row, the whole code filled at once): drawn with jsPDF's `rect`, whose numbers go through a
 * regular expression each, the QR codes made a class PDF of 50 cards 0.5 s slower and 3.5 MB
 * larger (bench/results). As a 1-bit image it was 2.5 kB, but poppler smooths an image's
 * pixels when it scales them, and jsQR read it back only from 400 dpi.
 */
import QRCode from 'qrcode';
import { type Doc, isMeasuring } from './layout.ts';
import { internalsOf } from './pdf-assets.ts';

/** Draws `text` as a QR code of `size` mm from (x, y), its quiet zone inside `size`. */
export function drawQrCode(doc: Doc, text: string, x: number, y: number, size: number): void {
  if (isMeasuring(doc)) return;
  // One mask, not the best of eight: the statement is random-looking base64, so every mask
  // gives a code as even, and scoring the eight took 6.5 ms a code (a third of a class PDF's
  // time), one mask 2 ms (Node 20, this machine under load).
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'L', maskPattern: 0 });
  const quiet = 4;
  const n = modules.size + 2 * quiet;
  const runs: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let start = -1;
    for (let col = 0; col <= modules.size; col++) {
      const dark = col < modules.size && modules.get(row, col);
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        runs.push(`${quiet + start} ${quiet + row} ${col - start} 1 re`);
        start = -1;
      }
    }
  }
  const internal = internalsOf(doc);
  const k = internal.scaleFactor;
  const unit = ((size * k) / n).toFixed(4);
  // y grows downwards in module units from the code's top-left corner
  const origin = `${(x * k).toFixed(3)} ${internal.getVerticalCoordinate(y).toFixed(3)}`;
  internal.write(`q 0 g ${unit} 0 0 -${unit} ${origin} cm\n${runs.join('\n')}\nf Q`);
}
