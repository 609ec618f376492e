/**
 * Creating a staff member: of a designation the caller may give, in a department and (for a
 * class teacher) a class arm of the campus, with a username from their name and a one-time
 * password, queued to them in the transaction that creates them.
 */

import { firstFreeUsername, usernameBase } from '@schoolmates/domain/people';
import { hashPassword, oneTimePassword } from '../auth/passwords.ts';
import type { Auth } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import type { BodyOf } from '../contract.ts';
import type { Db } from '../db/client.ts';
import { insertPerson, takenUsernames } from '../db/users.ts';
import { storedFileUrl } from '../files/access.ts';
import { toId } from '../http/envelope.ts';
import { uniquely } from '../http/errors.ts';
import { targetCampus } from '../http/scope.ts';
import { notify } from '../messages/notify.ts';
import type { Outbox } from '../messages/outbox.ts';
import { checkDesignation } from './access.ts';
import { checkClassArm, checkDepartment, emailFree } from './checks.ts';
import { oneTimePasswordNotice } from './one-time-password-notice.ts';
import { staffRecordOf } from './records.ts';

/** Creates the staff member; answers their record and the one-time password to show once. */
export async function createStaff(
  db: Db,
  outbox: Outbox,
  config: Pick<Config, 'publicUrl'>,
  auth: Auth,
  body: BodyOf<'createStaff'>,
) {
  checkDesignation(auth, body.designation_id);
  const image = await storedFileUrl(db, auth, 'image_file_id', body.image_file_id, 'person');
  const campus = await targetCampus(db, auth, body.campus_id);
  const departmentId = body.department_id ? toId(body.department_id) : null;
  const classId = body.class_id ? toId(body.class_id) : null;
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  const id = await db.transaction(async (tx) => {
    await checkDepartment(tx, auth, departmentId);
    await checkClassArm(tx, auth, campus.id, classId, body.sub_class ?? null);
    await emailFree(tx, auth, body.email);
    const base = usernameBase(body.firstname, body.surname);
    const username = firstFreeUsername(base, await takenUsernames(tx, base));
    const created = await uniquely('This username or e-mail is taken.', () =>
      insertPerson(tx, {
        schId: auth.schId,
        campusId: campus.id,
        kind: 'staff',
        designationId: body.designation_id,
        username,
        email: body.email ?? null,
        passwordHash,
        mustChangePassword: true,
        surname: body.surname.trim(),
        firstname: body.firstname.trim(),
        middlename: body.middlename ?? null,
        gender: body.gender,
        phone: body.phoneno ?? null,
        address: body.address ?? null,
        image: image ?? null,
        departmentId,
        teacherType: body.teacher_type ?? (classId ? 'class teacher' : null),
        classId,
        subClass: classId ? (body.sub_class ?? null) : null,
      }),
    );
    const issued = [{ userId: created, username, password }];
    await notify(tx, outbox, oneTimePasswordNotice(auth.schId, issued, new Date(), config));
    return created;
  });
  return { staff: await staffRecordOf(db, auth.schId, id), password };
}
