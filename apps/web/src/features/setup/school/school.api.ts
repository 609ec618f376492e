import { unwrap } from '@schoolmates/sdk';
import { useChange } from '../../../components/mutations.ts';
import { uploadFile } from '../../../components/upload.ts';
import { useApi } from '../../../lib/api.tsx';

/**
 * Uploads a logo and attaches it to the school, or removes it (null). Refreshes every reader of
 * `GET /school` (key `school`: the report card's header, the documents' heading).
 */
export function useSetSchoolLogo() {
  const client = useApi();
  return useChange(
    ['school'],
    async (file: File | null) =>
      unwrap(
        client.PATCH('/school', {
          body: { logo_file_id: file ? await uploadFile(client, file, 'school_logo') : null },
        }),
      ),
    (file) => (file ? 'Logo saved' : 'Logo removed'),
  );
}
