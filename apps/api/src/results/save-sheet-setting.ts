/** The report-sheet sections a campus shows for (period, term): each one of SHEET_SECTIONS. */
import type { Auth } from '../auth/sessions.ts';
import type { BodyOf } from '../contract.ts';
import type { DbOrTx } from '../db/client.ts';
import { type FieldErrors, invalid } from '../http/errors.ts';
import { targetCampus } from '../http/scope.ts';
import { writeSheetSetting } from './settings.queries.ts';
import { SHEET_SECTIONS, sheetSettingRecord } from './settings.ts';

export async function saveSheetSetting(db: DbOrTx, auth: Auth, body: BodyOf<'saveSheetSetting'>) {
  const campus = await targetCampus(db, auth, body.campus_id);
  const errors: FieldErrors = {};
  body.sheet_ids.forEach((id, n) => {
    if (!SHEET_SECTIONS.some((s) => s.id === id))
      errors[`sheet_ids.${n}`] = ['is not a sheet section'];
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const row = await writeSheetSetting(db, {
    schId: auth.schId,
    campusId: campus.id,
    period: body.period,
    term: body.term,
    sectionIds: body.sheet_ids.map(Number),
  });
  return sheetSettingRecord(row, body);
}
