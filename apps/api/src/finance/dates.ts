/** The dates money moves on: days at the school (DECISIONS #27), never in the future. */
import { schoolDate } from '@schoolmates/domain/calendar';
import { invalid } from '../http/errors.ts';

/** A date of money moving is not after the school's today (422 otherwise). */
export function notInFuture(field: string, date: string | undefined) {
  if (date !== undefined && date > schoolDate(new Date())) {
    throw invalid({ [field]: ['is in the future'] });
  }
}
