/**
 * Rules of stored files (the contract's `POST /files`, DECISIONS #15), pure so they are
 * tested without a server: which types and sizes each purpose accepts, who may upload for it,
 * the content type found from the bytes (never from the name or the declared type), the
 * stored name, and the Content-Disposition header of a download.
 */
import type { components, RoleName } from '@schoolmates/sdk';

export type FilePurpose = components['schemas']['FilePurpose'];
export type FileContentType = components['schemas']['FileContentType'];

const PDF = 'application/pdf';
const DOC = 'application/msword';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const JPEG = 'image/jpeg';
const PNG = 'image/png';

const MB = 1024 * 1024;
const IMAGES: readonly FileContentType[] = [JPEG, PNG];
const DOCUMENTS: readonly FileContentType[] = [PDF, DOC, DOCX, JPEG, PNG];
const STAFF: readonly RoleName[] = ['superadmin', 'admin', 'principal', 'teacher', 'account'];
const EVERYONE: readonly RoleName[] = [...STAFF, 'student'];

export interface PurposeRule {
  types: readonly FileContentType[];
  /** The types in words, for the 422 message. */
  typesInWords: string;
  maxBytes: number;
  /** Roles that may upload a file for this purpose (403 otherwise). */
  uploaders: readonly RoleName[];
  /**
   * Who may download: `school`, any signed-in user of the school (pictures and logos);
   * `owner`, the uploader and DOCUMENT_READERS (documents); the file of a lesson note or flip
   * class goes to whoever may read the note instead (lesson-notes/access.ts), a question's
   * picture also to whoever may see the question (assignments/access.ts).
   */
  visibility: 'owner' | 'school';
}

const image = (uploaders: readonly RoleName[]): PurposeRule => ({
  types: IMAGES,
  typesInWords: 'JPG or PNG',
  maxBytes: 2 * MB,
  uploaders,
  visibility: 'school',
});
const document = (): PurposeRule => ({
  types: DOCUMENTS,
  typesInWords: 'PDF, DOC, DOCX, JPG or PNG',
  maxBytes: 10 * MB,
  uploaders: ['teacher'],
  visibility: 'owner',
});

export const PURPOSES: Record<FilePurpose, PurposeRule> = {
  lesson_note: document(),
  flip_class: document(),
  assignment_image: { ...image(['teacher']), visibility: 'owner' },
  avatar: image(EVERYONE),
  signature: image(STAFF),
  student_photo: image(['admin', 'principal', 'superadmin', 'teacher']),
  campus_image: image(['superadmin']),
  school_logo: image(['superadmin']),
};

/** The largest file any purpose accepts: what the server reads before refusing. */
export const MAX_FILE_BYTES = Math.max(...Object.values(PURPOSES).map((p) => p.maxBytes));

export const isPurpose = (value: unknown): value is FilePurpose =>
  typeof value === 'string' && Object.hasOwn(PURPOSES, value);

/** Roles that see every document of their school (lesson notes are approved by them). */
export const DOCUMENT_READERS: readonly RoleName[] = ['superadmin', 'admin', 'principal'];

const EXTENSIONS: Record<FileContentType, readonly string[]> = {
  [PDF]: ['pdf'],
  [DOC]: ['doc'],
  [DOCX]: ['docx'],
  [JPEG]: ['jpg', 'jpeg'],
  [PNG]: ['png'],
};

/** Every type a stored file can have. */
export const FILE_CONTENT_TYPES = Object.keys(EXTENSIONS) as FileContentType[];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const utf16le = (text: string) => Buffer.from(text, 'utf16le');

/**
 * The content type found by inspecting the bytes, or null when they are none of the accepted
 * types. A DOC must be an OLE2 file with a WordDocument stream; a DOCX a ZIP holding
 * `word/document.xml` (its entries are never extracted). Anything carrying PHP or HTML script
 * (the usual polyglots) is refused whatever its header.
 */
export function detectContentType(bytes: Buffer): FileContentType | null {
  const head = bytes.subarray(0, 4096).toString('latin1').toLowerCase();
  if (bytes.includes('<?php') || head.includes('<script') || head.includes('<svg')) return null;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(bytes, ascii('%PDF-'))) return PDF;
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return bytes.includes(utf16le('WordDocument')) ? DOC : null;
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    return bytes.includes('word/document.xml') ? DOCX : null;
  }
  return null;
}

/** The most pixels an uploaded image may have: a 20000 × 20000 PNG would take 1.6 GB to show. */
export const MAX_IMAGE_PIXELS = 25_000_000;

/**
 * An image's width and height as its header states them (PNG: the IHDR chunk; JPEG: the
 * frame header, reached by skipping whole segments by their lengths), or null when the header
 * does not say. Nothing beyond the headers is read, and no pixel is decoded.
 */
export function imageSize(
  bytes: Buffer,
  type: FileContentType,
): { width: number; height: number } | null {
  if (type === PNG) {
    if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (type !== JPEG) return null;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
    } else if (marker >= 0xd0 && marker <= 0xd8) {
      at += 2; // markers without a length
    } else if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      if (at + 9 > bytes.length) return null;
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    } else if (marker === 0xda) {
      return null; // the scan starts and no frame header came before it
    } else {
      at += 2 + bytes.readUInt16BE(at + 2);
    }
  }
  return null;
}

// C0/C1 controls, and the bidirectional overrides that disguise an extension (`exe.pdf`).
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const MAX_NAME = 255;

/**
 * The stored name: the client's name without folders and control characters, at most 255
 * characters, ending in an extension of the type found in the content (`report.html` holding a
 * PNG becomes `report.html.png`), so a saved download never opens as something else.
 */
export function cleanFileName(clientName: string, type: FileContentType): string {
  const base = (clientName.split(/[/\\]/).pop() ?? '').replace(UNSAFE, '').trim();
  const name = base.replace(/^\.+/, '').trim();
  const extensions = EXTENSIONS[type];
  const ext = name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '';
  const suffix = extensions.includes(ext) ? '' : `.${extensions[0]}`;
  const stem = name || 'file';
  return [...stem].slice(0, MAX_NAME - suffix.length).join('') + suffix;
}

/** `attachment` or `inline`, with an ASCII `filename` and the exact UTF-8 `filename*`. */
export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
