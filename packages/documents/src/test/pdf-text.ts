import { execFileSync } from 'node:child_process';

/**
 * The text of a PDF as a reader copies it, extracted by poppler's pdftotext
 * (`apt-get install poppler-utils`; .ci/run installs it), composed (NFC) for comparisons.
 */
export function pdfText(pdf: Uint8Array): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], {
    input: pdf,
    encoding: 'utf8',
  }).normalize('NFC');
}
