/** The multipart form of `POST /files`, read with its limits (a file over them is cut, then 422). */
import type { FastifyRequest } from 'fastify';
import { type FieldErrors, HttpError, invalid } from '../http/errors.ts';
import { type FilePurpose, isPurpose, MAX_FILE_BYTES, PURPOSES } from './purposes.ts';

/** Above this the request is refused unread (413): the largest file plus room for the form. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_FILE_BYTES + 64 * 1024;

export const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

interface Upload {
  purpose: FilePurpose;
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

export async function readUpload(req: FastifyRequest): Promise<Upload> {
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
  if (Object.keys(errors).length > 0 || !file || !isPurpose(purpose)) throw invalid(errors);
  return { ...file, purpose };
}
