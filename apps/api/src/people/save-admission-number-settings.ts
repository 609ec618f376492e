/**
 * Saving how the school numbers admissions: generated numbers take an initial, and the month's
 * sequence continues from the highest number already issued with that prefix.
 */

import { admissionMonth } from '@schoolmates/domain/people';
import type { Auth } from '../auth/sessions.ts';
import type { BodyOf } from '../contract.ts';
import type { Db } from '../db/client.ts';
import { must } from '../db/rows.ts';
import { admissionSettingsOf } from './records.ts';
import {
  highestAdmissionNumber,
  raiseAdmissionSequence,
  saveAdmissionSettings,
} from './students.queries.ts';

/** Saves the settings; answers them as saved. */
export async function saveAdmissionNumberSettings(
  db: Db,
  auth: Auth,
  body: BodyOf<'saveAdmissionNumberSettings'>,
) {
  if (body.auto_generate && body.initial) {
    const month = admissionMonth(new Date());
    const highest = await highestAdmissionNumber(
      db,
      auth.schId,
      `${body.initial.toUpperCase()}/${month}/`,
    );
    if (highest) await raiseAdmissionSequence(db, auth.schId, month, highest);
  }
  await saveAdmissionSettings(
    db,
    auth.schId,
    body.auto_generate
      ? { admissionAutoGenerate: true, admissionInitial: must(body.initial).toUpperCase() }
      : {
          admissionAutoGenerate: false,
          ...(body.initial ? { admissionInitial: body.initial.toUpperCase() } : {}),
        },
  );
  return admissionSettingsOf(db, auth.schId);
}
