/**
 * CSV as the portal writes it (the web app's exports and the SDK's examples alike): RFC 4180
 * fields, CRLF rows, and text a spreadsheet would run as a formula made inert.
 */

export type CsvValue = string | number | null;

/**
 * Text starting with `=`, `+`, `-`, `@` (or a tab or carriage return) gets a leading single
 * quote, so a spreadsheet shows it as typed and runs nothing (OWASP, CSV injection). Numbers
 * are written as numbers and need no such care.
 */
export function inertText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One CSV field: made inert, then quoted when it holds a comma, a quote or a line break. */
export function csvField(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = inertText(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header row and rows as CSV text, each row ended by CRLF. */
export function toCsv({ header, rows }: { header: string[]; rows: CsvValue[][] }): string {
  return `${[header, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** A file name without the characters file systems refuse (`2025/2026` becomes `2025-2026`). */
export function safeFileName(name: string): string {
  return name.replace(/[\\/:*?"<>|]+/g, '-');
}
