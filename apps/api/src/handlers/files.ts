/**
 * Area `files`: `POST /files` stores one upload (multipart/form-data: `file` and `purpose`),
 * `GET /files/{id}` sends it back. Type and size are checked on the bytes (files/purposes.ts),
 * the bytes go to the file store under a server-made key, the row to `files` with the
 * caller's `sch_id`. Records refer to an upload by id (`image_file_id`, …): `storedFileUrl`
 * (files/access.ts) checks such an id and gives the URL the record keeps.
 */

import type { files } from '../db/schema.ts';
import { mayRead } from '../files/access.ts';
import { fileOfSchool, insertFile } from '../files/files.queries.ts';
import {
  cleanFileName,
  contentDisposition,
  detectContentType,
  imageSize,
  MAX_IMAGE_PIXELS,
  PURPOSES,
} from '../files/purposes.ts';
import { megabytes, readUpload } from '../files/upload-form.ts';
import { item, record, toId } from '../http/envelope.ts';
import { forbidden, HttpError, invalid, notFound } from '../http/errors.ts';
import { fileStoreFor, newStorageKey } from '../storage/file-store.ts';
import type { HandlerMap } from './types.ts';

type FileRow = typeof files.$inferSelect;

const fileRecord = (row: FileRow) =>
  record(row.id, {
    name: row.name,
    content_type: row.contentType,
    size: row.size,
    purpose: row.purpose,
    created_at: row.createdAt.toISOString(),
  });

export const filesHandlers = {
  async uploadFile({ db, auth, config, req }) {
    if (!req.isMultipart()) {
      throw new HttpError(415, 'Send the file as multipart/form-data.');
    }
    const upload = await readUpload(req);
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
    const store = fileStoreFor(config.dataDir);
    const storageKey = newStorageKey(auth.schId);
    await store.put(storageKey, upload.bytes);
    try {
      const row = await insertFile(db, {
        schId: auth.schId,
        uploadedBy: auth.userId,
        purpose,
        name: cleanFileName(upload.clientName, contentType),
        contentType,
        size: upload.bytes.length,
        storageKey,
      });
      return item(fileRecord(row), 'File stored.');
    } catch (error) {
      await store.remove(storageKey);
      throw error;
    }
  },

  async downloadFile({ db, auth, config, params, query, req, reply }) {
    const row = await fileOfSchool(db, auth.schId, toId(params.id));
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
