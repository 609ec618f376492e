/**
 * Storing an upload (`POST /files`): the caller's role may upload for its purpose (403), the
 * bytes are of its size, type and, for a picture, pixel count (422); the bytes go to the file
 * store under a server-made key, then the row to `files`, and the bytes go again when the row
 * does not.
 */
import type { FastifyRequest } from 'fastify';
import type { Auth } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { record } from '../http/envelope.ts';
import { forbidden, HttpError, invalid } from '../http/errors.ts';
import { fileStoreFor, newStorageKey } from '../storage/file-store.ts';
import { insertFile } from './files.queries.ts';
import {
  cleanFileName,
  detectContentType,
  imageSize,
  MAX_IMAGE_PIXELS,
  PURPOSES,
} from './purposes.ts';
import { megabytes, readUpload } from './upload-form.ts';

/** The upload's type, from its bytes, when its purpose accepts them. */
function checkedContentType(auth: Auth, upload: Awaited<ReturnType<typeof readUpload>>) {
  const { purpose } = upload;
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
  return contentType;
}

/** Stores the request's upload; answers its record. */
export async function storeUpload(
  db: DbOrTx,
  config: Pick<Config, 'dataDir'>,
  auth: Auth,
  req: FastifyRequest,
) {
  if (!req.isMultipart()) {
    throw new HttpError(415, 'Send the file as multipart/form-data.');
  }
  const upload = await readUpload(req);
  const contentType = checkedContentType(auth, upload);
  const store = fileStoreFor(config.dataDir);
  const storageKey = newStorageKey(auth.schId);
  await store.put(storageKey, upload.bytes);
  try {
    const row = await insertFile(db, {
      schId: auth.schId,
      uploadedBy: auth.userId,
      purpose: upload.purpose,
      name: cleanFileName(upload.clientName, contentType),
      contentType,
      size: upload.bytes.length,
      storageKey,
    });
    return record(row.id, {
      name: row.name,
      content_type: row.contentType,
      size: row.size,
      purpose: row.purpose,
      created_at: row.createdAt.toISOString(),
    });
  } catch (error) {
    await store.remove(storageKey);
    throw error;
  }
}
