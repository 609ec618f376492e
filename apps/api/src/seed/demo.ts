/**
 * The demo data: school "SchoolMates Demo Academy" (one elementary campus, classes with arms,
 * subjects, a current academic period, one user per role) and a second school
 * ("Other School") with other-admin and other-student, to show that schools never see each
 * other. Every demo user's password is DEMO_PASSWORD.
 */

import { DESIGNATION } from '@schoolmates/domain/people';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { must, one } from '../db/rows.ts';
import {
  academicPeriods,
  announcements,
  campuses,
  classes,
  classSubjects,
  departments,
  guardianLinks,
  schools,
  subjects,
  teacherSubjects,
} from '../db/schema.ts';
import { insertUsers } from '../db/users.ts';

export const DEMO_PASSWORD = 'demo1234';

/** A demo staff member's user row (the demo school, the preschool and the bench seed it). */
export const demoStaff = (
  at: { schId: bigint; campusId: bigint; passwordHash: string },
  username: string,
  designationId: number,
  surname: string,
  firstname: string,
  gender: 'male' | 'female',
) => ({
  schId: at.schId,
  campusId: at.campusId,
  kind: 'staff' as const,
  designationId,
  username,
  email: `${username}@demo.schoolmates.test`,
  passwordHash: at.passwordHash,
  surname,
  firstname,
  gender,
});

export const DEMO_USERS = [
  { username: 'superadmin', role: 'superadmin', school: 'demo' },
  { username: 'admin', role: 'admin', school: 'demo' },
  { username: 'principal', role: 'principal', school: 'demo' },
  { username: 'teacher', role: 'teacher', school: 'demo' },
  { username: 'account', role: 'account', school: 'demo' },
  { username: 'student', role: 'student', school: 'demo' },
  { username: 'parent', role: 'guardian', school: 'demo' },
  { username: 'other-admin', role: 'admin', school: 'other' },
  { username: 'other-student', role: 'student', school: 'other' },
] as const;

export async function isEmpty(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(schools);
  return (row?.n ?? 0) === 0;
}

/** Drops every row (keeps the schema). */
export async function wipe(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    truncate table schools, campuses, departments, classes, users, sessions, password_resets,
      sign_in_failures, subjects, class_subjects, teacher_subjects, academic_periods, preschools,
      preschool_subjects, preschool_subject_classes, staff_attendance, directors_of_studies,
      admission_sequences, promotions, announcements, guardian_links, usernames
      restart identity cascade`);
}

export interface SeededIds {
  demo: { schId: bigint; campusId: bigint; classIds: bigint[]; subjectIds: bigint[] };
  other: { schId: bigint; campusId: bigint; classId: bigint };
  users: Record<(typeof DEMO_USERS)[number]['username'], bigint>;
}

export async function seedDemo(db: Db): Promise<SeededIds> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const demo = one(
      await tx
        .insert(schools)
        .values({
          name: 'SchoolMates Demo Academy',
          schoolType: 'elementary',
          plan: 'PREMIUM PLAN',
          address: '12 Demo Road, Ikeja, Lagos',
          phone: '+234 800 000 0000',
          email: 'office@demo.schoolmates.test',
          motto: 'Knowledge and character',
          country: 'Nigeria',
        })
        .returning(),
    );
    const campus = one(
      await tx
        .insert(campuses)
        .values({
          schId: demo.id,
          name: 'Main Campus',
          email: 'main@demo.schoolmates.test',
          phoneno: '+234 800 000 0001',
          address: '12 Demo Road, Ikeja',
          state: 'Lagos',
          campusType: 'elementary',
        })
        .returning(),
    );
    const classRows = await tx
      .insert(classes)
      .values(
        ['JSS 1', 'JSS 2', 'JSS 3', 'SSS 1', 'SSS 2', 'SSS 3'].map((className) => ({
          schId: demo.id,
          campusId: campus.id,
          className,
          subClasses: ['A', 'B'],
        })),
      )
      .returning();
    const subjectRows = await tx
      .insert(subjects)
      .values(
        [
          'Mathematics',
          'English Language',
          'Basic Science',
          'Civic Education',
          'Computer Studies',
        ].map((name) => ({ schId: demo.id, name })),
      )
      .returning();
    await tx.insert(departments).values([
      { schId: demo.id, code: 'SCI', name: 'Sciences' },
      { schId: demo.id, code: 'ART', name: 'Arts' },
    ]);
    const session = '2025/2026';
    await tx.insert(academicPeriods).values([
      {
        schId: demo.id,
        campusId: campus.id,
        period: 'First Half',
        term: 'First Term',
        session,
        isCurrent: true,
      },
      { schId: demo.id, campusId: campus.id, period: 'Second Half', term: 'First Term', session },
    ]);
    const jss1 = must(classRows[0]);
    await tx
      .insert(classSubjects)
      .values(
        subjectRows.map((s) => ({ schId: demo.id, classId: jss1.id, session, subjectId: s.id })),
      );

    const at = { schId: demo.id, campusId: campus.id, passwordHash };
    const staffRows = await insertUsers(tx, [
      demoStaff(at, 'superadmin', DESIGNATION.superadmin, 'Adeyemi', 'Tunde', 'male'),
      demoStaff(at, 'admin', DESIGNATION.admin, 'Okafor', 'Ada', 'female'),
      demoStaff(at, 'principal', DESIGNATION.principal, 'Bello', 'Musa', 'male'),
      {
        ...demoStaff(at, 'teacher', DESIGNATION.teacher, 'Eze', 'Ngozi', 'female'),
        teacherType: 'class teacher' as const,
        classId: jss1.id,
        subClass: 'A',
      },
      demoStaff(at, 'account', DESIGNATION.account, 'Lawal', 'Kemi', 'female'),
    ]);
    const student = one(
      await insertUsers(tx, [
        {
          schId: demo.id,
          campusId: campus.id,
          kind: 'student',
          designationId: DESIGNATION.student,
          username: 'student',
          passwordHash,
          surname: 'Danjuma',
          firstname: 'Chidi',
          gender: 'male',
          admissionNumber: 'DEMO/001',
          dob: '2013-03-14',
          sessionAdmitted: session,
          classId: jss1.id,
          subClass: 'A',
          admittedClassId: jss1.id,
          admittedSubClass: 'A',
        },
      ]),
    );
    // The student's mother, who signs in as `parent` (issue 28); the full demo links a
    // second child (demo-school.ts).
    const parent = one(
      await insertUsers(tx, [
        {
          schId: demo.id,
          campusId: campus.id,
          kind: 'guardian',
          designationId: DESIGNATION.guardian,
          username: 'parent',
          email: 'parent@demo.schoolmates.test',
          phone: '+2348030000001',
          passwordHash,
          surname: 'Danjuma',
          firstname: 'Amaka',
          gender: 'female',
        },
      ]),
    );
    await tx.insert(guardianLinks).values({
      schId: demo.id,
      guardianId: parent.id,
      studentId: student.id,
      relationship: 'mother',
      feeContact: true,
    });
    const teacherId = must(staffRows.find((s) => s.username === 'teacher')).id;
    await tx.insert(teacherSubjects).values({
      schId: demo.id,
      staffId: teacherId,
      classId: must(classRows[1]).id,
      subClass: 'B',
      subjectId: must(subjectRows[0]).id,
      session,
    });
    await tx.insert(announcements).values([
      {
        schId: demo.id,
        priority: 'high',
        title: 'Welcome to the demo',
        description: 'Sign in with any demo account to look around.',
      },
      {
        schId: null,
        priority: 'normal',
        title: 'New term',
        description: 'First term begins on Monday.',
      },
    ]);

    const other = one(
      await tx
        .insert(schools)
        .values({
          name: 'Other School',
          schoolType: 'elementary',
          email: 'office@other.schoolmates.test',
        })
        .returning(),
    );
    const otherCampus = one(
      await tx
        .insert(campuses)
        .values({
          schId: other.id,
          name: 'Other Campus',
          email: 'campus@other.schoolmates.test',
          phoneno: '+234 800 000 0009',
          address: '1 Elsewhere Street',
          state: 'Abuja',
        })
        .returning(),
    );
    const otherClass = one(
      await tx
        .insert(classes)
        .values({
          schId: other.id,
          campusId: otherCampus.id,
          className: 'Primary 1',
          subClasses: ['A'],
        })
        .returning(),
    );
    await tx.insert(academicPeriods).values({
      schId: other.id,
      campusId: otherCampus.id,
      period: 'First Half',
      term: 'First Term',
      session,
      isCurrent: true,
    });
    const otherAdmin = one(
      await insertUsers(tx, [
        {
          schId: other.id,
          campusId: otherCampus.id,
          kind: 'staff',
          designationId: DESIGNATION.admin,
          username: 'other-admin',
          email: 'admin@other.schoolmates.test',
          passwordHash,
          surname: 'Other',
          firstname: 'Admin',
          gender: 'female',
        },
      ]),
    );
    const otherStudent = one(
      await insertUsers(tx, [
        {
          schId: other.id,
          campusId: otherCampus.id,
          kind: 'student',
          designationId: DESIGNATION.student,
          username: 'other-student',
          passwordHash,
          surname: 'Other',
          firstname: 'Student',
          gender: 'male',
          admissionNumber: 'OTH/001',
          dob: '2014-01-01',
          sessionAdmitted: session,
          classId: otherClass.id,
          subClass: 'A',
        },
      ]),
    );
    const byName = Object.fromEntries(staffRows.map((s) => [s.username, s.id]));
    return {
      demo: {
        schId: demo.id,
        campusId: campus.id,
        classIds: classRows.map((c) => c.id),
        subjectIds: subjectRows.map((s) => s.id),
      },
      other: { schId: other.id, campusId: otherCampus.id, classId: otherClass.id },
      users: {
        superadmin: must(byName.superadmin),
        admin: must(byName.admin),
        principal: must(byName.principal),
        teacher: must(byName.teacher),
        account: must(byName.account),
        student: student.id,
        parent: parent.id,
        'other-admin': otherAdmin.id,
        'other-student': otherStudent.id,
      },
    };
  });
}

/**
 * Every sign-in of the whole demo (`seedDemoData`), in the order of the README's table: the
 * start banner prints them (`src/seed/demo.test.ts` keeps the two alike).
 */
export const DEMO_SIGN_INS = [
  ...DEMO_USERS.filter((u) => u.school === 'demo'),
  { username: 'femi.adebayo', role: 'teacher', school: 'demo' },
  { username: 'adaeze.obi', role: 'teacher', school: 'preschool' },
  { username: 'ifeoma.okoro', role: 'account', school: 'preschool' },
  ...DEMO_USERS.filter((u) => u.school === 'other'),
] as const;

const SCHOOL_NAMES = {
  demo: 'SchoolMates Demo Academy',
  preschool: 'SchoolMates Demo Academy, Little Stars',
  other: 'Other School',
} as const;

export function credentialsText(): string {
  const lines = DEMO_SIGN_INS.map(
    (u) => `  ${u.username.padEnd(14)} ${u.role.padEnd(11)} ${SCHOOL_NAMES[u.school]}`,
  );
  return [`Demo accounts (password ${DEMO_PASSWORD}):`, ...lines].join('\n');
}
