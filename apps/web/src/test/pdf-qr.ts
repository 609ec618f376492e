import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/**
 * The text of the QR code on a page of a PDF, as a phone would read it: the page rendered by
 * poppler's pdftoppm (`apt-get install poppler-utils`) and the code found and decoded by jsQR.
 * Null when the page has none.
 */
export function qrOnPage(pdf: Uint8Array, pageNumber = 1, dpi = 200): string | null {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-qr-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      String(dpi),
      '-f',
      String(pageNumber),
      '-l',
      String(pageNumber),
      '-singlefile',
      join(dir, 'in.pdf'),
      join(dir, 'page'),
    ]);
    const png = PNG.sync.read(readFileSync(join(dir, 'page.png')));
    const found = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    return found?.data ?? null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
