/**
 * The whole database in one place (Drizzle, `casing: 'snake_case'`: the TypeScript names are
 * camelCase, the columns snake_case). Rules:
 * - ids are `bigint` identities, read as JS `bigint` and sent on the wire as decimal strings;
 * - every school-owned table has `sch_id`, and `campus_id` where the row belongs to a campus;
 *   every query on them filters by the caller's `sch_id` (taken from the session);
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
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const id = () => bigint({ mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity();
const ref = () => bigint({ mode: 'bigint' });
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const schools = pgTable('schools', {
  id: id(),
  name: text().notNull(),
  schoolType: text().$type<'elementary' | 'preschool'>().notNull(),
  plan: text().notNull().default('STARTER PLAN'),
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
});

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
    campusType: text().$type<'elementary' | 'college'>(),
    isPreschool: boolean().notNull().default(false),
    status: text().$type<'active' | 'disabled'>().notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('campuses_school_name').on(t.schId, sql`lower(${t.name})`)],
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
    campusId: ref()
      .notNull()
      .references(() => campuses.id),
    className: text().notNull(),
    subClasses: text().array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('classes_campus_name').on(t.schId, t.campusId, sql`lower(${t.className})`)],
);

/** Every staff member and student: one table so that sign-in and sessions are one thing. */
export const users = pgTable(
  'users',
  {
    id: id(),
    schId: ref()
      .notNull()
      .references(() => schools.id),
    campusId: ref()
      .notNull()
      .references(() => campuses.id),
    kind: text().$type<'staff' | 'student'>().notNull(),
    /** 1 Admin, 2 Account, 3 Principal, 4 Teacher, 6 Super Admin, 7 Student. */
    designationId: integer().notNull(),
    username: text().notNull(),
    email: text(),
    passwordHash: text().notNull(),
    mustChangePassword: boolean().notNull().default(false),
    status: text()
      .$type<'active' | 'disabled' | 'graduated' | 'withdrawn'>()
      .notNull()
      .default('active'),
    surname: text().notNull(),
    firstname: text().notNull(),
    middlename: text(),
    gender: text().$type<'male' | 'female'>(),
    phone: text(),
    address: text(),
    image: text(),
    signature: text(),
    // staff
    departmentId: ref().references(() => departments.id),
    teacherType: text().$type<'class teacher' | 'subject teacher'>(),
    // staff (class teacher's arm) and students (present class)
    classId: ref().references(() => classes.id),
    subClass: text(),
    // students of a preschool campus are in a preschool instead of a class
    preschoolId: ref().references(() => preschools.id),
    // students
    admissionNumber: text(),
    dob: date({ mode: 'string' }),
    nationality: text(),
    state: text(),
    sessionAdmitted: text(),
    admittedClassId: ref().references(() => classes.id),
    admittedSubClass: text(),
    genotype: text(),
    bloodGroup: text(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username').on(sql`lower(${t.username})`),
    uniqueIndex('users_email').on(sql`lower(${t.email})`),
    uniqueIndex('users_school_admission_number').on(t.schId, sql`lower(${t.admissionNumber})`),
    // lists page by (school, kind, campus) in name order: the index gives the page directly
    index('users_school_kind_name').on(t.schId, t.kind, t.campusId, t.surname, t.firstname, t.id),
    index('users_class').on(t.classId),
  ],
);

/** Sessions: only sha256(token) is stored; the raw token exists only in the client. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    schId: ref()
      .notNull()
      .references(() => schools.id),
    userId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash').on(t.tokenHash), index('sessions_user').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_hash').on(t.tokenHash)],
);

/** Failed sign-ins per account name, for the per-account limit (soft, windowed). */
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
  (t) => [uniqueIndex('subjects_school_name').on(t.schId, sql`lower(${t.name})`)],
);

/** A class's subjects for one session (`subjects-to-class`). */
export const classSubjects = pgTable(
  'class_subjects',
  {
    schId: ref()
      .notNull()
      .references(() => schools.id),
    classId: ref()
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    session: text().notNull(),
    subjectId: ref()
      .notNull()
      .references(() => subjects.id),
  },
  (t) => [primaryKey({ columns: [t.classId, t.session, t.subjectId] })],
);

/** Subjects a subject teacher teaches in a class arm for a session. */
export const teacherSubjects = pgTable(
  'teacher_subjects',
  {
    id: id(),
    schId: ref()
      .notNull()
      .references(() => schools.id),
    staffId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: ref()
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    subClass: text(),
    subjectId: ref()
      .notNull()
      .references(() => subjects.id),
    session: text().notNull(),
  },
  (t) => [index('teacher_subjects_staff').on(t.staffId, t.session)],
);

export const academicPeriods = pgTable(
  'academic_periods',
  {
    id: id(),
    schId: ref()
      .notNull()
      .references(() => schools.id),
    campusId: ref()
      .notNull()
      .references(() => campuses.id),
    period: text().notNull(),
    term: text().notNull(),
    session: text().notNull(),
    isCurrent: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('academic_periods_campus_period').on(t.campusId, t.period, t.term, t.session),
    uniqueIndex('academic_periods_one_current').on(t.campusId).where(sql`${t.isCurrent}`),
  ],
);

export const preschools = pgTable(
  'preschools',
  {
    id: id(),
    schId: ref()
      .notNull()
      .references(() => schools.id),
    campusId: ref()
      .notNull()
      .references(() => campuses.id),
    name: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('preschools_campus_name').on(t.schId, t.campusId, sql`lower(${t.name})`)],
);

export const preschoolSubjects = pgTable(
  'preschool_subjects',
  {
    id: id(),
    schId: ref()
      .notNull()
      .references(() => schools.id),
    campusId: ref()
      .notNull()
      .references(() => campuses.id),
    period: text().notNull(),
    term: text().notNull(),
    session: text().notNull(),
    subject: text().notNull(),
    category: text().$type<'evaluation_report' | 'cognitive_development'>().notNull(),
    topics: text().array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('preschool_subjects_unique').on(
      t.campusId,
      t.period,
      t.term,
      t.session,
      sql`lower(${t.subject})`,
    ),
  ],
);

export const preschoolSubjectClasses = pgTable(
  'preschool_subject_classes',
  {
    schId: ref()
      .notNull()
      .references(() => schools.id),
    preschoolId: ref()
      .notNull()
      .references(() => preschools.id, { onDelete: 'cascade' }),
    preschoolSubjectId: ref()
      .notNull()
      .references(() => preschoolSubjects.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.preschoolId, t.preschoolSubjectId] })],
);

export const staffAttendance = pgTable(
  'staff_attendance',
  {
    id: id(),
    schId: ref()
      .notNull()
      .references(() => schools.id),
    campusId: ref()
      .notNull()
      .references(() => campuses.id),
    staffId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dateIn: date({ mode: 'string' }).notNull(),
    timeIn: text(),
    timeOut: text(),
    status: text().notNull(),
    remark: text(),
    recordedBy: ref().references(() => users.id),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_attendance_day').on(t.staffId, t.dateIn)],
);

/** The director of studies of each campus. */
export const directorsOfStudies = pgTable('directors_of_studies', {
  campusId: ref()
    .primaryKey()
    .references(() => campuses.id),
  schId: ref()
    .notNull()
    .references(() => schools.id),
  staffId: ref()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  title: text(),
});

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
  (t) => [primaryKey({ columns: [t.schId, t.month] })],
);

/** History of bulk promotions: who moved from where to where, in which session. */
export const promotions = pgTable(
  'promotions',
  {
    id: id(),
    schId: ref()
      .notNull()
      .references(() => schools.id),
    studentId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromClassId: ref().notNull(),
    fromSubClass: text(),
    toClassId: ref(),
    toSubClass: text(),
    status: text().notNull(),
    session: text().notNull(),
    promotedBy: ref().references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('promotions_student').on(t.studentId)],
);

/** An announcement to one school (`sch_id`) or, with `sch_id` null, to every school. */
export const announcements = pgTable('announcements', {
  id: id(),
  schId: ref().references(() => schools.id),
  campusId: ref().references(() => campuses.id),
  priority: text().$type<'low' | 'normal' | 'high'>().notNull().default('normal'),
  title: text().notNull(),
  description: text().notNull(),
  expiryDate: date({ mode: 'string' }),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- files (portal uploads)
export * from './files-schema.ts';
export * from './finance-schema.ts';
// ---------------------------------------------------------------- results (issue 6)
export * from './results-schema.ts';
