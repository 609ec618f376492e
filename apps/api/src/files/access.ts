/** Who may read an upload, and which uploads a record's `*_file_id` may name. */
import { mayReadQuestionImage } from '../assignments/access.ts';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import type { files } from '../db/schema.ts';
import { toId } from '../http/envelope.ts';
import { invalid } from '../http/errors.ts';
import { mayReadNoteFile } from '../lesson-notes/access.ts';
import { fileOfSchool, uploadOf } from './files.queries.ts';
import { DOCUMENT_READERS, type FilePurpose, PURPOSES } from './purposes.ts';

type FileRow = typeof files.$inferSelect;

/**
 * Pictures are for the whole school; the file of a lesson note or flip class for whoever may
 * read the note; a question's picture also for whoever may see the question; other documents
 * for their uploader and the leadership.
 */
export async function mayRead(db: DbOrTx, auth: Auth, row: FileRow): Promise<boolean> {
  if (PURPOSES[row.purpose].visibility === 'school') return true;
  if (row.purpose === 'assignment_image') {
    if (await mayReadQuestionImage(db, auth, row.id)) return true;
  } else {
    const byNote = await mayReadNoteFile(db, auth, row.id);
    if (byNote !== undefined) return byNote;
  }
  return row.uploadedBy === auth.userId || DOCUMENT_READERS.includes(auth.role);
}

/** Which uploads a record's `*_file_id` may name. */
const USES = {
  /** A person's picture set by the school (staff or student forms). */
  person: { purposes: ['student_photo', 'avatar'], own: false },
  campus: { purposes: ['campus_image'], own: false },
  school: { purposes: ['school_logo'], own: false },
  /** The caller's own picture and signature (profile forms): their own upload. */
  ownAvatar: { purposes: ['avatar'], own: true },
  ownSignature: { purposes: ['signature'], own: true },
} as const satisfies Record<string, { purposes: readonly FilePurpose[]; own: boolean }>;

/**
 * The value a record keeps for a `*_file_id` of a body: `undefined` (not sent: unchanged),
 * `null` (removed), or the download URL of an upload of this school with a purpose the field
 * accepts (422 on the field otherwise, the same for an id of another school).
 */
export async function storedFileUrl(
  db: DbOrTx,
  auth: Auth,
  field: string,
  fileId: string | null | undefined,
  use: keyof typeof USES,
): Promise<string | null | undefined> {
  if (fileId === undefined || fileId === null) return fileId;
  const { purposes, own } = USES[use];
  const row = await uploadOf(db, auth.schId, toId(fileId));
  const allowed: readonly FilePurpose[] = purposes;
  if (!row || !allowed.includes(row.purpose) || (own && row.uploadedBy !== auth.userId)) {
    const whose = own ? 'a file you uploaded' : 'an uploaded file';
    throw invalid({ [field]: [`must be ${whose} with purpose ${purposes.join(' or ')}`] });
  }
  return `/api/files/${fileId}?disposition=inline`;
}

/** The id of the upload a stored address names (`/api/files/<id>…`); undefined for any other. */
export const uploadIdOf = (address: string | null) =>
  /^\/api\/files\/(\d+)(?:\?|$)/.exec(address ?? '')?.[1];

/** The school's stored image an address names (its logo on a document), or undefined. */
export async function storedImage(db: DbOrTx, schId: bigint, address: string | null) {
  const id = uploadIdOf(address);
  const file = id ? await fileOfSchool(db, schId, BigInt(id)) : undefined;
  return file?.contentType.startsWith('image/') ? file : undefined;
}
