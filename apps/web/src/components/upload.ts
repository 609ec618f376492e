import { type Schema, type SchoolmatesClient, unwrap } from '@schoolmates/sdk';

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
