/**
 * Daily attendance (issue 30), re-exported from schema.ts: each class arm's (or preschool
 * class's) register for a school day and session (one row, its marks replaced whole on every save), the school's
 * holidays, and its attendance settings. Staff attendance stays in school-schema.ts.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { campuses, classes, preschools, schools, users } from './school-schema.ts';
import { ATTENDANCE_DAY_SESSIONS, ATTENDANCE_MARKS, TERMS } from './values.ts';

const schId = () =>
  ref()
    .notNull()
    .references(() => schools.id);

/**
 * One register: a class arm (`sub_class` '' for a class without arms, so the unique index
 * holds) or a preschool class (`preschool_id`; no class, `sub_class` ''), a school day and its
 * session. Each kind has its unique index (the other's column is null there, and nulls never
 * collide). Saving locks this row (insert … on conflict do update), so two saves of one
 * register follow each other. `term`/`session` are the term the
 * day falls in, which the report card and the term lock read.
 */
export const attendanceRegisters = pgTable(
  'attendance_registers',
  {
    id: id(),
    schId: schId(),
    campusId: ref().notNull(),
    classId: ref(),
    subClass: text().notNull().default(''),
    preschoolId: ref(),
    day: date({ mode: 'string' }).notNull(),
    daySession: text().$type<(typeof ATTENDANCE_DAY_SESSIONS)[number]>().notNull(),
    term: text().$type<(typeof TERMS)[number]>().notNull(),
    session: text().notNull(),
    takenBy: ref(),
    takenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    schoolKey('attendance_registers', t.id, t.schId),
    sameSchool('attendance_registers_campus_fk', t.schId, t.campusId, campuses),
    sameSchool('attendance_registers_class_fk', t.schId, t.classId, classes).onDelete('cascade'),
    sameSchool('attendance_registers_preschool_fk', t.schId, t.preschoolId, preschools).onDelete(
      'cascade',
    ),
    sameSchool('attendance_registers_taken_by_fk', t.schId, t.takenBy, users),
    uniqueIndex('attendance_registers_arm_day').on(
      t.schId,
      t.classId,
      t.subClass,
      t.day,
      t.daySession,
    ),
    uniqueIndex('attendance_registers_preschool_day').on(
      t.schId,
      t.preschoolId,
      t.day,
      t.daySession,
    ),
    check(
      'attendance_registers_group_check',
      sql`(${t.classId} is null) <> (${t.preschoolId} is null) and (${t.preschoolId} is null or ${t.subClass} = '')`,
    ),
    index('attendance_registers_term').on(t.schId, t.term, t.session, t.classId),
    oneOf('attendance_registers_day_session_check', t.daySession, ATTENDANCE_DAY_SESSIONS),
    oneOf('attendance_registers_term_check', t.term, TERMS),
  ],
);

/** One student's mark in one register; `reason` only for `excused`. */
export const attendanceMarks = pgTable(
  'attendance_marks',
  {
    schId: schId(),
    registerId: ref().notNull(),
    studentId: ref().notNull(),
    mark: text().$type<(typeof ATTENDANCE_MARKS)[number]>().notNull(),
    reason: text(),
  },
  (t) => [
    schoolKey('attendance_marks', t.registerId, t.studentId, t.schId),
    sameSchool('attendance_marks_register_fk', t.schId, t.registerId, attendanceRegisters).onDelete(
      'cascade',
    ),
    sameSchool('attendance_marks_student_fk', t.schId, t.studentId, users).onDelete('cascade'),
    index('attendance_marks_student').on(t.schId, t.studentId),
    oneOf('attendance_marks_mark_check', t.mark, ATTENDANCE_MARKS),
    check(
      'attendance_marks_reason_check',
      sql`(${t.mark} = 'excused') = (${t.reason} is not null)`,
    ),
  ],
);

/** Days the school does not open, from `starts` to `ends` (one day: the same date). */
export const schoolHolidays = pgTable(
  'school_holidays',
  {
    id: id(),
    schId: schId(),
    name: text().notNull(),
    starts: date({ mode: 'string' }).notNull(),
    ends: date({ mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    schoolKey('school_holidays', t.id, t.schId),
    index('school_holidays_school').on(t.schId, t.starts),
    check('school_holidays_range_check', sql`${t.ends} >= ${t.starts}`),
  ],
);

/** The school's attendance settings: one row per school (none: the defaults). */
export const attendanceSettings = pgTable(
  'attendance_settings',
  {
    schId: schId(),
    sessionsPerDay: integer().notNull().default(1),
    reportCardReadsRegister: boolean().notNull().default(false),
    absenceAlerts: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    schoolKey('attendance_settings', t.schId),
    check('attendance_settings_sessions_check', sql`${t.sessionsPerDay} in (1, 2)`),
  ],
);
