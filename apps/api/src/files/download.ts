/**
 * Sending an upload back (`GET /files/{id}`): only to whoever may read it (404 to others, as
 * to a file of another school), with headers that keep a browser from sniffing or caching it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Auth } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import type { files } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { fileStoreFor } from '../storage/file-store.ts';
import { mayRead } from './access.ts';
import { fileOfSchool } from './files.queries.ts';
import { contentDisposition } from './purposes.ts';

/** The upload's row and a stream of its bytes. */
export async function openUpload(
  db: DbOrTx,
  config: Pick<Config, 'dataDir'>,
  auth: Auth,
  id: bigint,
  log: FastifyBaseLogger,
) {
  const row = await fileOfSchool(db, auth.schId, id);
  if (!row || !(await mayRead(db, auth, row))) throw notFound('File');
  return { row, stream: await storedBytes(config, row, log) };
}

/** A stream of the bytes of `row`; bytes gone from the store are logged, then 404 `what`. */
export async function storedBytes(
  config: Pick<Config, 'dataDir'>,
  row: { id: bigint; storageKey: string },
  log: FastifyBaseLogger,
  what = 'File',
) {
  const stream = await fileStoreFor(config.dataDir).read(row.storageKey);
  if (!stream) {
    log.error({ fileId: String(row.id) }, 'stored file is missing');
    throw notFound(what);
  }
  return stream;
}

/** The headers the bytes of `row` go with. */
export const uploadHeaders = (
  row: typeof files.$inferSelect,
  disposition: 'attachment' | 'inline' = 'attachment',
) => ({
  'content-type': row.contentType,
  'content-length': row.size,
  'content-disposition': contentDisposition(disposition, row.name),
  'x-content-type-options': 'nosniff',
  'cache-control': 'private, no-store',
});
