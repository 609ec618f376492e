/** The school's attendance settings and holidays. */
import type { Schema } from '@schoolmates/sdk';
import type { Auth } from '../auth/sessions.ts';
import type { BodyOf } from '../contract.ts';
import type { DbOrTx } from '../db/client.ts';
import { record } from '../http/envelope.ts';
import { invalid, notFound } from '../http/errors.ts';
import {
  deleteHolidayRow,
  insertHoliday,
  type Settings,
  settingsOf,
  writeSettings,
} from './attendance.queries.ts';

export const settingsRecord = (schId: bigint, s: Settings) =>
  record(schId, {
    sessions_per_day: s.sessionsPerDay,
    report_card_reads_register: s.reportCardReadsRegister,
    absence_alerts: s.absenceAlerts,
  });

/** Changes the fields sent; answers the settings as saved. */
export async function saveSettings(db: DbOrTx, auth: Auth, body: BodyOf<'saveAttendanceSettings'>) {
  const now = await settingsOf(db, auth.schId);
  const next: Settings = {
    sessionsPerDay: body.sessions_per_day ?? now.sessionsPerDay,
    reportCardReadsRegister: body.report_card_reads_register ?? now.reportCardReadsRegister,
    absenceAlerts: body.absence_alerts ?? now.absenceAlerts,
  };
  await writeSettings(db, auth.schId, next);
  return next;
}

export const holidayRecord = (h: { id: bigint; name: string; starts: string; ends: string }) =>
  record(h.id, { name: h.name, starts: h.starts, ends: h.ends });

export async function addHoliday(
  db: DbOrTx,
  auth: Auth,
  body: BodyOf<'createSchoolHoliday'>,
): Promise<Schema<'SchoolHolidayRecord'>> {
  const ends = body.ends ?? body.starts;
  if (ends < body.starts) throw invalid({ ends: ['must not be before the first day'] });
  const saved = await insertHoliday(db, {
    schId: auth.schId,
    name: body.name.trim(),
    starts: body.starts,
    ends,
  });
  if (!saved) throw new Error('the holiday was not saved');
  return holidayRecord(saved);
}

export async function removeHoliday(db: DbOrTx, auth: Auth, id: bigint) {
  if (!(await deleteHolidayRow(db, auth.schId, id))) throw notFound('Holiday');
}
