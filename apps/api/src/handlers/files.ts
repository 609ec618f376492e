/**
 * Area `files`: `POST /files` stores one upload (multipart/form-data: `file` and `purpose`),
 * `GET /files/{id}` sends it back. Type and size are checked on the bytes (domain/files.ts),
 * the bytes go to the file store under a server-made key, the row to `files` with the
 * caller's `sch_id`. Records refer to an upload by id (`image_file_id`, …): `storedFileUrl`
 * checks such an id and gives the URL the record keeps.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { one } from '../db/rows.ts';
import { files } from '../db/schema.ts';
import {
  cleanFileName,
  contentDisposition,
  DOCUMENT_READERS,
  detectContentType,
  type FilePurpose,
  imageSize,
  isPurpose,
  MAX_FILE_BYTES,
  MAX_IMAGE_PIXELS,
  PURPOSES,
} from '../domain/files.ts';
import { item, record, toId } from '../http/envelope.ts';
import { type FieldErrors, forbidden, HttpError, invalid, notFound } from '../http/errors.ts';
import { mayReadNoteFile } from '../lesson-notes/access.ts';
import { fileStoreFor, newStorageKey } from '../storage/file-store.ts';
import type { HandlerMap } from './types.ts';

/** Above this the request is refused unread (413): the largest file plus room for the form. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_FILE_BYTES + 64 * 1024;

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

interface Upload {
  purpose: unknown;
  clientName: string;
  bytes: Buffer;
  /** The file was longer than MAX_FILE_BYTES (the rest was not kept). */
  truncated: boolean;
}

/** Multipart errors of the parser → the contract's 422 (the limits are ours, not the user's). */
function badForm(error: unknown): HttpError {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT') return invalid({ file: ['send one file only'] });
  return invalid({ body: ['is not a valid multipart/form-data upload'] });
}

async function readUpload(req: FastifyRequest): Promise<Upload> {
  const declared = Number(req.headers['content-length']);
  if (declared > MAX_UPLOAD_REQUEST_BYTES) {
    throw new HttpError(413, `An upload may be at most ${megabytes(MAX_FILE_BYTES)}.`);
  }
  const errors: FieldErrors = {};
  let purpose: unknown;
  let file: Omit<Upload, 'purpose'> | undefined;
  try {
    const parts = req.parts({
      limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) chunks.push(chunk as Buffer);
        if (part.fieldname !== 'file') errors[part.fieldname] = ['is not allowed'];
        else
          file = {
            clientName: part.filename ?? '',
            bytes: Buffer.concat(chunks),
            truncated: part.file.truncated,
          };
      } else if (part.fieldname === 'purpose') {
        purpose = part.value;
      } else {
        errors[part.fieldname] = [part.fieldname === 'file' ? 'must be a file' : 'is not allowed'];
      }
    }
  } catch (error) {
    throw badForm(error);
  }
  if (purpose === undefined) errors.purpose = ['is required'];
  else if (!isPurpose(purpose))
    errors.purpose = [`must be one of: ${Object.keys(PURPOSES).join(', ')}`];
  if (!file) errors.file ??= ['is required'];
  if (Object.keys(errors).length > 0 || !file) throw invalid(errors);
  return { ...file, purpose };
}

type FileRow = typeof files.$inferSelect;

const fileRecord = (row: FileRow) =>
  record(row.id, {
    name: row.name,
    content_type: row.contentType,
    size: row.size,
    purpose: row.purpose,
    created_at: row.createdAt.toISOString(),
  });

/**
 * Pictures are for the whole school; the file of a lesson note or flip class for whoever may
 * read the note; other documents for their uploader and the leadership.
 */
async function mayRead(db: DbOrTx, auth: Auth, row: FileRow) {
  if (PURPOSES[row.purpose].visibility === 'school') return true;
  const byNote = await mayReadNoteFile(db, auth, row.id);
  if (byNote !== undefined) return byNote;
  return row.uploadedBy === auth.userId || DOCUMENT_READERS.includes(auth.role);
}

export const filesHandlers = {
  async uploadFile({ db, auth, config, req }) {
    if (!req.isMultipart()) {
      throw new HttpError(415, 'Send the file as multipart/form-data.');
    }
    const upload = await readUpload(req);
    const purpose = upload.purpose as FilePurpose;
    const rule = PURPOSES[purpose];
    if (!rule.uploaders.includes(auth.role)) {
      throw forbidden(`You may not upload a file for ${purpose}.`);
    }
    if (upload.truncated || upload.bytes.length > rule.maxBytes) {
      throw invalid({ file: [`must be at most ${megabytes(rule.maxBytes)}`] });
    }
    if (upload.bytes.length === 0) throw invalid({ file: ['must not be empty'] });
    const contentType = detectContentType(upload.bytes);
    if (!contentType || !rule.types.includes(contentType)) {
      throw invalid({ file: [`must be a ${rule.typesInWords} file`] });
    }
    if (contentType === 'image/png' || contentType === 'image/jpeg') {
      const size = imageSize(upload.bytes, contentType);
      if (!size) throw invalid({ file: ['is not a readable JPG or PNG image'] });
      if (size.width * size.height > MAX_IMAGE_PIXELS) {
        throw invalid({
          file: [
            `is ${size.width} × ${size.height} pixels; images up to ${MAX_IMAGE_PIXELS / 1e6} megapixels are accepted`,
          ],
        });
      }
    }
    const store = fileStoreFor(config.dataDir);
    const storageKey = newStorageKey(auth.schId);
    await store.put(storageKey, upload.bytes);
    try {
      const row = one(
        await db
          .insert(files)
          .values({
            schId: auth.schId,
            uploadedBy: auth.userId,
            purpose,
            name: cleanFileName(upload.clientName, contentType),
            contentType,
            size: upload.bytes.length,
            storageKey,
          })
          .returning(),
      );
      return item(fileRecord(row), 'File stored.');
    } catch (error) {
      await store.remove(storageKey);
      throw error;
    }
  },

  async downloadFile({ db, auth, config, params, query, req, reply }) {
    const [row] = await db
      .select()
      .from(files)
      .where(and(eq(files.id, toId(params.id)), eq(files.schId, auth.schId)));
    if (!row || !(await mayRead(db, auth, row))) throw notFound('File');
    const stream = await fileStoreFor(config.dataDir).read(row.storageKey);
    if (!stream) {
      req.log.error({ fileId: String(row.id) }, 'stored file is missing');
      throw notFound('File');
    }
    reply
      .header('content-type', row.contentType)
      .header('content-length', row.size)
      .header(
        'content-disposition',
        contentDisposition(query.disposition ?? 'attachment', row.name),
      )
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store');
    // The contract's 200 is the bytes, not JSON: the reply is sent here.
    return reply.send(stream) as never;
  },
} satisfies Partial<HandlerMap>;

/** Which uploads a record's `*_file_id` may name. */
const USES = {
  /** A person's picture set by the school (staff or student forms). */
  person: { purposes: ['student_photo', 'avatar'], own: false },
  campus: { purposes: ['campus_image'], own: false },
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
  const [row] = await db
    .select({ purpose: files.purpose, uploadedBy: files.uploadedBy })
    .from(files)
    .where(and(eq(files.id, toId(fileId)), eq(files.schId, auth.schId)));
  const allowed = purposes as readonly FilePurpose[];
  if (!row || !allowed.includes(row.purpose) || (own && row.uploadedBy !== auth.userId)) {
    const whose = own ? 'a file you uploaded' : 'an uploaded file';
    throw invalid({ [field]: [`must be ${whose} with purpose ${purposes.join(' or ')}`] });
  }
  return `/api/files/${fileId}?disposition=inline`;
}
