/**
 * Attendance reports (issue 30): a term's registers for one class arm, one preschool class or
 * the whole school (the caller's campus; a superadmin's whole school), grouped by day, week or
 * term, by group (arm or preschool class) and by student, with the chronic-absence list. Two grouped queries whatever the size: marks
 * by register and mark, and by student and mark; the rest is counting here.
 */
import {
  type AttendanceFigures,
  type AttendanceMark,
  figuresOf,
  weekStart,
} from '@schoolmates/domain/attendance';
import type { Schema } from '@schoolmates/sdk';
import type { Auth } from '../auth/sessions.ts';
import type { QueryOf } from '../contract.ts';
import { type DbOrTx, together } from '../db/client.ts';
import { record } from '../http/envelope.ts';
import { forbidden } from '../http/errors.ts';
import { groupOf } from './access.ts';
import {
  classNames,
  countsByRegister,
  countsByStudent,
  marksByStudent,
  preschoolNames,
  settingsOf,
  studentNames,
  type TermScope,
} from './attendance.queries.ts';

type Counts = Partial<Record<AttendanceMark, number>>;

const addTo = (map: Map<string, Counts>, key: string, mark: AttendanceMark, n: number) => {
  const c = map.get(key) ?? {};
  c[mark] = (c[mark] ?? 0) + n;
  map.set(key, c);
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const shortDate = (day: string) =>
  `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]}`;

/** A register's group as a map key: its class and arm, or its preschool class. */
const groupKey = (r: { classId: bigint | null; subClass: string; preschoolId: bigint | null }) =>
  `${r.classId ?? ''}|${r.subClass}|${r.preschoolId ?? ''}`;

export async function attendanceReport(
  db: DbOrTx,
  auth: Auth,
  query: QueryOf<'getAttendanceReport'>,
): Promise<Schema<'AttendanceReportItem'>> {
  const groupBy = query.group_by ?? 'week';
  const threshold = query.threshold ?? 90;
  let scope: TermScope = {
    schId: auth.schId,
    term: query.term,
    session: query.session,
    from: query.from,
    to: query.to,
  };
  if (query.class_id || query.preschool_id) {
    const group = await groupOf(db, auth, query);
    scope = {
      ...scope,
      classId: group.classId,
      subClass: group.subClass,
      preschoolId: group.preschoolId,
    };
  } else if (auth.role === 'teacher') {
    throw forbidden("A teacher reads their own class's report: choose the class.");
  } else if (auth.role !== 'superadmin') {
    scope = { ...scope, campusId: auth.campusId };
  }

  const [byRegister, byStudent] = await together(
    db,
    () => countsByRegister(db, scope),
    () => countsByStudent(db, scope),
  );

  const periods = new Map<string, Counts>();
  const registers = new Map<string, Set<string>>();
  const arms = new Map<string, Counts>();
  const total: Counts = {};
  for (const r of byRegister) {
    const starts = groupBy === 'day' ? r.day : groupBy === 'week' ? weekStart(r.day) : '';
    addTo(periods, starts, r.mark, r.n);
    const taken = registers.get(starts) ?? new Set();
    taken.add(`${r.day}|${r.daySession}|${groupKey(r)}`);
    registers.set(starts, taken);
    addTo(arms, groupKey(r), r.mark, r.n);
    total[r.mark] = (total[r.mark] ?? 0) + r.n;
  }
  const firstDay = byRegister.reduce<string | null>(
    (min, r) => (min === null || r.day < min ? r.day : min),
    null,
  );

  const perStudent = new Map<string, Counts>();
  for (const r of byStudent) addTo(perStudent, `${r.studentId}|${groupKey(r)}`, r.mark, r.n);
  const studentIds = [...new Set(byStudent.map((r) => r.studentId))];
  const groups = [...byRegister, ...byStudent];
  const ids = (of: (r: (typeof groups)[number]) => bigint | null) => [
    ...new Set(groups.flatMap((r) => of(r) ?? [])),
  ];
  const [names, classes, preschools] = await together(
    db,
    () => studentNames(db, auth.schId, studentIds),
    () =>
      classNames(
        db,
        auth.schId,
        ids((r) => r.classId),
      ),
    () =>
      preschoolNames(
        db,
        auth.schId,
        ids((r) => r.preschoolId),
      ),
  );
  const nameOf = new Map(names.map((n) => [String(n.id), n]));
  const classOf = new Map(classes.map((c) => [String(c.id), c.name]));
  const preschoolOf = new Map(preschools.map((p) => [String(p.id), p.name]));
  const groupFields = (classId: string, subClass: string, preschoolId: string) => ({
    class_id: classId || null,
    preschool_id: preschoolId || null,
    class_name: (classId ? classOf.get(classId) : preschoolOf.get(preschoolId)) ?? '',
    sub_class: subClass === '' ? null : subClass,
  });

  const students = [...perStudent].map(([key, counts]) => {
    const [studentId = '', classId = '', subClass = '', preschoolId = ''] = key.split('|');
    const who = nameOf.get(studentId);
    return {
      ...figuresOf(counts),
      ...groupFields(classId, subClass, preschoolId),
      student_id: studentId,
      student_fullname: who?.name ?? '',
      admission_number: who?.admissionNumber ?? null,
    };
  });
  students.sort(
    (a, b) =>
      a.class_name.localeCompare(b.class_name) ||
      (a.sub_class ?? '').localeCompare(b.sub_class ?? '') ||
      a.student_fullname.localeCompare(b.student_fullname),
  );
  const below = (f: AttendanceFigures) => f.percentage !== null && f.percentage < threshold;

  return {
    data: record(
      [
        query.term,
        query.session,
        query.class_id ?? (query.preschool_id ? `preschool.${query.preschool_id}` : 'school'),
        query.sub_class ?? '',
      ].join('.'),
      {
        term: query.term,
        session: query.session,
        class_id: query.class_id ?? null,
        preschool_id: query.preschool_id ?? null,
        sub_class: query.class_id ? (scope.subClass ?? null) || null : null,
        group_by: groupBy,
        threshold,
        total: figuresOf(total),
        periods: [...periods]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([starts, counts]) => {
            const day = starts || firstDay || '';
            return {
              ...figuresOf(counts),
              starts: day,
              label:
                groupBy === 'term'
                  ? `${query.term} ${query.session}`
                  : groupBy === 'week'
                    ? `Week of ${shortDate(day)}`
                    : shortDate(day),
              registers: registers.get(starts)?.size ?? 0,
            };
          }),
        arms: [...arms]
          .map(([key, counts]) => {
            const [classId = '', subClass = '', preschoolId = ''] = key.split('|');
            return { ...figuresOf(counts), ...groupFields(classId, subClass, preschoolId) };
          })
          .sort(
            (a, b) =>
              a.class_name.localeCompare(b.class_name) ||
              (a.sub_class ?? '').localeCompare(b.sub_class ?? ''),
          ),
        students,
        chronic: students.filter(below).sort((a, b) => (a.percentage ?? 0) - (b.percentage ?? 0)),
      },
    ),
  };
}

/**
 * The register's counts of each student of these campuses for a term, for the report card:
 * null when the school types the figures (the setting is off).
 */
export async function registerCountsForReportCards(
  db: DbOrTx,
  schId: bigint,
  campusIds: readonly bigint[],
  term: string,
  session: string,
): Promise<Map<bigint, Partial<Record<AttendanceMark, number>>> | null> {
  const settings = await settingsOf(db, schId);
  if (!settings.reportCardReadsRegister) return null;
  const counts = new Map<bigint, Partial<Record<AttendanceMark, number>>>();
  for (const r of await marksByStudent(db, schId, campusIds, term, session)) {
    const c = counts.get(r.studentId) ?? {};
    c[r.mark] = r.n;
    counts.set(r.studentId, c);
  }
  return counts;
}
