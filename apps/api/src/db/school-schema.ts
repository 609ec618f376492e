/**
 * The school and its people: schools, campuses, users and their sign-in, classes, subjects,
 * periods (the other areas' tables are in their own `*-schema.ts`; `schema.ts` gathers all).
 * Rules of the whole database (Drizzle, `casing: 'snake_case'`: the TypeScript names are
 * camelCase, the columns snake_case):
 * - ids are `bigint` identities, read as JS `bigint` and sent on the wire as decimal strings;
 * - every school-owned table has `sch_id`, and `campus_id` where the row belongs to a campus;
 *   every query on them filters by the caller's `sch_id` (taken from the session); every key
 *   of such a table includes `sch_id` (keys.ts: `schoolKey`, `sameSchool`; the few tables that
 *   are not school-owned are `REFERENCE_TABLES` there);
 * - closed value sets of the contract (term, period, statuses) are checked text (values.ts);
 * - uniqueness rules of the product (DECISIONS #5, #13) are unique indexes, so a race cannot
 *   break them; the handlers turn a unique violation into 409.
 * After a change: `pnpm --filter @schoolmates/api db:generate` writes a migration to drizzle/.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns.ts';
import { oneOf, sameSchool, schoolKey } from './keys.ts';
import { folded } from './names.ts';
import {
  CAMPUS_STATUSES,
  CAMPUS_TYPES,
  GENDERS,
  PERIODS,
  PLANS,
  PRESCHOOL_SUBJECT_CATEGORIES,
  PRIORITIES,
  SCHOOL_TYPES,
  STAFF_ATTENDANCE_STATUSES,
  TEACHER_TYPES,
  TERMS,
  USER_STATUSES,
} from './values.ts';

/** The id of a school-owned row: half of its primary key (keys.ts `schoolKey`). */

/** The tenants: a reference table (keys.ts). */
export const schools = pgTable(
  'schools',
  {
    id: bigint({ mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    schoolType: text().$type<(typeof SCHOOL_TYPES)[number]>().notNull(),
    plan: text().$type<(typeof PLANS)[number]>().notNull().default('STARTER PLAN'),
    address: text(),
    phone: text(),
    email: text(),
    motto: text(),
    website: text(),
    logo: text(),
    country: text(),
    admissionAutoGenerate: boolean().notNull().default(false),
    admissionInitial: text(),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('schools_school_type_check', t.schoolType, SCHOOL_TYPES),
    oneOf('schools_plan_check', t.plan, PLANS),
  ],
);

export const campuses = pgTable(
  'campuses',
  {
    id: id(),
    schId: ref()
      .notNull()
      .references(() => schools.id),
    name: text().notNull(),
    email: text().notNull(),
    phoneno: text().notNull(),
    address: text().notNull(),
    state: text().notNull(),
    image: text(),
    campusType: text().$type<(typeof CAMPUS_TYPES)[number]>(),
    isPreschool: boolean().notNull().default(false),
    status: text().$type<(typeof CAMPUS_STATUSES)[number]>().notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    schoolKey('campuses', t.id, t.schId),
    uniqueIndex('campuses_school_name').on(t.schId, sql`lower(${t.name})`),
    oneOf('campuses_campus_type_check', t.campusType, CAMPUS_TYPES),
    oneOf('campuses_status_check', t.status, CAMPUS_STATUSES),
  ],
);

export const departments = pgTable(
  'departments',
  {
    id: id(),
    schId: ref()
      .notNull()
      .references(() => schools.id),
    code: text().notNull(),
    name: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    schoolKey('departments', t.id, t.schId),
    uniqueIndex('departments_school_code').on(t.schId, sql`lower(${t.code})`),
    uniqueIndex('departments_school_name').on(t.schId, sql`lower(${t.name})`),
  ],
);

export const classes = pgTable(
  'classes',
  {
    id: id(),
    schId: ref()
      .notNull()
      .references(() => schools.id),
    campusId: ref().notNull(),
    className: text().notNull(),
    subClasses: text().array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    schoolKey('classes', t.id, t.schId),
    sameSchool('classes_campus_fk', t.schId, t.campusId, campuses),
    uniqueIndex('classes_campus_name').on(t.schId, t.campusId, sql`lower(${t.className})`),
  ],
);

/** Every staff member and student: one table so that sign-in and sessions are one thing. */
export const users = pgTable(
  'users',
  {
    id: id(),
    schId: ref()
      .notNull()
      .references(() => schools.id),
    campusId: ref().notNull(),
    kind: text().$type<'staff' | 'student' | 'guardian'>().notNull(),
    /** 1 Admin, 2 Account, 3 Principal, 4 Teacher, 6 Super Admin, 7 Student, 8 Guardian. */
    designationId: integer().notNull(),
    username: text().notNull(),
    email: text(),
    passwordHash: text().notNull(),
    mustChangePassword: boolean().notNull().default(false),
    status: text().$type<(typeof USER_STATUSES)[number]>().notNull().default('active'),
    surname: text().notNull(),
    firstname: text().notNull(),
    middlename: text(),
    gender: text().$type<(typeof GENDERS)[number]>(),
    /** A guardian's phone is kept in international form (`+234…`): they sign in with it. */
    phone: text(),
    /** A guardian's WhatsApp number, when it is not their phone. */
    whatsapp: text(),
    address: text(),
    image: text(),
    signature: text(),
    // staff
    departmentId: ref(),
    teacherType: text().$type<(typeof TEACHER_TYPES)[number]>(),
    // staff (class teacher's arm) and students (present class)
    classId: ref(),
    subClass: text(),
    // students of a preschool campus are in a preschool instead of a class
    preschoolId: ref(),
    // students
    admissionNumber: text(),
    dob: date({ mode: 'string' }),
    nationality: text(),
    state: text(),
    sessionAdmitted: text(),
    admittedClassId: ref(),
    admittedSubClass: text(),
    genotype: text(),
    bloodGroup: text(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    schoolKey('users', t.id, t.schId),
    sameSchool('users_campus_fk', t.schId, t.campusId, campuses),
    sameSchool('users_department_fk', t.schId, t.departmentId, departments),
    sameSchool('users_class_fk', t.schId, t.classId, classes),
    sameSchool('users_preschool_fk', t.schId, t.preschoolId, preschools),
    sameSchool('users_admitted_class_fk', t.schId, t.admittedClassId, classes),
    // Sign-in looks a name up portal-wide; `usernames` keeps it unique portal-wide.
    uniqueIndex('users_username').on(sql`lower(${t.username})`, t.schId),
    // E-mails are unique per school (DECISIONS #17); led by the e-mail for sign-in by e-mail.
    uniqueIndex('users_email').on(sql`lower(${t.email})`, t.schId),
    uniqueIndex('users_school_admission_number').on(t.schId, sql`lower(${t.admissionNumber})`),
    // lists page by (school, kind, campus) in name order (byName, src/db/names.ts): the index
    // gives the page directly
    index('users_school_kind_name').on(
      t.schId,
      t.kind,
      t.campusId,
      folded(t.surname),
      folded(t.firstname),
      t.surname,
      t.firstname,
      t.id,
    ),
    index('users_class').on(t.classId),
    // A guardian signs in with their phone, which may be in several schools (like an e-mail).
    index('users_guardian_phone').on(t.phone).where(sql`${t.kind} = 'guardian'`),
    oneOf('users_status_check', t.status, USER_STATUSES),
    oneOf('users_gender_check', t.gender, GENDERS),
    oneOf('users_teacher_type_check', t.teacherType, TEACHER_TYPES),
  ],
);

/**
 * Every username of the portal, lower-cased: unique across schools (DECISIONS #13), which a
 * table distributed by `sch_id` cannot enforce. A reference table, written with its users by
 * db/users.ts in the same transaction (no trigger: on Citus one would query
 * from a shard); a taken name fails the user's insert with a unique violation.
 */
export const usernames = pgTable('usernames', {
  name: text().primaryKey(),
  schId: ref()
    .notNull()
    .references(() => schools.id),
  userId: ref().notNull(),
});

/** Sessions: only sha256(token) is stored; the raw token exists only in the client. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    schId: ref()
      .notNull()
      .references(() => schools.id),
    userId: ref().notNull(),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    schoolKey('sessions', t.id, t.schId),
    sameSchool('sessions_user_fk', t.schId, t.userId, users).onDelete('cascade'),
    uniqueIndex('sessions_token_hash').on(t.tokenHash, t.schId),
    index('sessions_user').on(t.userId),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    schId: ref()
      .notNull()
      .references(() => schools.id),
    userId: ref().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    schoolKey('password_resets', t.id, t.schId),
    sameSchool('password_resets_user_fk', t.schId, t.userId, users).onDelete('cascade'),
    uniqueIndex('password_resets_token_hash').on(t.tokenHash, t.schId),
  ],
);

/** Failed sign-ins per account name, for the per-account limit (soft, windowed). Reference. */
export const signInFailures = pgTable('sign_in_failures', {
  account: text().primaryKey(),
  failures: integer().notNull().default(0),
  windowStartedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const subjects = pgTable(
  'subjects',
  {
    id: id(),
    schId: ref()
      .notNull()
      .references(() => schools.id),
    name: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    schoolKey('subjects', t.id, t.schId),
    uniqueIndex('subjects_school_name').on(t.schId, sql`lower(${t.name})`),
  ],
);

/** A class's subjects for one session (`subjects-to-class`). */
export const classSubjects = pgTable(
  'class_subjects',
  {
    schId: ref()
      .notNull()
      .references(() => schools.id),
    classId: ref().notNull(),
    session: text().notNull(),
    subjectId: ref().notNull(),
  },
  (t) => [
    schoolKey('class_subjects', t.classId, t.session, t.subjectId, t.schId),
    sameSchool('class_subjects_class_fk', t.schId, t.classId, classes).onDelete('cascade'),
    sameSchool('class_subjects_subject_fk', t.schId, t.subjectId, subjects),
  ],
);

/** Subjects a subject teacher teaches in a class arm for a session. */
export const teacherSubjects = pgTable(
  'teacher_subjects',
  {
    id: id(),
    schId: ref()
      .notNull()
      .references(() => schools.id),
    staffId: ref().notNull(),
    classId: ref().notNull(),
    subClass: text(),
    subjectId: ref().notNull(),
    session: text().notNull(),
  },
  (t) => [
    schoolKey('teacher_subjects', t.id, t.schId),
    sameSchool('teacher_subjects_staff_fk', t.schId, t.staffId, users).onDelete('cascade'),
    sameSchool('teacher_subjects_class_fk', t.schId, t.classId, classes).onDelete('cascade'),
    sameSchool('teacher_subjects_subject_fk', t.schId, t.subjectId, subjects),
    index('teacher_subjects_staff').on(t.staffId, t.session),
  ],
);

export const academicPeriods = pgTable(
  'academic_periods',
  {
    id: id(),
    schId: ref()
      .notNull()
      .references(() => schools.id),
    campusId: ref().notNull(),
    period: text().$type<(typeof PERIODS)[number]>().notNull(),
    term: text().$type<(typeof TERMS)[number]>().notNull(),
    session: text().notNull(),
    isCurrent: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    schoolKey('academic_periods', t.id, t.schId),
    sameSchool('academic_periods_campus_fk', t.schId, t.campusId, campuses),
    uniqueIndex('academic_periods_campus_period').on(
      t.campusId,
      t.period,
      t.term,
      t.session,
      t.schId,
    ),
    uniqueIndex('academic_periods_one_current').on(t.campusId, t.schId).where(sql`${t.isCurrent}`),
    oneOf('academic_periods_period_check', t.period, PERIODS),
    oneOf('academic_periods_term_check', t.term, TERMS),
  ],
);

export const preschools = pgTable(
  'preschools',
  {
    id: id(),
    schId: ref()
      .notNull()
      .references(() => schools.id),
    campusId: ref().notNull(),
    name: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    schoolKey('preschools', t.id, t.schId),
    sameSchool('preschools_campus_fk', t.schId, t.campusId, campuses),
    uniqueIndex('preschools_campus_name').on(t.schId, t.campusId, sql`lower(${t.name})`),
  ],
);

export const preschoolSubjects = pgTable(
  'preschool_subjects',
  {
    id: id(),
    schId: ref()
      .notNull()
      .references(() => schools.id),
    campusId: ref().notNull(),
    period: text().$type<(typeof PERIODS)[number]>().notNull(),
    term: text().$type<(typeof TERMS)[number]>().notNull(),
    session: text().notNull(),
    subject: text().notNull(),
    category: text().$type<(typeof PRESCHOOL_SUBJECT_CATEGORIES)[number]>().notNull(),
    topics: text().array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    schoolKey('preschool_subjects', t.id, t.schId),
    sameSchool('preschool_subjects_campus_fk', t.schId, t.campusId, campuses),
    uniqueIndex('preschool_subjects_unique').on(
      t.campusId,
      t.period,
      t.term,
      t.session,
      sql`lower(${t.subject})`,
      t.schId,
    ),
    oneOf('preschool_subjects_period_check', t.period, PERIODS),
    oneOf('preschool_subjects_term_check', t.term, TERMS),
    oneOf('preschool_subjects_category_check', t.category, PRESCHOOL_SUBJECT_CATEGORIES),
  ],
);

export const preschoolSubjectClasses = pgTable(
  'preschool_subject_classes',
  {
    schId: ref()
      .notNull()
      .references(() => schools.id),
    preschoolId: ref().notNull(),
    preschoolSubjectId: ref().notNull(),
  },
  (t) => [
    schoolKey('preschool_subject_classes', t.preschoolId, t.preschoolSubjectId, t.schId),
    sameSchool(
      'preschool_subject_classes_preschool_fk',
      t.schId,
      t.preschoolId,
      preschools,
    ).onDelete('cascade'),
    sameSchool(
      'preschool_subject_classes_subject_fk',
      t.schId,
      t.preschoolSubjectId,
      preschoolSubjects,
    ).onDelete('cascade'),
  ],
);

export const staffAttendance = pgTable(
  'staff_attendance',
  {
    id: id(),
    schId: ref()
      .notNull()
      .references(() => schools.id),
    campusId: ref().notNull(),
    staffId: ref().notNull(),
    dateIn: date({ mode: 'string' }).notNull(),
    timeIn: text(),
    timeOut: text(),
    status: text().$type<(typeof STAFF_ATTENDANCE_STATUSES)[number]>().notNull(),
    remark: text(),
    recordedBy: ref(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    schoolKey('staff_attendance', t.id, t.schId),
    sameSchool('staff_attendance_campus_fk', t.schId, t.campusId, campuses),
    sameSchool('staff_attendance_staff_fk', t.schId, t.staffId, users).onDelete('cascade'),
    sameSchool('staff_attendance_recorded_by_fk', t.schId, t.recordedBy, users),
    uniqueIndex('staff_attendance_day').on(t.staffId, t.dateIn, t.schId),
    oneOf('staff_attendance_status_check', t.status, STAFF_ATTENDANCE_STATUSES),
  ],
);

/** The director of studies of each campus. */
export const directorsOfStudies = pgTable(
  'directors_of_studies',
  {
    campusId: ref().notNull(),
    schId: ref()
      .notNull()
      .references(() => schools.id),
    staffId: ref().notNull(),
    title: text(),
  },
  (t) => [
    schoolKey('directors_of_studies', t.campusId, t.schId),
    sameSchool('directors_of_studies_campus_fk', t.schId, t.campusId, campuses),
    sameSchool('directors_of_studies_staff_fk', t.schId, t.staffId, users).onDelete('cascade'),
  ],
);

/** Per-school, per-month admission-number sequence, allocated atomically (rules.md). */
export const admissionSequences = pgTable(
  'admission_sequences',
  {
    schId: ref()
      .notNull()
      .references(() => schools.id),
    month: text().notNull(),
    lastNumber: integer().notNull().default(0),
  },
  (t) => [schoolKey('admission_sequences', t.schId, t.month)],
);

/** History of bulk promotions: who moved from where to where, in which session. */
export const promotions = pgTable(
  'promotions',
  {
    id: id(),
    schId: ref()
      .notNull()
      .references(() => schools.id),
    studentId: ref().notNull(),
    fromClassId: ref().notNull(),
    fromSubClass: text(),
    toClassId: ref(),
    toSubClass: text(),
    /** The student's status after the move: `active`, or `graduated` from the last class. */
    status: text().$type<(typeof USER_STATUSES)[number]>().notNull(),
    session: text().notNull(),
    promotedBy: ref(),
    createdAt: createdAt(),
  },
  (t) => [
    schoolKey('promotions', t.id, t.schId),
    sameSchool('promotions_student_fk', t.schId, t.studentId, users).onDelete('cascade'),
    sameSchool('promotions_promoted_by_fk', t.schId, t.promotedBy, users),
    oneOf('promotions_status_check', t.status, USER_STATUSES),
    index('promotions_student').on(t.studentId),
  ],
);

/**
 * An announcement to one school (`sch_id`) or, with `sch_id` null, to every school: a
 * reference table, so `campus_id` (one campus of that school) has no foreign key.
 */
export const announcements = pgTable(
  'announcements',
  {
    // Odd ids; a school's own announcements take the even ones (lesson-notes-schema.ts).
    id: bigint({ mode: 'bigint' })
      .primaryKey()
      .generatedAlwaysAsIdentity({ startWith: 1, increment: 2 }),
    schId: ref().references(() => schools.id),
    campusId: ref(),
    priority: text().$type<(typeof PRIORITIES)[number]>().notNull().default('normal'),
    title: text().notNull(),
    description: text().notNull(),
    expiryDate: date({ mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [oneOf('announcements_priority_check', t.priority, PRIORITIES)],
);
