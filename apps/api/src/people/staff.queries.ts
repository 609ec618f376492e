/** Staff: list filters, class-teacher arms, departments, attendance, director of studies. */
import { and, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { QueryOf } from '../contract.ts';
import type { DbOrTx } from '../db/client.ts';
import { byName, containing, nameMatches } from '../db/names.ts';
import { classes, departments, directorsOfStudies, staffAttendance, users } from '../db/schema.ts';

/** The staff list's filter (`GET /staff`). */
export function staffWhere(
  schId: bigint,
  campusId: bigint | null,
  query: QueryOf<'listStaff'>,
): SQL | undefined {
  return and(
    eq(users.schId, schId),
    eq(users.kind, 'staff'),
    campusId ? eq(users.campusId, campusId) : undefined,
    query.status ? eq(users.status, query.status) : undefined,
    query.designation_id ? eq(users.designationId, query.designation_id) : undefined,
    query.search
      ? or(
          nameMatches(users, query.search),
          ilike(users.username, containing(query.search)),
          ilike(users.email, containing(query.search)),
          ilike(users.phone, containing(query.search)),
        )
      : undefined,
  );
}

/** A class of the campus (for a class teacher's arm). */
export async function classOfCampus(db: DbOrTx, schId: bigint, campusId: bigint, id: bigint) {
  const [cls] = await db
    .select()
    .from(classes)
    .where(and(eq(classes.id, id), eq(classes.schId, schId), eq(classes.campusId, campusId)));
  return cls;
}

/** Whether staff other than `exceptStaffId` is class teacher of the arm (or of every arm). */
export async function armHasClassTeacher(
  db: DbOrTx,
  schId: bigint,
  classId: bigint,
  subClass: string | null,
  exceptStaffId?: bigint,
) {
  const [holder] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.schId, schId),
        eq(users.kind, 'staff'),
        eq(users.classId, classId),
        subClass === null ? isNull(users.subClass) : eq(users.subClass, subClass),
        exceptStaffId ? ne(users.id, exceptStaffId) : undefined,
      ),
    )
    .limit(1);
  return !!holder;
}

export async function departmentExists(db: DbOrTx, schId: bigint, id: bigint) {
  const [d] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.id, id), eq(departments.schId, schId)));
  return !!d;
}

/** The attendance list's filter (`GET /staff-attendance`); a teacher sees their own. */
export function attendanceWhere(
  schId: bigint,
  campusId: bigint | null,
  staffId: bigint | undefined,
  query: QueryOf<'listStaffAttendance'>,
): SQL | undefined {
  return and(
    eq(staffAttendance.schId, schId),
    campusId ? eq(staffAttendance.campusId, campusId) : undefined,
    staffId === undefined ? undefined : eq(staffAttendance.staffId, staffId),
    query.date ? eq(staffAttendance.dateIn, query.date) : undefined,
    query.status ? eq(staffAttendance.status, query.status) : undefined,
  );
}

/** The attendance of these staff on one day. */
export const attendanceOfDay = (schId: bigint, dateIn: string, staffIds: bigint[]) =>
  and(
    eq(staffAttendance.schId, schId),
    eq(staffAttendance.dateIn, dateIn),
    inArray(staffAttendance.staffId, staffIds),
  );

/** Attendance rows, newest day first, with the staff member and who recorded it. */
export async function attendanceRows(
  db: DbOrTx,
  where: SQL | undefined,
  p?: { perPage: number; offset: number },
) {
  const recorder = sql<
    string | null
  >`(select r.username from users r where r.sch_id = ${staffAttendance.schId} and r.id = ${staffAttendance.recordedBy})`;
  const q = db
    .select({
      a: staffAttendance,
      user: users,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      recordedBy: recorder,
    })
    .from(staffAttendance)
    .innerJoin(
      users,
      and(eq(users.schId, staffAttendance.schId), eq(users.id, staffAttendance.staffId)),
    )
    .where(where)
    .orderBy(desc(staffAttendance.dateIn), ...byName(users))
    .$dynamic();
  return p ? await q.limit(p.perPage).offset(p.offset) : await q;
}

export type AttendanceRow = Awaited<ReturnType<typeof attendanceRows>>[number];

export interface AttendanceEntry {
  staffId: bigint;
  campusId: bigint;
  timeIn: string | null;
  timeOut: string | null;
  status: typeof staffAttendance.$inferInsert.status;
  remark: string | null;
}

/** One row per staff member and day: a second save of the day replaces the first. */
export async function saveAttendance(
  db: DbOrTx,
  schId: bigint,
  dateIn: string,
  recordedBy: bigint,
  entries: AttendanceEntry[],
) {
  for (const { staffId, campusId, ...entry } of entries) {
    const values = { ...entry, recordedBy, updatedAt: new Date() };
    await db
      .insert(staffAttendance)
      .values({ schId, campusId, staffId, dateIn, ...values })
      .onConflictDoUpdate({
        target: [staffAttendance.staffId, staffAttendance.dateIn, staffAttendance.schId],
        set: values,
      });
  }
}

/** The campus's director of studies with their staff row. */
export async function directorOfStudies(db: DbOrTx, schId: bigint, campusId: bigint) {
  const [row] = await db
    .select({ dos: directorsOfStudies, user: users })
    .from(directorsOfStudies)
    .innerJoin(
      users,
      and(eq(users.schId, directorsOfStudies.schId), eq(users.id, directorsOfStudies.staffId)),
    )
    .where(and(eq(directorsOfStudies.schId, schId), eq(directorsOfStudies.campusId, campusId)));
  return row;
}

/** One director of studies per campus: setting another replaces them. */
export async function setDirectorOfStudies(
  db: DbOrTx,
  schId: bigint,
  campusId: bigint,
  staffId: bigint,
  title: string | null,
) {
  await db
    .insert(directorsOfStudies)
    .values({ campusId, schId, staffId, title })
    .onConflictDoUpdate({
      target: [directorsOfStudies.campusId, directorsOfStudies.schId],
      set: { staffId, title },
    });
}
