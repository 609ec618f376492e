/**
 * Importing students from a spreadsheet: every row checked first (a dry run stops there, a file
 * with problems is refused whole), then all admitted in one transaction, with the school's next
 * admission numbers when it generates them and a one-time password each, and the file's
 * guardians linked or made (people/import-guardians.ts).
 */

import { admissionMonth, DESIGNATION, formatAdmissionNumber } from '@schoolmates/domain/people';
import type { Auth } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import type { BodyOf } from '../contract.ts';
import type { Db } from '../db/client.ts';
import { must } from '../db/rows.ts';
import { schoolRow } from '../db/school-rows.ts';
import { unknownPasswordHash } from '../guardians/add-guardian.ts';
import { uniquely } from '../http/errors.ts';
import { targetCampus } from '../http/scope.ts';
import type { Outbox } from '../messages/outbox.ts';
import { checkedOrRefused, imported, oneTimeLogins, tellPasswords } from './bulk-import.ts';
import { insertPeople, nextAdmissionSequences } from './import.queries.ts';
import {
  checkImportGuardians,
  importedGuardians,
  linkImportGuardians,
} from './import-guardians.ts';
import { checkStudentRows, generatedNumbersFree, studentUsernames } from './student-import.ts';

/** Checks (and unless a dry run, admits) the file's students; answers the outcome. */
export async function importStudents(
  db: Db,
  outbox: Outbox,
  config: Pick<Config, 'publicUrl'>,
  auth: Auth,
  body: BodyOf<'importStudents'>,
) {
  const campus = await targetCampus(db, auth, body.campus_id);
  const school = must(await schoolRow(db, auth.schId), 'school');
  const autoNumbers = school.admissionAutoGenerate && !!school.admissionInitial;
  const { errors, students } = await checkStudentRows(db, auth, campus, body.rows, autoNumbers);
  const guardians = await checkImportGuardians(
    db,
    auth.schId,
    body.rows,
    errors,
    students.map((s) => s.email),
  );
  const checked = checkedOrRefused(body.dry_run, body.rows.length, errors);
  if (checked) return { ...checked, guardians: importedGuardians(guardians) };
  const { passwords, hashes } = await oneTimeLogins(students.length);
  // One hash of a password nobody knows serves every new guardian of the file: argon2 per
  // guardian would hold a class's import for seconds; each chooses a password by invitation.
  const guardianHash = guardians.length > 0 ? await unknownPasswordHash() : '';
  const issuedAt = new Date();
  const ids = await db.transaction(async (tx) => {
    const month = admissionMonth(issuedAt);
    const first =
      autoNumbers && school.admissionInitial
        ? await nextAdmissionSequences(tx, auth.schId, month, students.length)
        : 0;
    const numbers = students.map((s, i) =>
      autoNumbers
        ? formatAdmissionNumber(must(school.admissionInitial), month, first + i)
        : must(s.admissionNumber),
    );
    if (autoNumbers) await generatedNumbersFree(tx, auth, numbers);
    const names = await studentUsernames(tx, numbers);
    const added = await uniquely('An admission number or e-mail of the file is already used.', () =>
      insertPeople(
        tx,
        students.map((s, i) => ({
          schId: auth.schId,
          campusId: campus.id,
          kind: 'student' as const,
          designationId: DESIGNATION.student,
          username: must(names[i]),
          email: s.email,
          passwordHash: must(hashes[i]),
          mustChangePassword: true,
          surname: s.surname,
          firstname: s.firstname,
          middlename: s.middlename,
          gender: s.gender,
          phone: s.phone,
          address: s.address,
          classId: s.classId,
          preschoolId: s.preschoolId,
          subClass: s.subClass,
          admissionNumber: must(numbers[i]),
          dob: s.dob,
          nationality: s.nationality,
          state: s.state,
          sessionAdmitted: s.sessionAdmitted,
          admittedClassId: s.classId,
          admittedSubClass: s.subClass,
          genotype: s.genotype,
          bloodGroup: s.bloodGroup,
        })),
      ).then((byName) => names.map((n) => must(byName.get(n)))),
    );
    await tellPasswords(tx, outbox, config, auth.schId, added, names, passwords);
    const linked = await linkImportGuardians(
      tx,
      outbox,
      config,
      { schId: auth.schId, campusId: campus.id },
      guardians,
      added,
      guardianHash,
    );
    return { added, linked };
  });
  return {
    ...(await imported(db, auth.schId, ids.added, passwords)),
    guardians: importedGuardians(guardians, ids.linked),
  };
}
