/**
 * Area `files`: `POST /files` stores one upload (multipart/form-data: `file` and `purpose`),
 * `GET /files/{id}` sends it back (files/store-upload.ts, files/download.ts). Type and size are
 * checked on the bytes (files/purposes.ts), the bytes go to the file store under a server-made
 * key, the row to `files` with the caller's `sch_id`. Records refer to an upload by id
 * (`image_file_id`, …): `storedFileUrl` (files/access.ts) checks such an id and gives the URL
 * the record keeps.
 */

import { openUpload, uploadHeaders } from '../files/download.ts';
import { storeUpload } from '../files/store-upload.ts';
import { item, toId } from '../http/envelope.ts';
import type { HandlerMap } from './types.ts';

export const filesHandlers = {
  async uploadFile({ db, auth, config, req }) {
    return item(await storeUpload(db, config, auth, req), 'File stored.');
  },

  async downloadFile({ db, auth, config, params, query, req, reply }) {
    const { row, stream } = await openUpload(db, config, auth, toId(params.id), req.log);
    // The contract's 200 is the bytes, not JSON: the reply is sent here.
    return reply.headers(uploadHeaders(row, query.disposition)).send(stream) as never;
  },
} satisfies Partial<HandlerMap>;
