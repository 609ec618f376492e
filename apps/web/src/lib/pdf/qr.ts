/**
 * A QR code drawn into a PDF as filled squares (vector: sharp at any print size, and no image
 * to encode), from the `qrcode` package's module matrix. Low error correction keeps the
 * modules large: a report card's QR carries its address and signed statement (some 800
 * characters), and at 32 mm that is about a third of a millimetre a module.
 */
import QRCode from 'qrcode';
import type { Doc } from './layout.ts';

/** Draws `text` as a QR code of `size` mm from (x, y), with its quiet zone inside `size`. */
export function drawQrCode(doc: Doc, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'L' });
  const quiet = 4;
  const cell = size / (modules.size + 2 * quiet);
  doc.setFillColor(255, 255, 255);
  doc.rect(x, y, size, size, 'F');
  doc.setFillColor(0, 0, 0);
  for (let row = 0; row < modules.size; row++) {
    // one rectangle per run of dark modules in the row
    let start = -1;
    for (let col = 0; col <= modules.size; col++) {
      const dark = col < modules.size && modules.get(row, col);
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        doc.rect(
          x + (quiet + start) * cell,
          y + (quiet + row) * cell,
          (col - start) * cell,
          // a hair taller, so that rows meet without a seam when rasterised
          cell * 1.02,
          'F',
        );
        start = -1;
      }
    }
  }
}
