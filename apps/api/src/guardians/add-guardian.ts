/**
 * Adding a guardian to students: a guardian of the school with the same e-mail or phone is
 * linked, never made twice; otherwise a guardian account is made (signing in with that e-mail
 * or phone) and invited, in the same transaction.
 */
import { randomBytes } from 'node:crypto';
import { DESIGNATION, firstFreeUsername, usernameBase } from '@schoolmates/domain/people';
import { hashPassword } from '../auth/passwords.ts';
import type { Auth } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import type { BodyOf } from '../contract.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { emailTaken, insertPerson, takenUsernames } from '../db/users.ts';
import { toId } from '../http/envelope.ts';
import { conflict, invalid, notFound, uniquely } from '../http/errors.ts';
import { visibleCampus } from '../http/scope.ts';
import type { Outbox } from '../messages/outbox.ts';
import { type Contacts, checkReachable, newContacts } from './contacts.ts';
import {
  guardianByContact,
  type LinkValues,
  phoneTaken,
  saveLinks,
  studentsAmong,
} from './guardians.queries.ts';
import { queueInvitation } from './invite-guardian.ts';
import { guardianRecordOf } from './records.ts';

export interface NewGuardian {
  surname: string;
  firstname: string;
  contacts: Contacts;
  links: LinkValues[];
}

/** The students of `links`, of the school and visible to the caller; 404 otherwise. */
export async function checkStudents(db: DbOrTx, auth: Auth, studentIds: readonly bigint[]) {
  const found = await studentsAmong(db, auth.schId, studentIds);
  for (const id of studentIds) {
    const student = found.find((s) => s.id === id);
    if (!student || !visibleCampus(auth, student.campusId)) throw notFound('Student');
  }
  return found;
}

/**
 * In `tx`: links the matching guardian or makes a new one; answers its id and whether it
 * matched. The caller has checked the students.
 */
export async function linkOrMakeGuardian(
  tx: DbOrTx,
  outbox: Outbox,
  config: Pick<Config, 'publicUrl'>,
  at: { schId: bigint; campusId: bigint },
  guardian: NewGuardian,
  passwordHash: string,
) {
  const existing = await guardianByContact(tx, at.schId, guardian.contacts);
  if (existing !== undefined) {
    await saveLinks(tx, at.schId, existing, guardian.links);
    return { id: existing, matched: true };
  }
  const { email, phone, whatsapp } = guardian.contacts;
  if (email && (await emailTaken(tx, at.schId, email))) {
    throw conflict('This e-mail already belongs to an account that is not a guardian.');
  }
  if (phone && (await phoneTaken(tx, at.schId, phone))) {
    throw conflict('This phone number already belongs to another guardian.');
  }
  const base = usernameBase(guardian.firstname, guardian.surname);
  const username = firstFreeUsername(base, await takenUsernames(tx, base));
  const id = await uniquely('This username or e-mail is taken.', () =>
    insertPerson(tx, {
      schId: at.schId,
      campusId: at.campusId,
      kind: 'guardian',
      designationId: DESIGNATION.guardian,
      username,
      email,
      phone,
      whatsapp,
      passwordHash,
      // Until the invitation is taken: no password is known to anyone.
      mustChangePassword: true,
      surname: guardian.surname.trim(),
      firstname: guardian.firstname.trim(),
    }),
  );
  await saveLinks(tx, at.schId, id, guardian.links);
  await queueInvitation(tx, outbox, config, { schId: at.schId, id });
  return { id, matched: false };
}

/** A password nobody knows, for an account that has not taken its invitation. */
export const unknownPasswordHash = () => hashPassword(randomBytes(24).toString('base64url'));

export async function addGuardian(
  db: Db,
  outbox: Outbox,
  config: Pick<Config, 'publicUrl'>,
  auth: Auth,
  body: BodyOf<'createGuardian'>,
) {
  const contacts = newContacts(body);
  checkReachable(contacts);
  const studentIds = body.children.map((c) => toId(c.student_id));
  if (new Set(studentIds).size !== studentIds.length) {
    throw invalid({ children: ['name each student once'] });
  }
  const passwordHash = await unknownPasswordHash();
  const { id, matched } = await db.transaction(async (tx) => {
    const students = await checkStudents(tx, auth, studentIds);
    const campusId = students[0]?.campusId ?? auth.campusId;
    return linkOrMakeGuardian(
      tx,
      outbox,
      config,
      { schId: auth.schId, campusId },
      {
        surname: body.surname,
        firstname: body.firstname,
        contacts,
        links: body.children.map((c) => ({
          studentId: toId(c.student_id),
          relationship: c.relationship,
          feeContact: c.fee_contact ?? false,
        })),
      },
      passwordHash,
    );
  });
  return { guardian: await guardianRecordOf(db, auth.schId, id), matched };
}
