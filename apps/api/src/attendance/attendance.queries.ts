/** Daily attendance's SQL (issue 30): registers and their marks, holidays, settings. Rows only. */
import type { Schema } from '@schoolmates/sdk';
import { and, asc, count, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { fullName } from '../db/names.ts';
import {
  academicPeriods,
  attendanceMarks,
  attendanceRegisters,
  attendanceSettings,
  classes,
  closingResumptions,
  preschools,
  results,
  schoolHolidays,
  users,
} from '../db/schema.ts';

type Mark = Schema<'AttendanceMark'>;
type DaySession = Schema<'AttendanceDaySession'>;

/**
 * Whose register it is: a class arm (`subClass` '' for a class without arms, as the register
 * stores it) or a preschool class (`preschoolId`, no class and `subClass` '').
 */
export type RegisterGroup = { schId: bigint; campusId: bigint } & (
  | { classId: bigint; subClass: string; preschoolId: null }
  | { classId: null; subClass: ''; preschoolId: bigint }
);

// ---------------------------------------------------------------- settings and holidays

export interface Settings {
  sessionsPerDay: number;
  reportCardReadsRegister: boolean;
  absenceAlerts: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  sessionsPerDay: 1,
  reportCardReadsRegister: false,
  absenceAlerts: false,
};

export async function settingsOf(db: DbOrTx, schId: bigint): Promise<Settings> {
  const [row] = await db
    .select({
      sessionsPerDay: attendanceSettings.sessionsPerDay,
      reportCardReadsRegister: attendanceSettings.reportCardReadsRegister,
      absenceAlerts: attendanceSettings.absenceAlerts,
    })
    .from(attendanceSettings)
    .where(eq(attendanceSettings.schId, schId));
  return row ?? DEFAULT_SETTINGS;
}

export async function writeSettings(db: DbOrTx, schId: bigint, settings: Settings) {
  await db
    .insert(attendanceSettings)
    .values({ schId, ...settings })
    .onConflictDoUpdate({
      target: attendanceSettings.schId,
      set: { ...settings, updatedAt: sql`excluded.updated_at` },
    });
}

export const holidaysOf = (db: DbOrTx, schId: bigint) =>
  db
    .select()
    .from(schoolHolidays)
    .where(eq(schoolHolidays.schId, schId))
    .orderBy(asc(schoolHolidays.starts), asc(schoolHolidays.id));

export async function insertHoliday(
  db: DbOrTx,
  row: { schId: bigint; name: string; starts: string; ends: string },
) {
  const [saved] = await db.insert(schoolHolidays).values(row).returning();
  return saved;
}

/** Removes a holiday of the school; answers whether there was one. */
export async function deleteHolidayRow(db: DbOrTx, schId: bigint, id: bigint) {
  const gone = await db
    .delete(schoolHolidays)
    .where(and(eq(schoolHolidays.schId, schId), eq(schoolHolidays.id, id)))
    .returning({ id: schoolHolidays.id });
  return gone.length > 0;
}

/** The campus's term dates (closing and resumption) and its current academic period. */
export async function calendarOf(db: DbOrTx, schId: bigint, campusId: bigint) {
  const terms = await db
    .select({
      term: closingResumptions.term,
      session: closingResumptions.session,
      ends: closingResumptions.sessionEnds,
      resumes: closingResumptions.sessionResumes,
    })
    .from(closingResumptions)
    .where(and(eq(closingResumptions.schId, schId), eq(closingResumptions.campusId, campusId)));
  const [current] = await db
    .select({ term: academicPeriods.term, session: academicPeriods.session })
    .from(academicPeriods)
    .where(
      and(
        eq(academicPeriods.schId, schId),
        eq(academicPeriods.campusId, campusId),
        eq(academicPeriods.isCurrent, true),
      ),
    );
  return { terms, current: current ?? null };
}

// ---------------------------------------------------------------- the group's students

/** The students of a group: a preschool's, or a class arm's (users store no arm as null). */
const memberOf = (group: RegisterGroup) =>
  group.preschoolId !== null
    ? eq(users.preschoolId, group.preschoolId)
    : and(
        eq(users.classId, group.classId),
        group.subClass === '' ? isNull(users.subClass) : eq(users.subClass, group.subClass),
      );

/** The active students of a class arm or preschool class, by name. */
export const studentsOf = (db: DbOrTx, group: RegisterGroup) =>
  db
    .select({
      id: users.id,
      name: fullName(users),
      firstname: users.firstname,
      admissionNumber: users.admissionNumber,
    })
    .from(users)
    .where(
      and(
        eq(users.schId, group.schId),
        eq(users.kind, 'student'),
        eq(users.status, 'active'),
        memberOf(group),
      ),
    )
    .orderBy(asc(users.surname), asc(users.firstname), asc(users.id));

/** The caller's own class arm as a class teacher, or the preschool class they teach. */
export async function classTeacherArm(db: DbOrTx, schId: bigint, userId: bigint) {
  const [me] = await db
    .select({ classId: users.classId, subClass: users.subClass, preschoolId: users.preschoolId })
    .from(users)
    .where(and(eq(users.schId, schId), eq(users.id, userId)));
  return me ?? null;
}

/**
 * The students of `studentIds` whose end-of-term result of the term is released: the term's
 * register is locked for them as their scores are.
 */
export const releasedEndTerm = (
  db: DbOrTx,
  schId: bigint,
  studentIds: bigint[],
  term: string,
  session: string,
) =>
  studentIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ studentId: results.studentId, name: fullName(users) })
        .from(results)
        .innerJoin(users, and(eq(users.schId, results.schId), eq(users.id, results.studentId)))
        .where(
          and(
            eq(results.schId, schId),
            inArray(results.studentId, studentIds),
            eq(results.period, 'Second Half'),
            eq(results.term, term as Schema<'Term'>),
            eq(results.session, session),
            eq(results.status, 'released'),
          ),
        );

// ---------------------------------------------------------------- registers

const registerWhere = (group: RegisterGroup, day: string, daySession: DaySession) =>
  and(
    eq(attendanceRegisters.schId, group.schId),
    group.preschoolId !== null
      ? eq(attendanceRegisters.preschoolId, group.preschoolId)
      : and(
          eq(attendanceRegisters.classId, group.classId),
          eq(attendanceRegisters.subClass, group.subClass),
        ),
    eq(attendanceRegisters.day, day),
    eq(attendanceRegisters.daySession, daySession),
  );

/** The register of a group, day and session with who took it, or none. */
export async function registerRow(
  db: DbOrTx,
  group: RegisterGroup,
  day: string,
  daySession: DaySession,
) {
  const [row] = await db
    .select({ register: attendanceRegisters, takenBy: fullName(users) })
    .from(attendanceRegisters)
    .leftJoin(
      users,
      and(eq(users.schId, attendanceRegisters.schId), eq(users.id, attendanceRegisters.takenBy)),
    )
    .where(registerWhere(group, day, daySession));
  return row ?? null;
}

export const marksOf = (db: DbOrTx, schId: bigint, registerId: bigint) =>
  db
    .select({
      studentId: attendanceMarks.studentId,
      mark: attendanceMarks.mark,
      reason: attendanceMarks.reason,
    })
    .from(attendanceMarks)
    .where(and(eq(attendanceMarks.schId, schId), eq(attendanceMarks.registerId, registerId)));

/**
 * Creates the register or takes the existing one, holding its row until the transaction ends:
 * a second save of the same register waits here, then replaces the first one's marks whole.
 * `existed` tells a correction from a first register.
 */
export async function lockRegister(
  tx: DbOrTx,
  row: RegisterGroup & {
    day: string;
    daySession: DaySession;
    term: Schema<'Term'>;
    session: string;
    takenBy: bigint;
  },
) {
  const [locked] = await tx
    .insert(attendanceRegisters)
    .values(row)
    .onConflictDoUpdate({
      // the unique index of the group's kind (a class's register has no preschool, and back)
      target:
        row.preschoolId !== null
          ? [
              attendanceRegisters.schId,
              attendanceRegisters.preschoolId,
              attendanceRegisters.day,
              attendanceRegisters.daySession,
            ]
          : [
              attendanceRegisters.schId,
              attendanceRegisters.classId,
              attendanceRegisters.subClass,
              attendanceRegisters.day,
              attendanceRegisters.daySession,
            ],
      set: { takenBy: row.takenBy, takenAt: sql`excluded.taken_at` },
    })
    .returning({
      id: attendanceRegisters.id,
      term: attendanceRegisters.term,
      session: attendanceRegisters.session,
      existed: sql<boolean>`xmax <> 0`,
    });
  if (!locked) throw new Error('the register was not saved');
  return locked;
}

/** Replaces the register's marks with `marks`. */
export async function replaceMarks(
  tx: DbOrTx,
  schId: bigint,
  registerId: bigint,
  marks: { studentId: bigint; mark: Mark; reason: string | null }[],
) {
  await tx
    .delete(attendanceMarks)
    .where(and(eq(attendanceMarks.schId, schId), eq(attendanceMarks.registerId, registerId)));
  if (marks.length > 0) {
    await tx.insert(attendanceMarks).values(marks.map((m) => ({ schId, registerId, ...m })));
  }
}

// ---------------------------------------------------------------- counts

export interface TermScope {
  schId: bigint;
  term: string;
  session: string;
  campusId?: bigint | null;
  classId?: bigint | null;
  subClass?: string | null;
  preschoolId?: bigint | null;
  from?: string | undefined;
  to?: string | undefined;
}

const scopeWhere = (s: TermScope): SQL | undefined =>
  and(
    eq(attendanceRegisters.schId, s.schId),
    eq(attendanceRegisters.term, s.term as Schema<'Term'>),
    eq(attendanceRegisters.session, s.session),
    s.campusId ? eq(attendanceRegisters.campusId, s.campusId) : undefined,
    s.classId ? eq(attendanceRegisters.classId, s.classId) : undefined,
    s.classId && s.subClass != null ? eq(attendanceRegisters.subClass, s.subClass) : undefined,
    s.preschoolId ? eq(attendanceRegisters.preschoolId, s.preschoolId) : undefined,
    s.from ? gte(attendanceRegisters.day, s.from) : undefined,
    s.to ? lte(attendanceRegisters.day, s.to) : undefined,
  );

const joinMarks = and(
  eq(attendanceMarks.schId, attendanceRegisters.schId),
  eq(attendanceMarks.registerId, attendanceRegisters.id),
);

/** Marks counted by register (day, session and group) and mark. */
export const countsByRegister = (db: DbOrTx, s: TermScope) =>
  db
    .select({
      day: attendanceRegisters.day,
      daySession: attendanceRegisters.daySession,
      classId: attendanceRegisters.classId,
      subClass: attendanceRegisters.subClass,
      preschoolId: attendanceRegisters.preschoolId,
      mark: attendanceMarks.mark,
      n: count(),
    })
    .from(attendanceRegisters)
    .innerJoin(attendanceMarks, joinMarks)
    .where(scopeWhere(s))
    .groupBy(
      attendanceRegisters.day,
      attendanceRegisters.daySession,
      attendanceRegisters.classId,
      attendanceRegisters.subClass,
      attendanceRegisters.preschoolId,
      attendanceMarks.mark,
    );

/** Marks counted by student (in the group they were marked in) and mark. */
export const countsByStudent = (db: DbOrTx, s: TermScope) =>
  db
    .select({
      studentId: attendanceMarks.studentId,
      classId: attendanceRegisters.classId,
      subClass: attendanceRegisters.subClass,
      preschoolId: attendanceRegisters.preschoolId,
      mark: attendanceMarks.mark,
      n: count(),
    })
    .from(attendanceRegisters)
    .innerJoin(attendanceMarks, joinMarks)
    .where(scopeWhere(s))
    .groupBy(
      attendanceMarks.studentId,
      attendanceRegisters.classId,
      attendanceRegisters.subClass,
      attendanceRegisters.preschoolId,
      attendanceMarks.mark,
    );

/** Names and admission numbers of students. */
export const studentNames = (db: DbOrTx, schId: bigint, ids: bigint[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: users.id, name: fullName(users), admissionNumber: users.admissionNumber })
        .from(users)
        .where(and(eq(users.schId, schId), inArray(users.id, ids)));

export const classNames = (db: DbOrTx, schId: bigint, ids: bigint[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: classes.id, name: classes.className })
        .from(classes)
        .where(and(eq(classes.schId, schId), inArray(classes.id, ids)));

export const preschoolNames = (db: DbOrTx, schId: bigint, ids: bigint[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: preschools.id, name: preschools.name })
        .from(preschools)
        .where(and(eq(preschools.schId, schId), inArray(preschools.id, ids)));

/** One student's marks in a term's registers, by day. */
export const marksOfStudent = (
  db: DbOrTx,
  schId: bigint,
  studentId: bigint,
  term: string,
  session: string,
) =>
  db
    .select({
      day: attendanceRegisters.day,
      daySession: attendanceRegisters.daySession,
      mark: attendanceMarks.mark,
      reason: attendanceMarks.reason,
    })
    .from(attendanceMarks)
    .innerJoin(
      attendanceRegisters,
      and(
        eq(attendanceRegisters.schId, attendanceMarks.schId),
        eq(attendanceRegisters.id, attendanceMarks.registerId),
      ),
    )
    .where(
      and(
        eq(attendanceMarks.schId, schId),
        eq(attendanceMarks.studentId, studentId),
        eq(attendanceRegisters.term, term as Schema<'Term'>),
        eq(attendanceRegisters.session, session),
      ),
    )
    .orderBy(asc(attendanceRegisters.day), asc(attendanceRegisters.daySession));

/** The marks of each student of these campuses for a term, counted. */
export const marksByStudent = (
  db: DbOrTx,
  schId: bigint,
  campusIds: readonly bigint[],
  term: string,
  session: string,
) =>
  db
    .select({ studentId: attendanceMarks.studentId, mark: attendanceMarks.mark, n: count() })
    .from(attendanceRegisters)
    .innerJoin(attendanceMarks, joinMarks)
    .where(
      and(
        scopeWhere({ schId, term, session }),
        inArray(attendanceRegisters.campusId, [...new Set(campusIds)]),
      ),
    )
    .groupBy(attendanceMarks.studentId, attendanceMarks.mark);

/** A student of the school (any campus), or none. */
export async function studentRow(db: DbOrTx, schId: bigint, id: bigint) {
  const [row] = await db
    .select({ id: users.id, campusId: users.campusId, name: fullName(users) })
    .from(users)
    .where(and(eq(users.schId, schId), eq(users.id, id), eq(users.kind, 'student')));
  return row ?? null;
}
