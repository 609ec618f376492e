/**
 * Tenant isolation, one table for every implemented operation that takes an id (in the
 * path, the query or the body): called by the demo school's superadmin (who sees every campus
 * of its own school, so only the school scope can refuse) with a real record of the OTHER
 * school. The answer is the same as for an id that exists nowhere, so nothing is revealed:
 * 404 for the record an operation is about, 422 on the field for a record a body refers to
 * (a form shows it beside the field), an empty list for a filter, or what the contract says
 * for that operation; and nothing is written. A guard fails when an operation that takes an
 * id has no row here.
 */
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadContract, type OperationId } from './contract.ts';
import { one } from './db/rows.ts';
import { departments, preschoolSubjects, preschools, subjects } from './db/schema.ts';
import { academicSetupHandlers } from './handlers/academic-setup.ts';
import { authHandlers } from './handlers/auth.ts';
import { dashboardHandlers } from './handlers/dashboard.ts';
import { guardiansHandlers } from './handlers/guardians.ts';
import { schoolSetupHandlers } from './handlers/school-setup.ts';
import { staffHandlers } from './handlers/staff.ts';
import { studentsHandlers } from './handlers/students.ts';
import { setup, type TestContext } from './test/harness.ts';

let t: TestContext;
/** The same app with its log kept: each 404 of another school's id writes a security line. */
let logged: FastifyInstance;
const lines: string[] = [];

/** Records of the other school (and one preschool of ours, for the body-list case). */
const their = { campus: '', class: '', admin: '', student: '', dept: '', subject: '' } as Record<
  'campus' | 'class' | 'admin' | 'student' | 'dept' | 'subject' | 'preschool' | 'psubject',
  string
>;
let ourPreschool = '';
let ourClass = '';

beforeAll(async () => {
  t = await setup();
  const db = t.database.db;
  const { other } = t.ids;
  const [dept, subject, preschool, otherPreschool] = await Promise.all([
    db.insert(departments).values({ schId: other.schId, code: 'OTH', name: 'Theirs' }).returning(),
    db.insert(subjects).values({ schId: other.schId, name: 'Their Subject' }).returning(),
    db
      .insert(preschools)
      .values({ schId: t.ids.demo.schId, campusId: t.ids.demo.campusId, name: 'Ours' })
      .returning(),
    db
      .insert(preschools)
      .values({ schId: other.schId, campusId: other.campusId, name: 'Theirs' })
      .returning(),
  ]);
  const psubject = one(
    await db
      .insert(preschoolSubjects)
      .values({
        schId: other.schId,
        campusId: other.campusId,
        period: 'First Half',
        term: 'First Term',
        session: '2025/2026',
        subject: 'Their Rhymes',
        category: 'evaluation_report',
        topics: ['x'],
      })
      .returning(),
  );
  Object.assign(their, {
    campus: String(other.campusId),
    class: String(other.classId),
    admin: String(t.ids.users['other-admin']),
    student: String(t.ids.users['other-student']),
    dept: String(one(dept).id),
    subject: String(one(subject).id),
    preschool: String(one(otherPreschool).id),
    psubject: String(psubject.id),
  });
  ourPreschool = String(one(preschool).id);
  ourClass = String(t.ids.demo.classIds[0]);
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  logged = await buildApp({
    db,
    outbox: t.outbox,
    config: { ...t.config, logLevel: 'warn' },
    logStream: stream,
  });
  await logged.ready();
});
afterAll(async () => {
  await logged?.close();
  await t?.close();
});

type Expectation =
  | 404
  | 403
  | { field: string } // 422 naming the field, nothing written
  | 'empty' // a filter: an empty list
  | ((res: LightMyRequestResponse) => void); // the contract's own rule

interface Case {
  op: OperationId;
  /** The id parameter or body property this row is about. */
  param: string;
  request: () => [InjectOptions['method'], string, object?];
  expect: Expectation;
  as?: string;
}

const P = 'First%20Half/First%20Term/2025%2F2026';
const period = { period: 'First Half', term: 'First Term', session: '2031/2032' } as const;
const staff = { surname: 'Ade', firstname: 'Bola', designation_id: 4, gender: 'female' } as const;
const student = {
  surname: 'Eze',
  firstname: 'Chi',
  gender: 'male',
  dob: '2012-03-04',
  session_admitted: '2025/2026',
  admission_number: 'ISO/1',
} as const;

// biome-ignore format: one line per case reads as a table
const CASES: Case[] = [
  // school setup
  { op: 'updateCampus', param: 'id', request: () => ['PATCH', `/campus/${their.campus}`, { state: 'X' }], expect: 404 },
  { op: 'deleteCampus', param: 'id', request: () => ['DELETE', `/campus/${their.campus}`], expect: 404 },
  { op: 'disableCampus', param: 'id', request: () => ['PATCH', `/disablecampus/${their.campus}`], expect: 404 },
  { op: 'enableCampus', param: 'id', request: () => ['PATCH', `/enablecampus/${their.campus}`], expect: 404 },
  { op: 'listClasses', param: 'campus_id', request: () => ['GET', `/class?campus_id=${their.campus}`], expect: 404 },
  { op: 'createClass', param: 'campus_id', request: () => ['POST', '/class', { class_name: 'X', campus_id: their.campus }], expect: 404 },
  { op: 'updateClass', param: 'id', request: () => ['PATCH', `/class/${their.class}`, { class_name: 'X' }], expect: 404 },
  { op: 'deleteClass', param: 'id', request: () => ['DELETE', `/class/${their.class}`], expect: 404 },
  { op: 'listStudentsByClass', param: 'class_id', request: () => ['GET', `/studentbyclass/${their.class}`], expect: 404 },
  { op: 'updateDepartment', param: 'id', request: () => ['PATCH', `/department/${their.dept}`, { department_name: 'X' }], expect: 404 },
  { op: 'deleteDepartment', param: 'id', request: () => ['DELETE', `/department/${their.dept}`], expect: 404 },
  { op: 'listPreschools', param: 'campus_id', request: () => ['GET', `/preschool?campus_id=${their.campus}`], expect: 404 },
  { op: 'createPreschool', param: 'campus_id', request: () => ['POST', '/preschool', { name: 'X', campus_id: their.campus }], expect: 404 },
  { op: 'getPreschool', param: 'id', request: () => ['GET', `/preschool/${their.preschool}`], expect: 404 },
  { op: 'updatePreschool', param: 'id', request: () => ['PATCH', `/preschool/${their.preschool}`, { name: 'X' }], expect: 404 },
  { op: 'deletePreschool', param: 'id', request: () => ['DELETE', `/preschool/${their.preschool}`], expect: 404 },
  // academic setup
  { op: 'listAcademicPeriods', param: 'campus_id', request: () => ['GET', `/getacademicperiod?campus_id=${their.campus}`], expect: 404 },
  { op: 'createAcademicPeriod', param: 'campus_id', request: () => ['POST', '/academicperiod', { ...period, campus_id: their.campus }], expect: 404 },
  { op: 'getCurrentAcademicPeriod', param: 'campus_id', request: () => ['GET', `/current/academicperiod?campus_id=${their.campus}`], expect: 404 },
  { op: 'setCurrentAcademicPeriod', param: 'campus_id', request: () => ['POST', '/current/academicperiod', { ...period, campus_id: their.campus }], expect: 404 },
  { op: 'assignSubjectsToClass', param: 'class_id', request: () => ['POST', '/subjects-to-class', { class_id: their.class, session: '2025/2026', subject_ids: [] }], expect: 404 },
  { op: 'assignSubjectsToClass', param: 'subject_ids', request: () => ['POST', '/subjects-to-class', { class_id: ourClass, session: '2025/2026', subject_ids: [their.subject] }], expect: { field: 'subject_ids.0' } },
  { op: 'getClassSubjects', param: 'class_id', request: () => ['GET', `/subject/${their.class}?session=2025%2F2026`], expect: 404 },
  { op: 'getClassSubjectsById', param: 'class_id', request: () => ['GET', `/subjectby/${their.class}?session=2025%2F2026`], expect: 404 },
  { op: 'updateSubject', param: 'id', request: () => ['PATCH', `/subjects/${their.subject}`, { subject: 'X' }], expect: 404 },
  { op: 'deleteSubject', param: 'id', request: () => ['DELETE', `/subjects/${their.subject}`], expect: 404 },
  { op: 'listPreschoolClassSubjects', param: 'preschool_id', request: () => ['GET', `/preschoolsubjects/${P}/${their.preschool}`], expect: 404 },
  { op: 'listPreschoolSubjects', param: 'campus_id', request: () => ['GET', `/preschoolsubject/${P}?campus_id=${their.campus}`], expect: 404 },
  { op: 'createPreschoolSubject', param: 'campus_id', request: () => ['POST', '/preschoolsubject', { ...period, subject: 'X', category: 'evaluation_report', topic: ['x'], campus_id: their.campus }], expect: 404 },
  { op: 'updatePreschoolSubject', param: 'id', request: () => ['PATCH', `/preschoolsubject/${their.psubject}`, { subject: 'X' }], expect: 404 },
  { op: 'deletePreschoolSubject', param: 'id', request: () => ['DELETE', `/preschoolsubject/${their.psubject}`], expect: 404 },
  { op: 'assignPreschoolSubjects', param: 'preschool_id', request: () => ['POST', '/preschoolsubjectclass', { ...period, session: '2025/2026', preschool_id: their.preschool, subject_ids: [] }], expect: 404 },
  { op: 'assignPreschoolSubjects', param: 'subject_ids', request: () => ['POST', '/preschoolsubjectclass', { ...period, session: '2025/2026', preschool_id: ourPreschool, subject_ids: [their.psubject] }], expect: { field: 'subject_ids.0' } },
  // people
  { op: 'listStaff', param: 'campus_id', request: () => ['GET', `/staff?campus_id=${their.campus}`], expect: 404 },
  { op: 'createStaff', param: 'campus_id', request: () => ['POST', '/staff', { ...staff, campus_id: their.campus }], expect: 404 },
  { op: 'createStaff', param: 'department_id', request: () => ['POST', '/staff', { ...staff, department_id: their.dept }], expect: { field: 'department_id' } },
  { op: 'createStaff', param: 'class_id', request: () => ['POST', '/staff', { ...staff, teacher_type: 'class teacher', class_id: their.class }], expect: { field: 'class_id' } },
  { op: 'updateStaff', param: 'id', request: () => ['PATCH', `/staff/${their.admin}`, { surname: 'X' }], expect: 404 },
  { op: 'updateStaff', param: 'campus_id', request: () => ['PATCH', `/staff/${t.ids.users.teacher}`, { campus_id: their.campus }], expect: 404 },
  { op: 'updateStaff', param: 'department_id', request: () => ['PATCH', `/staff/${t.ids.users.teacher}`, { department_id: their.dept }], expect: { field: 'department_id' } },
  { op: 'updateStaff', param: 'class_id', request: () => ['PATCH', `/staff/${t.ids.users.teacher}`, { class_id: their.class }], expect: { field: 'class_id' } },
  { op: 'deleteStaff', param: 'id', request: () => ['DELETE', `/staff/${their.admin}`], expect: 404 },
  { op: 'issueStaffOneTimePassword', param: 'id', request: () => ['POST', `/staff/${their.admin}/one-time-password`], expect: 404 },
  { op: 'disableStaff', param: 'id', request: () => ['PATCH', `/disablestaff/${their.admin}`], expect: 404 },
  { op: 'enableStaff', param: 'id', request: () => ['PATCH', `/enablestaff/${their.admin}`], expect: 404 },
  { op: 'listStaffAttendance', param: 'campus_id', request: () => ['GET', `/staffattendance?campus_id=${their.campus}`], expect: 404 },
  { op: 'listStaffAttendance', param: 'staff_id', request: () => ['GET', `/staffattendance?staff_id=${their.admin}`], expect: 'empty' },
  { op: 'saveStaffAttendance', param: 'staff_id', request: () => ['POST', '/staffattendance', { date_in: '2026-01-13', entries: [{ staff_id: their.admin, status: 'absent' }] }], expect: { field: 'entries.0.staff_id' } },
  { op: 'setDirectorOfStudies', param: 'staff_id', request: () => ['POST', '/add-dos', { staff_id: their.admin }], expect: 404 },
  { op: 'getDirectorOfStudies', param: 'campus_id', request: () => ['GET', `/dos?campus_id=${their.campus}`], expect: 404 },
  { op: 'listStudents', param: 'campus_id', request: () => ['GET', `/student?campus_id=${their.campus}`], expect: 404 },
  { op: 'listStudents', param: 'class_id', request: () => ['GET', `/student?class_id=${their.class}`], expect: 'empty' },
  { op: 'createStudent', param: 'campus_id', request: () => ['POST', '/student', { ...student, class_id: ourClass, campus_id: their.campus }], expect: 404 },
  { op: 'createStudent', param: 'class_id', request: () => ['POST', '/student', { ...student, class_id: their.class }], expect: { field: 'class_id' } },
  { op: 'createStudent', param: 'admitted_class_id', request: () => ['POST', '/student', { ...student, class_id: ourClass, admitted_class_id: their.class }], expect: { field: 'admitted_class_id' } },
  { op: 'importStudents', param: 'campus_id', request: () => ['POST', '/student/import', { dry_run: true, campus_id: their.campus, rows: [{ surname: 'X' }] }], expect: 404 },
  { op: 'importStaff', param: 'campus_id', request: () => ['POST', '/staff/import', { dry_run: true, campus_id: their.campus, rows: [{ surname: 'X' }] }], expect: 404 },
  { op: 'updateStudent', param: 'id', request: () => ['PATCH', `/student/${their.student}`, { surname: 'X' }], expect: 404 },
  { op: 'updateStudent', param: 'class_id', request: () => ['PATCH', `/student/${t.ids.users.student}`, { class_id: their.class }], expect: { field: 'class_id' } },
  { op: 'updateStudent', param: 'admitted_class_id', request: () => ['PATCH', `/student/${t.ids.users.student}`, { admitted_class_id: their.class }], expect: { field: 'admitted_class_id' } },
  { op: 'deleteStudent', param: 'id', request: () => ['DELETE', `/student/${their.student}`], expect: 404 },
  { op: 'issueStudentOneTimePassword', param: 'id', request: () => ['POST', `/student/${their.student}/one-time-password`], expect: 404 },
  { op: 'enableStudent', param: 'id', request: () => ['PATCH', `/enablestudent/${their.student}`], expect: 404 },
  { op: 'disableStudent', param: 'id', request: () => ['PATCH', `/disablestudent/${their.student}`], expect: 404 },
  { op: 'issueClassLoginSlips', param: 'class_id', request: () => ['POST', '/login-slips', { class_id: their.class, include_activated: true }], expect: 404 },
  { op: 'issueClassLoginSlips', param: 'student_ids', request: () => ['POST', '/login-slips', { class_id: ourClass, student_ids: [their.student], include_activated: true }], expect: 'empty' },
  { op: 'promoteStudents', param: 'from_class_id', request: () => ['PATCH', '/promote-students', { from_class_id: their.class, student_ids: [their.student], action: 'graduate' }], expect: 404 },
  { op: 'promoteStudents', param: 'to_class_id', request: () => ['PATCH', '/promote-students', { from_class_id: ourClass, to_class_id: their.class, student_ids: [String(t.ids.users.student)], action: 'promote' }], expect: 404 },
  { op: 'promoteStudents', param: 'student_ids', request: () => ['PATCH', '/promote-students', { from_class_id: ourClass, student_ids: [their.student], action: 'graduate' }], expect: { field: 'student_ids.0' } },
  // Another school's id in the path is not quietly replaced by the caller's (issue 12 point 9).
  {
    op: 'getAdmissionNumberSettings',
    param: 'school_id',
    request: () => ['GET', `/admission-number/settings/${t.ids.other.schId}`],
    expect: 404,
  },
  // The contract: a student's own id only, 403 otherwise.
  { op: 'updateStudentProfile', param: 'id', as: 'student', request: () => ['PATCH', `/profile/${their.student}`, { home_address: 'X' }], expect: 403 },
  // dashboard
  ...(
    [
      ['getSchoolPopulation', 'schoolpopulation'],
      ['getStudentPopulation', 'studentpopulation'],
      ['getStaffPopulation', 'staffpopulation'],
      ['getTeacherPopulation', 'teacherpopulation'],
    ] as const
  ).map(
    ([op, path]): Case => ({
      op,
      param: 'campus_id',
      request: () => ['GET', `/${path}?campus_id=${their.campus}`],
      expect: 404,
    }),
  ),
  // Guardians (issue 28): another school's user is no guardian here, nor its student a child.
  { op: 'listGuardians', param: 'student_id', request: () => ['GET', `/guardians?student_id=${their.student}`], expect: 'empty' },
  { op: 'createGuardian', param: 'student_id', request: () => ['POST', '/guardians', { surname: 'Their', firstname: 'Mother', phone: '08039990000', children: [{ student_id: their.student, relationship: 'mother' }] }], expect: 404 },
  { op: 'getGuardian', param: 'id', request: () => ['GET', `/guardians/${their.admin}`], expect: 404 },
  { op: 'updateGuardian', param: 'id', request: () => ['PATCH', `/guardians/${their.admin}`, { firstname: 'X' }], expect: 404 },
  { op: 'inviteGuardian', param: 'id', request: () => ['POST', `/guardians/${their.admin}/invitation`], expect: 404 },
  { op: 'linkGuardian', param: 'id', request: () => ['PUT', `/guardians/${their.admin}/children/${t.ids.users.student}`, { relationship: 'mother' }], expect: 404 },
  { op: 'linkGuardian', param: 'student_id', request: () => ['PUT', `/guardians/${t.ids.users.parent}/children/${their.student}`, { relationship: 'mother' }], expect: 404 },
  { op: 'unlinkGuardian', param: 'id', request: () => ['DELETE', `/guardians/${their.admin}/children/${t.ids.users.student}`], expect: 404 },
  { op: 'unlinkGuardian', param: 'student_id', request: () => ['DELETE', `/guardians/${t.ids.users.parent}/children/${their.student}`], expect: 404 },
  // Another school's id is 404, not the caller's own announcements (issue 12 point 9).
  {
    op: 'listAnnouncements',
    param: 'sch_id',
    request: () => ['GET', `/announcements?sch_id=${t.ids.other.schId}`],
    expect: 404,
  },
];

/** Id-like names that are not records of a school, or are covered elsewhere (with why). */
const NOT_RECORD_IDS: Partial<Record<OperationId, readonly string[]>> = {
  createDepartment: ['department_id'], // the department's code, not a record id
  updateDepartment: ['department_id'],
};
const NOT_RECORD_ID_NAMES = new Set([
  'designation_id', // a role number (1..7), the same for every school
]);
/** `*_file_id`: files.test.ts refuses another school's upload on every field (422). */
const isFileId = (name: string) => name.endsWith('_file_id');

/** The areas of issue 3 (files have their own tests; results theirs). */
const AREAS = new Set(
  Object.keys({
    ...authHandlers,
    ...schoolSetupHandlers,
    ...academicSetupHandlers,
    ...staffHandlers,
    ...studentsHandlers,
    ...guardiansHandlers,
    ...dashboardHandlers,
  }),
);

/** Every id-taking (operation, name) of those areas, from the contract. */
function idParameters(): string[] {
  const { spec } = loadContract() as unknown as { spec: Spec };
  const resolve = (s: Schema | undefined): Schema | undefined =>
    s?.$ref
      ? resolve(
          s.$ref
            .split('/')
            .slice(1)
            .reduce<Schema>((o, k) => (o as never)[k], spec as never),
        )
      : s;
  const names = (schema: Schema | undefined): string[] => {
    const s = resolve(schema);
    if (!s) return [];
    return Object.entries(s.properties ?? {}).flatMap(([name, value]) => {
      const items = resolve(resolve(value)?.items);
      return [...(/_ids?$/.test(name) ? [name] : []), ...(items?.properties ? names(items) : [])];
    });
  };
  const out: string[] = [];
  for (const item of Object.values(spec.paths)) {
    for (const op of Object.values(item)) {
      if (!op?.operationId || !AREAS.has(op.operationId)) continue;
      const params = (op.parameters ?? []).map((p) => resolve(p) as { name: string });
      const all = [
        ...params.map((p) => p.name).filter((n) => n === 'id' || /_ids?$/.test(n)),
        ...names(op.requestBody?.content?.['application/json']?.schema),
      ];
      for (const name of new Set(all)) {
        const skip =
          NOT_RECORD_ID_NAMES.has(name) ||
          isFileId(name) ||
          NOT_RECORD_IDS[op.operationId as OperationId]?.includes(name);
        if (!skip) out.push(`${op.operationId} ${name}`);
      }
    }
  }
  return out.sort();
}

interface Schema {
  $ref?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
}
interface Spec {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId?: string;
        parameters?: Schema[];
        requestBody?: { content?: Record<string, { schema?: Schema }> };
      }
    >
  >;
}

describe('another school’s records', () => {
  it('every implemented operation that takes an id has a row here', () => {
    const covered = new Set(CASES.map((c) => `${c.op} ${c.param}`));
    expect(idParameters().filter((p) => !covered.has(p))).toEqual([]);
  });

  it.each(CASES.map((c) => [`${c.op} (${c.param})`, c] as const))(
    '%s: 404 or the contract’s rule, nothing written',
    async (_name, c) => {
      const as = c.as ?? 'superadmin';
      await t.token(as); // signing in writes a session: before counting
      const before = await t.rowCount();
      const [method, url, body] = c.request();
      lines.length = 0;
      const res = await logged.inject({
        method,
        url: `/api${url}`,
        headers: { authorization: `Bearer ${await t.token(as)}` },
        ...(body ? { payload: body } : {}),
      });
      const e = c.expect;
      if (typeof e === 'number') {
        expect(res.statusCode, res.body).toBe(e);
        if (e === 404) {
          // who asked, for which operation and id (issue 25 point 28)
          const security = lines
            .map((line) => JSON.parse(line) as Record<string, unknown>)
            .filter((line) => line.security);
          expect(security.map((l) => [l.operation, l.field])).toContainEqual([c.op, c.param]);
          expect(security[0]).toMatchObject({
            userId: String(t.ids.users[as as keyof typeof t.ids.users]),
            schId: String(t.ids.demo.schId),
          });
          expect([...Object.values(their), String(t.ids.other.schId)]).toContain(security[0]?.id);
        }
      } else if (e === 'empty') {
        expect(res.statusCode, res.body).toBeLessThan(300);
        expect(res.json().data).toEqual([]);
      } else if (typeof e === 'function') {
        expect(res.statusCode, res.body).toBe(200);
        e(res);
      } else {
        expect(res.statusCode, res.body).toBe(422);
        expect(Object.keys(res.json().errors)).toContain(e.field);
      }
      expect(await t.rowCount()).toBe(before);
    },
  );
});
