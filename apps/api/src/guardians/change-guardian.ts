/** Changing a guardian: their name and contacts, and their links to students. */
import type { Auth } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import type { BodyOf } from '../contract.ts';
import type { Db } from '../db/client.ts';
import { emailTaken, updatePerson } from '../db/users.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { Outbox } from '../messages/outbox.ts';
import { checkStudents } from './add-guardian.ts';
import { checkReachable, contactsOf } from './contacts.ts';
import { deleteLink, guardianOf, phoneTaken, saveLinks } from './guardians.queries.ts';
import { queueInvitation } from './invite-guardian.ts';
import { guardianRecordOf } from './records.ts';

async function guardianHere(db: Db, auth: Auth, id: bigint) {
  const guardian = await guardianOf(db, auth.schId, id);
  if (!guardian) throw notFound('Guardian');
  return guardian;
}

export async function updateGuardian(
  db: Db,
  auth: Auth,
  id: bigint,
  body: BodyOf<'updateGuardian'>,
) {
  const guardian = await guardianHere(db, auth, id);
  const typed = contactsOf(body);
  const contacts = {
    email: typed.email === undefined ? guardian.email : typed.email,
    phone: typed.phone === undefined ? guardian.phone : typed.phone,
    whatsapp: typed.whatsapp === undefined ? guardian.whatsapp : typed.whatsapp,
  };
  checkReachable(contacts);
  await db.transaction(async (tx) => {
    if (contacts.email && (await emailTaken(tx, auth.schId, contacts.email, id))) {
      throw conflict('This e-mail already belongs to another account.');
    }
    if (contacts.phone && (await phoneTaken(tx, auth.schId, contacts.phone, id))) {
      throw conflict('This phone number already belongs to another guardian.');
    }
    await updatePerson(tx, auth.schId, id, {
      ...contacts,
      ...(body.surname ? { surname: body.surname.trim() } : {}),
      ...(body.firstname ? { firstname: body.firstname.trim() } : {}),
    });
  });
  return guardianRecordOf(db, auth.schId, id);
}

export async function linkGuardian(
  db: Db,
  auth: Auth,
  id: bigint,
  studentId: bigint,
  body: BodyOf<'linkGuardian'>,
) {
  await guardianHere(db, auth, id);
  await db.transaction(async (tx) => {
    await checkStudents(tx, auth, [studentId]);
    await saveLinks(tx, auth.schId, id, [
      { studentId, relationship: body.relationship, feeContact: body.fee_contact ?? false },
    ]);
  });
  return guardianRecordOf(db, auth.schId, id);
}

export async function unlinkGuardian(db: Db, auth: Auth, id: bigint, studentId: bigint) {
  await guardianHere(db, auth, id);
  await checkStudents(db, auth, [studentId]);
  if (!(await deleteLink(db, auth.schId, id, studentId))) throw notFound('Link');
  return guardianRecordOf(db, auth.schId, id);
}

/** Answers how many messages went out (0: nothing reaches the guardian). */
export async function inviteGuardian(
  db: Db,
  outbox: Outbox,
  config: Pick<Config, 'publicUrl'>,
  auth: Auth,
  id: bigint,
) {
  await guardianHere(db, auth, id);
  return db.transaction((tx) => queueInvitation(tx, outbox, config, { schId: auth.schId, id }));
}

/** The phone a guardian gives for themselves, in the kept form; 409 when another guardian's. */
export async function guardianPhone(db: Db, auth: Auth, typed: string | null) {
  const { phone } = contactsOf({ phone: typed }, () => 'phoneno');
  if (phone && (await phoneTaken(db, auth.schId, phone, auth.userId))) {
    throw conflict('This phone number already belongs to another guardian.');
  }
  return phone ?? null;
}
