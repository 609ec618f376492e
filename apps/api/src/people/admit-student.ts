/**
 * Admitting a student: placed in a class (or preschool) arm of a campus the caller may write,
 * with the school's next admission number when it generates them, a username from that number,
 * and a one-time password, queued to the student in the transaction that admits them.
 */
import { isValidSession } from '@schoolmates/domain/calendar';
import { admissionMonth, DESIGNATION, studentUsername } from '@schoolmates/domain/people';
import { hashPassword, oneTimePassword } from '../auth/passwords.ts';
import type { Auth } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import type { BodyOf } from '../contract.ts';
import type { Db } from '../db/client.ts';
import { must } from '../db/rows.ts';
import { schoolRow } from '../db/school-rows.ts';
import { insertPerson, takenUsernames } from '../db/users.ts';
import { storedFileUrl } from '../files/access.ts';
import { toId } from '../http/envelope.ts';
import { invalid, uniquely } from '../http/errors.ts';
import { targetCampus } from '../http/scope.ts';
import { notify } from '../messages/notify.ts';
import type { Outbox } from '../messages/outbox.ts';
import { admissionNumberFree, checkBirthDate, emailFree, placement } from './checks.ts';
import { oneTimePasswordNotice } from './one-time-password-notice.ts';
import { studentRecordOf } from './records.ts';
import { nextAdmissionNumber } from './students.queries.ts';

/** Admits the student; answers their record and the one-time password to show once. */
export async function admitStudent(
  db: Db,
  outbox: Outbox,
  config: Pick<Config, 'publicUrl'>,
  auth: Auth,
  body: BodyOf<'createStudent'>,
) {
  if (!isValidSession(body.session_admitted)) {
    throw invalid({ session_admitted: ['must be two consecutive years'] });
  }
  checkBirthDate(body.dob);
  const image = await storedFileUrl(db, auth, 'image_file_id', body.image_file_id, 'person');
  const campus = await targetCampus(db, auth, body.campus_id);
  const place = await placement(db, auth, campus, toId(body.class_id), body.sub_class);
  const admitted = body.admitted_class_id
    ? await placement(
        db,
        auth,
        campus,
        toId(body.admitted_class_id),
        body.admitted_sub_class,
        'admitted_class_id',
      )
    : null;
  const school = must(await schoolRow(db, auth.schId), 'school');
  if (!school.admissionAutoGenerate && !body.admission_number) {
    throw invalid({ admission_number: ['is required'] });
  }
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  const id = await db.transaction(async (tx) => {
    const { admissionAutoGenerate, admissionInitial } = school;
    const admissionNumber =
      admissionAutoGenerate && admissionInitial
        ? await nextAdmissionNumber(tx, auth.schId, admissionInitial, admissionMonth(new Date()))
        : must(body.admission_number);
    await admissionNumberFree(tx, auth, admissionNumber);
    await emailFree(tx, auth, body.email_address);
    const base = admissionNumber.toLowerCase();
    const username = studentUsername(admissionNumber, await takenUsernames(tx, base));
    const created = await uniquely('This admission number or e-mail is already used.', () =>
      insertPerson(tx, {
        schId: auth.schId,
        campusId: campus.id,
        kind: 'student',
        designationId: DESIGNATION.student,
        username,
        email: body.email_address ?? null,
        passwordHash,
        mustChangePassword: true,
        surname: body.surname.trim(),
        firstname: body.firstname.trim(),
        middlename: body.middlename ?? null,
        gender: body.gender,
        phone: body.phone_number ?? null,
        address: body.home_address ?? null,
        image: image ?? null,
        classId: place.classId,
        preschoolId: place.preschoolId,
        subClass: place.subClass,
        admissionNumber,
        dob: body.dob,
        nationality: body.nationality ?? null,
        state: body.state ?? null,
        sessionAdmitted: body.session_admitted,
        admittedClassId: admitted?.classId ?? place.classId,
        admittedSubClass: admitted ? admitted.subClass : place.subClass,
        genotype: body.genotype ?? null,
        bloodGroup: body.blood_group ?? null,
      }),
    );
    const issued = [{ userId: created, username, password }];
    await notify(tx, outbox, oneTimePasswordNotice(auth.schId, issued, new Date(), config));
    return created;
  });
  return { student: await studentRecordOf(db, auth.schId, id), password };
}
