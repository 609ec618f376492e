import { ApiError, type Schema, type SchoolmatesClient, unwrap } from '@schoolmates/sdk';
import { apiBase, sessionToken } from '../lib/api.tsx';

/** Uploads one file (multipart) and returns its id for an `*_file_id` field. */
export async function uploadFile(
  client: SchoolmatesClient,
  file: File,
  purpose: Schema<'FilePurpose'>,
): Promise<string> {
  const answer = await unwrap(
    client.POST('/files', {
      body: { file: file as unknown as string, purpose },
      bodySerializer: (body) => {
        const form = new FormData();
        form.append('purpose', body.purpose);
        form.append('file', body.file as unknown as Blob);
        return form;
      },
    }),
  );
  return answer.data.id;
}

/**
 * The same upload, telling `onProgress` the share of the bytes sent (0 to 1) as they go:
 * fetch cannot report an upload's progress, XMLHttpRequest can. Failures are the SDK's
 * `ApiError`, as from any other call.
 */
export function uploadFileWithProgress(
  file: File,
  purpose: Schema<'FilePurpose'>,
  onProgress: (sent: number) => void,
): Promise<string> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiBase()}/files`);
    const token = sessionToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError('network', 'The server cannot be reached'));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // A body that is not JSON: the status says what happened.
      }
      if (xhr.status === 201) {
        onProgress(1);
        resolve((body as Schema<'FileItem'>).data.id);
      } else {
        reject(ApiError.fromResponse(xhr.status, body));
      }
    };
    xhr.send(form);
  });
}
