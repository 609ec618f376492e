/**
 * The superadmin attaches an uploaded logo to the school, or removes it. Documents and report
 * cards read it from `GET /school`; a card keeps the logo it was released with (issue-cards.ts).
 */
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { storedFileUrl } from '../files/access.ts';
import { notFound } from '../http/errors.ts';
import { updateSchoolLogo } from './school.queries.ts';

/** `fileId`: an upload of the school with purpose `school_logo` (422 otherwise), or null. */
export async function setSchoolLogo(db: DbOrTx, auth: Auth, fileId: string | null) {
  const logo = await storedFileUrl(db, auth, 'logo_file_id', fileId, 'school');
  const school = await updateSchoolLogo(db, auth.schId, logo ?? null);
  if (!school) throw notFound('School');
  return school;
}
