/** Whether a day is a school day for a campus, and its term (the domain's rule on the school's dates). */
import { type SchoolDay, schoolDayOf } from '@schoolmates/domain/attendance';
import { type DbOrTx, together } from '../db/client.ts';
import { calendarOf, holidaysOf } from './attendance.queries.ts';

export async function schoolDay(
  db: DbOrTx,
  schId: bigint,
  campusId: bigint,
  day: string,
): Promise<SchoolDay> {
  const [holidays, calendar] = await together(
    db,
    () => holidaysOf(db, schId),
    () => calendarOf(db, schId, campusId),
  );
  return schoolDayOf(day, { holidays, ...calendar });
}
