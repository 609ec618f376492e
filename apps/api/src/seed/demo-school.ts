/**
 * The demo school's people and timetable, on top of `seedDemo` (the small fixture the API tests
 * use): a preschool campus with two classes, the subjects of the junior and senior classes,
 * twelve teachers (each the class teacher of one arm and the teacher of their subjects in
 * several arms), departments, and about 25 students in every arm. The current period is the
 * Second Term's mid-term. Names come from `names.ts` through the seeded generator.
 */

import { DESIGNATION, studentUsername, usernameBase } from '@schoolmates/domain/people';
import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/client.ts';
import { must, one } from '../db/rows.ts';
import {
  academicPeriods,
  campuses,
  classes,
  classSubjects,
  departments,
  preschools,
  subjects,
  teacherSubjects,
  users,
} from '../db/schema.ts';
import { insertUsers } from '../db/users.ts';
import { DEMO_PASSWORD, demoStaff, type SeededIds } from './demo.ts';
import type { DemoCalendar } from './demo-calendar.ts';
import { BOYS, GIRLS, SURNAMES } from './names.ts';
import type { Random } from './random.ts';

export const SESSION = '2025/2026';
export const STUDENTS_PER_ARM = 25;
export const PUPILS_PER_PRESCHOOL = 10;

const JUNIOR = [
  'Mathematics',
  'English Language',
  'Basic Science',
  'Basic Technology',
  'Civic Education',
  'Computer Studies',
  'Yorùbá',
  'Agricultural Science',
];
const SENIOR = [
  'Mathematics',
  'English Language',
  'Biology',
  'Chemistry',
  'Physics',
  'Economics',
  'Government',
  'Literature in English',
];

/**
 * Twelve teachers: the demo `teacher` (Eze Ngozi) first. Each names the subjects they teach
 * (junior or senior classes), their department and the arm they are class teacher of.
 */
const TEACHERS = [
  {
    name: ['Eze', 'Ngozi', 'female'],
    dept: 'SCI',
    arm: ['JSS 1', 'A'],
    teaches: ['J:Mathematics'],
  },
  {
    name: ['Adébáyọ̀', 'Fẹ́mi', 'male'],
    dept: 'LAN',
    arm: ['JSS 1', 'B'],
    teaches: ['J:English Language', 'S:Literature in English'],
  },
  {
    name: ['Okonkwo', 'Chiamaka', 'female'],
    dept: 'SCI',
    arm: ['JSS 2', 'A'],
    teaches: ['J:Basic Science', 'S:Biology'],
  },
  {
    name: ['Ibrahim', 'Musa', 'male'],
    dept: 'SCI',
    arm: ['JSS 2', 'B'],
    teaches: ['J:Basic Technology', 'S:Physics'],
  },
  {
    name: ['Àjàyí', 'Ṣadé', 'female'],
    dept: 'ART',
    arm: ['JSS 3', 'A'],
    teaches: ['J:Civic Education', 'S:Government'],
  },
  {
    name: ['Nwosu', 'Chukwuemeka', 'male'],
    dept: 'SCI',
    arm: ['JSS 3', 'B'],
    teaches: ['J:Computer Studies'],
  },
  {
    name: ['Ọlátúnjí', 'Ọlá', 'female'],
    dept: 'LAN',
    arm: ['SSS 1', 'A'],
    teaches: ['J:Yorùbá', 'S:English Language'],
  },
  {
    name: ['Yusuf', 'Aisha', 'female'],
    dept: 'SCI',
    arm: ['SSS 1', 'B'],
    teaches: ['J:Agricultural Science', 'S:Chemistry'],
  },
  {
    name: ['Okeke', 'Obinna', 'male'],
    dept: 'SCI',
    arm: ['SSS 2', 'A'],
    teaches: ['S:Mathematics'],
  },
  {
    name: ['Babátúndé', 'Kẹ́mi', 'female'],
    dept: 'SOC',
    arm: ['SSS 2', 'B'],
    teaches: ['S:Economics'],
  },
  {
    name: ['Usman', 'Aliyu', 'male'],
    dept: 'ART',
    arm: ['SSS 3', 'A'],
    teaches: ['J:Civic Education'],
  },
  {
    name: ['Akínwùmí', 'Túndé', 'male'],
    dept: 'SCI',
    arm: ['SSS 3', 'B'],
    teaches: ['S:Mathematics'],
  },
] as const;

export interface Arm {
  classId: bigint;
  className: string;
  subClass: string;
  classTeacherId: bigint;
  studentIds: bigint[];
  /** subject id → its teacher in this arm */
  subjectTeachers: Map<bigint, bigint>;
}

export interface DemoSchool {
  schId: bigint;
  campusId: bigint;
  preschoolCampusId: bigint;
  arms: Arm[];
  subjectIds: Map<string, bigint>;
  teacherIds: bigint[];
  preschoolIds: bigint[];
  /** The demo's dates, from the day it is seeded. */
  calendar: DemoCalendar;
}

export async function seedDemoSchool(
  db: Db,
  ids: SeededIds,
  random: Random,
  calendar: DemoCalendar,
): Promise<DemoSchool> {
  const { schId, campusId } = ids.demo;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const preschoolCampus = one(
      await tx
        .insert(campuses)
        .values({
          schId,
          name: 'Little Stars Campus',
          email: 'littlestars@demo.schoolmates.test',
          phoneno: '+234 800 000 0002',
          address: '4 Ọbá Akran Avenue, Ikeja',
          state: 'Lagos',
          isPreschool: true,
        })
        .returning(),
    );
    const preschoolRows = await tx
      .insert(preschools)
      .values(
        ['Nursery 1', 'Nursery 2'].map((name) => ({ schId, campusId: preschoolCampus.id, name })),
      )
      .returning();

    // The Second Term exists on both campuses; its mid-term is the current period.
    await tx
      .update(academicPeriods)
      .set({ isCurrent: false })
      .where(eq(academicPeriods.campusId, campusId));
    await tx.insert(academicPeriods).values([
      ...(['First Half', 'Second Half'] as const).map((period) => ({
        schId,
        campusId: preschoolCampus.id,
        period,
        term: 'First Term' as const,
        session: SESSION,
      })),
      ...[campusId, preschoolCampus.id].flatMap((campus) =>
        (['First Half', 'Second Half'] as const).map((period) => ({
          schId,
          campusId: campus,
          period,
          term: 'Second Term' as const,
          session: SESSION,
          isCurrent: period === 'First Half',
        })),
      ),
    ]);

    const known = await tx.select().from(subjects).where(eq(subjects.schId, schId));
    const missing = [...new Set([...JUNIOR, ...SENIOR])].filter(
      (name) => !known.some((s) => s.name === name),
    );
    const added = await tx
      .insert(subjects)
      .values(missing.map((name) => ({ schId, name })))
      .returning();
    const subjectIds = new Map([...known, ...added].map((s) => [s.name, s.id]));
    const classRows = await tx
      .select()
      .from(classes)
      .where(eq(classes.campusId, campusId))
      .orderBy(classes.id);
    // JSS 1 already takes the first five subjects (seedDemo); every class takes its level's.
    const offered = await tx.select().from(classSubjects).where(eq(classSubjects.schId, schId));
    await tx.insert(classSubjects).values(
      classRows.flatMap((c) =>
        (c.className.startsWith('JSS') ? JUNIOR : SENIOR)
          .map((name) => must(subjectIds.get(name)))
          .filter((id) => !offered.some((o) => o.classId === c.id && o.subjectId === id))
          .map((subjectId) => ({ schId, classId: c.id, session: SESSION, subjectId })),
      ),
    );

    await tx.insert(departments).values([
      { schId, code: 'LAN', name: 'Languages' },
      { schId, code: 'SOC', name: 'Social Sciences' },
    ]);
    const deptRows = await tx.select().from(departments).where(eq(departments.schId, schId));
    const deptId = (code: string) => must(deptRows.find((d) => d.code === code)).id;
    const classId = (name: string) => must(classRows.find((c) => c.className === name)).id;

    // The demo teacher is the first; the other eleven are new staff.
    await tx
      .update(users)
      .set({ departmentId: deptId('SCI') })
      .where(eq(users.id, ids.users.teacher));
    const newTeachers = await insertUsers(
      tx,
      TEACHERS.slice(1).map(({ name: [surname, firstname, gender], dept, arm }) => {
        return {
          ...demoStaff(
            { schId, campusId, passwordHash },
            usernameBase(firstname, surname),
            DESIGNATION.teacher,
            surname,
            firstname,
            gender,
          ),
          departmentId: deptId(dept),
          teacherType: 'class teacher' as const,
          classId: classId(arm[0]),
          subClass: arm[1],
        };
      }),
    );
    const teacherIds = [ids.users.teacher, ...newTeachers.map((t) => t.id)];
    await tx
      .update(users)
      .set({ departmentId: deptId('ART') })
      .where(and(eq(users.schId, schId), eq(users.id, ids.users.principal)));

    // Every subject of every arm has a teacher; where two teach it at a level they share the
    // classes (the first JSS/SSS 1 and 3, the second JSS/SSS 2).
    const arms: Arm[] = classRows.flatMap((c) =>
      c.subClasses.map((subClass) => {
        const level = c.className.startsWith('JSS') ? 'J' : 'S';
        const year = Number(c.className.split(' ')[1]) - 1;
        const subjectTeachers = new Map<bigint, bigint>();
        for (const name of level === 'J' ? JUNIOR : SENIOR) {
          const able = TEACHERS.flatMap((t, n) =>
            (t.teaches as readonly string[]).includes(`${level}:${name}`) ? [n] : [],
          );
          const n = must(able[year % able.length]);
          subjectTeachers.set(must(subjectIds.get(name)), must(teacherIds[n]));
        }
        const n = TEACHERS.findIndex((t) => t.arm[0] === c.className && t.arm[1] === subClass);
        return {
          classId: c.id,
          className: c.className,
          subClass,
          classTeacherId: must(teacherIds[n]),
          studentIds: [],
          subjectTeachers,
        };
      }),
    );
    // seedDemo already lets the demo teacher teach Mathematics in JSS 2 B.
    const taught = await tx.select().from(teacherSubjects).where(eq(teacherSubjects.schId, schId));
    await tx.insert(teacherSubjects).values(
      arms.flatMap((arm) =>
        [...arm.subjectTeachers]
          .filter(
            ([subjectId, staffId]) =>
              !taught.some(
                (t) =>
                  t.staffId === staffId &&
                  t.classId === arm.classId &&
                  t.subClass === arm.subClass &&
                  t.subjectId === subjectId,
              ),
          )
          .map(([subjectId, staffId]) => ({
            schId,
            staffId,
            classId: arm.classId,
            subClass: arm.subClass,
            subjectId,
            session: SESSION,
          })),
      ),
    );
    // Students: the demo student is the first of JSS 1 A; admission numbers follow DEMO/001.
    let admitted = 1;
    const person = (gender: 'male' | 'female') => ({
      surname: random.pick(SURNAMES),
      firstname: random.pick(gender === 'female' ? GIRLS : BOYS),
      middlename: random.pick(gender === 'female' ? GIRLS : BOYS),
    });
    const rows: (typeof users.$inferInsert)[] = [];
    for (const arm of arms) {
      const count =
        STUDENTS_PER_ARM - (arm.classId === ids.demo.classIds[0] && arm.subClass === 'A' ? 1 : 0);
      const year =
        2025 - Number(arm.className.split(' ')[1]) - (arm.className.startsWith('SSS') ? 3 : 0);
      for (let n = 0; n < count; n++) {
        admitted += 1;
        const gender = random.next() < 0.5 ? 'female' : 'male';
        const admissionNumber = `DEMO/${String(admitted).padStart(3, '0')}`;
        rows.push({
          schId,
          campusId,
          kind: 'student',
          designationId: DESIGNATION.student,
          username: studentUsername(admissionNumber, []),
          passwordHash,
          ...person(gender),
          gender,
          admissionNumber,
          dob: `${year - 11}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
          sessionAdmitted: SESSION,
          state: random.pick(['Lagos', 'Ọ̀yọ́', 'Ògùn', 'Anambra', 'Enugu', 'Kano', 'Kaduna']),
          nationality: 'Nigerian',
          classId: arm.classId,
          subClass: arm.subClass,
          admittedClassId: arm.classId,
          admittedSubClass: arm.subClass,
        });
      }
    }
    const pupils = preschoolRows.flatMap((p) =>
      Array.from({ length: PUPILS_PER_PRESCHOOL }, () => {
        admitted += 1;
        const gender = random.next() < 0.5 ? ('female' as const) : ('male' as const);
        const admissionNumber = `DEMO/${String(admitted).padStart(3, '0')}`;
        return {
          schId,
          campusId: preschoolCampus.id,
          kind: 'student' as const,
          designationId: DESIGNATION.student,
          username: studentUsername(admissionNumber, []),
          passwordHash,
          ...person(gender),
          gender,
          admissionNumber,
          dob: `202${random.int(1, 2)}-0${random.int(1, 9)}-1${random.int(0, 9)}`,
          sessionAdmitted: SESSION,
          preschoolId: p.id,
        };
      }),
    );
    const inserted = await insertUsers(tx, [...rows, ...pupils]);
    for (const arm of arms) {
      arm.studentIds = [
        ...(arm.classId === ids.demo.classIds[0] && arm.subClass === 'A'
          ? [ids.users.student]
          : []),
        ...inserted
          .filter((s) => s.classId === arm.classId && s.subClass === arm.subClass)
          .map((s) => s.id),
      ];
    }
    return {
      schId,
      campusId,
      preschoolCampusId: preschoolCampus.id,
      arms,
      subjectIds,
      teacherIds,
      preschoolIds: preschoolRows.map((p) => p.id),
      calendar,
    };
  });
}
