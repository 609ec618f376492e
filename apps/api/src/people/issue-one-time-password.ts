/**
 * Issuing one-time passwords: to one active person (staff or student), or as login slips to a
 * class's students. Hashed first (slow, outside the transaction); each password is written and
 * queued to its person in one transaction, and shown once on the slip.
 */
import type { Schema } from '@schoolmates/sdk';
import { hashPassword, oneTimePassword } from '../auth/passwords.ts';
import type { Auth } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import type { BodyOf } from '../contract.ts';
import type { Db } from '../db/client.ts';
import { must, one } from '../db/rows.ts';
import { toId } from '../http/envelope.ts';
import { conflict } from '../http/errors.ts';
import { notify } from '../messages/notify.ts';
import type { Outbox } from '../messages/outbox.ts';
import { checkClassOrPreschool, ownCampus, personOfSchool } from './access.ts';
import { oneTimePasswordNotice } from './one-time-password-notice.ts';
import { type PersonRow, setOneTimePasswordHash } from './people.queries.ts';
import { loginSlip } from './records.ts';
import { slipStudents } from './students.queries.ts';

/** Writes a new one-time password for each person and queues it to them; answers their slips. */
async function issueTo(
  db: Db,
  outbox: Outbox,
  config: Pick<Config, 'publicUrl'>,
  schId: bigint,
  rows: readonly PersonRow[],
): Promise<Schema<'LoginSlipRecord'>[]> {
  const issuedAt = new Date();
  const passwords = rows.map(() => oneTimePassword());
  const hashes = await Promise.all(passwords.map(hashPassword));
  await db.transaction(async (tx) => {
    for (const [i, r] of rows.entries()) {
      await setOneTimePasswordHash(tx, schId, r.user.id, must(hashes[i]));
    }
    const issued = rows.map((r, i) => ({
      userId: r.user.id,
      username: r.user.username,
      password: must(passwords[i]),
    }));
    await notify(tx, outbox, oneTimePasswordNotice(schId, issued, issuedAt, config));
  });
  return rows.map((r, i) => loginSlip(r, must(passwords[i]), issuedAt));
}

/** A new one-time password for an active staff member other than the caller. */
export async function issueStaffOneTimePassword(
  db: Db,
  outbox: Outbox,
  config: Pick<Config, 'publicUrl'>,
  auth: Auth,
  staffId: bigint,
) {
  const row = await personOfSchool(db, auth, staffId, 'staff');
  if (row.user.id === auth.userId) throw conflict('Use the change-password screen for yourself.');
  if (row.user.status !== 'active') throw conflict('Enable this staff member first.');
  return one(await issueTo(db, outbox, config, auth.schId, [row]));
}

/** A new one-time password for an active student. */
export async function issueStudentOneTimePassword(
  db: Db,
  outbox: Outbox,
  config: Pick<Config, 'publicUrl'>,
  auth: Auth,
  studentId: bigint,
) {
  const row = await personOfSchool(db, auth, studentId, 'student');
  if (row.user.status !== 'active')
    throw conflict('Only an active student can get a new password.');
  return one(await issueTo(db, outbox, config, auth.schId, [row]));
}

/** Login slips for a class's (or an arm's, or chosen) students. */
export async function issueClassLoginSlips(
  db: Db,
  outbox: Outbox,
  config: Pick<Config, 'publicUrl'>,
  auth: Auth,
  body: BodyOf<'issueClassLoginSlips'>,
) {
  const classId = toId(body.class_id);
  await checkClassOrPreschool(db, auth, classId);
  const rows = await slipStudents(db, auth.schId, ownCampus(auth), classId, {
    ...(body.sub_class && { subClass: body.sub_class }),
    ...(body.student_ids && { studentIds: body.student_ids.map(toId) }),
    ...(body.include_activated && { includeActivated: true }),
  });
  return issueTo(db, outbox, config, auth.schId, rows);
}
