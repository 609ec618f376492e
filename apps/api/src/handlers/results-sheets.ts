/**
 * Result sheets: loads the results of one term for one class or for a whole school in the same
 * few queries (`= any` over the classes: results with their cells, subjects, teachers; the
 * campuses' scheme, bands and end-of-term extras once), and turns them into the contract's
 * mid-term, end-of-term, broadsheet and cumulative attributes, every figure from the pure
 * functions of domain/results (computed per class arm, in one pass, never per student).
 */

import type { Term } from '@schoolmates/domain/calendar';
import type { ComponentKey, SchemeComponent } from '@schoolmates/domain/results';
import {
  type ClassTermOutcome,
  type CumulativeStudent,
  computeClassCumulative,
  computeClassTerm,
  divideHalfUp,
  type GradingBand,
  gradeFor,
  gradeOfTotal,
  gradePointFor,
  percentOf,
  pickComment,
  type ScoreEntry,
  type StudentOutcome,
  wholeHalfUp,
} from '@schoolmates/domain/results';
import type { components } from '@schoolmates/sdk';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Auth } from '../auth/sessions.ts';
import { type DbOrTx, together } from '../db/client.ts';
import { anyId, idArray, preparedOnce } from '../db/prepared.ts';
import { must } from '../db/rows.ts';
import {
  campuses,
  classes,
  classSubjects,
  directorsOfStudies,
  resultScores,
  results,
  scoreSettings,
  subjects,
  teacherSubjects,
  users,
} from '../db/schema.ts';
import { record } from '../http/envelope.ts';
import { forbidden } from '../http/errors.ts';
import {
  closingOf,
  commentBankOf,
  gradePointBandOf,
  gradePointsOf,
  gradingBandOf,
  gradingOf,
  schemeOf,
  schemeRows,
  sectionsOf,
  sheetSettingsOf,
} from './results-common.ts';
import { fullName } from './views.ts';

type S = components['schemas'];
export type ResultRow = typeof results.$inferSelect;
type Student = typeof users.$inferSelect;
/** What the sheets show of a student. */
export type SheetStudent = Pick<
  Student,
  | 'id'
  | 'surname'
  | 'firstname'
  | 'middlename'
  | 'admissionNumber'
  | 'gender'
  | 'image'
  | 'subClass'
>;

/** Which figures a sheet shows: mid-term (some First Half components) or end of term (all). */
export interface View {
  period: 'First Half' | 'Second Half';
  keys: readonly ComponentKey[];
  resultType: S['MidTermResultAttributes']['result_type'] | 'endterm';
}

export const ASSESSMENT_TYPES = [
  'first_assessment',
  'second_assessment',
  'third_assessment',
  'fourth_assessment',
] as const;

/** The view of `result_type` (`midterm`, `first_assessment`.., `endterm`) under a scheme. */
export function viewOf(scheme: SchemeComponent[], resultType: View['resultType']): View | null {
  if (resultType === 'endterm') {
    return { period: 'Second Half', keys: scheme.map((c) => c.key), resultType };
  }
  const firstHalf = scheme.filter((c) => c.period === 'First Half').map((c) => c.key);
  if (resultType === 'midterm') return { period: 'First Half', keys: firstHalf, resultType };
  const key = `ca${ASSESSMENT_TYPES.indexOf(resultType) + 1}` as ComponentKey;
  return firstHalf.includes(key) ? { period: 'First Half', keys: [key], resultType } : null;
}

const armKey = (subClass: string | null) => subClass ?? '';

/** Everything to draw one class's sheets for (term, session). */
export interface Sheet {
  campus: typeof campuses.$inferSelect;
  cls: typeof classes.$inferSelect;
  term: string;
  session: string;
  scheme: SchemeComponent[];
  bands: GradingBand[];
  points: ReturnType<typeof gradePointBandOf>[];
  subjects: { id: bigint; name: string }[];
  /** Results of the class for the term (both halves), with their students and cells. */
  rows: SheetRow[];
  teachers: Student[];
}

/** An entered cell of a result, as the sheets read it. */
export interface ScoreCell {
  subjectId: string;
  component: ComponentKey;
  /** Whole tenths; null when absent (or entered without a score). */
  tenths: number | null;
  absent: boolean;
}

/** A result of the term with its student and its entered cells. */
export interface SheetRow {
  result: ResultRow;
  student: SheetStudent;
  cells: ScoreCell[];
}

type ClassRow = typeof classes.$inferSelect;

/** Placeholders of the sheet queries: classes of one school for (term, session). */
type SheetParams = {
  schId: bigint;
  classIds: string[];
  term: string;
  session: string;
};

/**
 * A result's cells as one text, `subject component value …` (value: tenths, `a` absent, `-`
 * none): moving 4,000 short texts instead of 90,000 rows is most of what makes a whole school
 * fast (bench/results: about 35 ms instead of 150 on PostgreSQL, 60 instead of 550 on PGlite).
 */
const cellsText = sql<string | null>`(
  select string_agg(${resultScores.subjectId} || ' ' || ${resultScores.component} || ' ' ||
    case when ${resultScores.absent} then 'a' else coalesce(${resultScores.tenths}::text, '-') end,
    ' ')
  from ${resultScores} where ${resultScores.resultId} = ${results.id})`;

function cellsOf(text: string | null): ScoreCell[] {
  if (!text) return [];
  const tokens = text.split(' ');
  const cells: ScoreCell[] = [];
  for (let i = 0; i + 2 < tokens.length; i += 3) {
    const value = tokens[i + 2] as string;
    cells.push({
      subjectId: tokens[i] as string,
      component: tokens[i + 1] as ComponentKey,
      tenths: value === 'a' || value === '-' ? null : Number(value),
      absent: value === 'a',
    });
  }
  return cells;
}

/** The classes' results of the term (both halves) with their students and cells, by name. */
const resultRowsOf = (db: DbOrTx, p: SheetParams) =>
  preparedOnce(db, 'sheet_results', (name) =>
    db
      .select({
        result: results,
        student: {
          id: users.id,
          surname: users.surname,
          firstname: users.firstname,
          middlename: users.middlename,
          admissionNumber: users.admissionNumber,
          gender: users.gender,
          image: users.image,
          subClass: users.subClass,
        },
        cells: cellsText,
      })
      .from(results)
      .innerJoin(users, eq(users.id, results.studentId))
      .where(
        and(
          eq(results.schId, sql.placeholder('schId')),
          anyId(results.classId, 'classIds'),
          eq(results.term, sql.placeholder('term')),
          eq(results.session, sql.placeholder('session')),
        ),
      )
      .orderBy(asc(users.surname), asc(users.firstname), asc(users.id))
      .prepare(name),
  ).execute(p);

/** The subjects on the classes' lists for the session. */
const classSubjectsOf = (db: DbOrTx, p: SheetParams) =>
  preparedOnce(db, 'sheet_class_subjects', (name) =>
    db
      .select({ classId: classSubjects.classId, id: subjects.id, name: subjects.name })
      .from(classSubjects)
      .innerJoin(subjects, eq(subjects.id, classSubjects.subjectId))
      .where(
        and(
          anyId(classSubjects.classId, 'classIds'),
          eq(classSubjects.session, sql.placeholder('session')),
        ),
      )
      .prepare(name),
  ).execute(p);

/** The classes' active staff (class teachers of an arm or of every arm). */
const classTeachersOf = (db: DbOrTx, p: SheetParams) =>
  preparedOnce(db, 'sheet_teachers', (name) =>
    db
      .select()
      .from(users)
      .where(
        and(eq(users.kind, 'staff'), anyId(users.classId, 'classIds'), eq(users.status, 'active')),
      )
      .prepare(name),
  ).execute(p);

const campusesOf = (db: DbOrTx, campusIds: readonly bigint[]) =>
  preparedOnce(db, 'sheet_campuses', (name) =>
    db.select().from(campuses).where(anyId(campuses.id, 'campusIds')).prepare(name),
  ).execute({ campusIds: idArray(campusIds) });

const subjectsNamed = (db: DbOrTx, ids: readonly bigint[]) =>
  preparedOnce(db, 'sheet_subjects', (name) =>
    db
      .select({ id: subjects.id, name: subjects.name })
      .from(subjects)
      .where(anyId(subjects.id, 'ids'))
      .prepare(name),
  ).execute({ ids: idArray(ids) });

/** The value of `key` in `map`, made and kept on first use. */
function entryOf<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/** `rows` grouped by `key`, each group in the order of `rows`. */
function groupBy<T, K>(rows: Iterable<T>, key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) entryOf(groups, key(row), () => []).push(row);
  return groups;
}

/**
 * Loads the term of classes of one school, every arm (positions are per arm, so all are
 * needed): one sheet per class, in the order given. The same seven queries for one class or a
 * whole school (`= any` over the classes and their campuses, run side by side, grouped here by
 * class), plus one for subjects scored but no longer on a class's list when there are any.
 * 404 when a class's campus has no score scheme.
 */
export async function loadSheets(
  db: DbOrTx,
  classList: readonly ClassRow[],
  term: string,
  session: string,
): Promise<Sheet[]> {
  const first = classList[0];
  if (!first) return [];
  if (classList.some((c) => c.schId !== first.schId)) {
    throw new Error('loadSheets: the classes must be of one school');
  }
  const campusIds = [...new Set(classList.map((c) => c.campusId))];
  const p: SheetParams = {
    schId: first.schId,
    classIds: idArray(classList.map((c) => c.id)),
    term,
    session,
  };
  const [campusRows, schemes, bands, points, found, listed, teachers] = await together(
    db,
    () => campusesOf(db, campusIds),
    () => schemeRows(db, campusIds),
    () => gradingOf(db, campusIds),
    () => gradePointsOf(db, campusIds),
    () => resultRowsOf(db, p),
    () => classSubjectsOf(db, p),
    () => classTeachersOf(db, p),
  );
  const rowsOf = groupBy(
    found.map((r): SheetRow => ({ result: r.result, student: r.student, cells: cellsOf(r.cells) })),
    (r) => r.result.classId,
  );
  const listedOf = groupBy(listed, (s) => s.classId);
  // Subjects scored but no longer on the class's list still show (results keep them).
  const extraOf = new Map<bigint, bigint[]>();
  for (const cls of classList) {
    const known = new Set((listedOf.get(cls.id) ?? []).map((s) => String(s.id)));
    const scored = new Set<string>();
    for (const row of rowsOf.get(cls.id) ?? []) {
      for (const cell of row.cells) if (!known.has(cell.subjectId)) scored.add(cell.subjectId);
    }
    extraOf.set(cls.id, [...scored].map(BigInt));
  }
  const extraIds = [...extraOf.values()].flat();
  const names = new Map(
    (extraIds.length ? await subjectsNamed(db, extraIds) : []).map((s) => [s.id, s.name]),
  );
  const teachersOf = groupBy(teachers, (t) => t.classId);
  const bandsOf = groupBy(bands, (b) => b.campusId);
  const pointsOf = groupBy(points, (b) => b.campusId);
  // What a campus's sheets share is built once per campus, not per class.
  const shared = new Map(
    campusIds.map((id) => [
      id,
      {
        campus: must(
          campusRows.find((c) => c.id === id),
          'campus',
        ),
        scheme: schemeOf(schemes, id),
        bands: (bandsOf.get(id) ?? []).map(gradingBandOf),
        points: (pointsOf.get(id) ?? []).map(gradePointBandOf),
      },
    ]),
  );
  return classList.map((cls) => ({
    ...must(shared.get(cls.campusId)),
    cls,
    term,
    session,
    subjects: [
      ...(listedOf.get(cls.id) ?? []).map(({ id, name }) => ({ id, name })),
      ...(extraOf.get(cls.id) ?? []).map((id) => ({ id, name: names.get(id) ?? '' })),
    ].sort((a, b) => a.name.localeCompare(b.name)),
    rows: rowsOf.get(cls.id) ?? [],
    teachers: teachersOf.get(cls.id) ?? [],
  }));
}

/** The figures of a view: one computeClassTerm per arm, over the result holders of the arm. */
export interface Computed {
  view: View;
  holders: SheetRow[];
  /** Per student: entered cells of the counted components, by subject then component. */
  cells: Map<string, Map<string, Map<string, { tenths: number | null; absent: boolean }>>>;
  arms: Map<string, ClassTermOutcome>;
  /** Per arm: students ranked (at least one subject taken). */
  ranked: Map<string, number>;
}

export function compute(sheet: Sheet, view: View): Computed {
  const holders = sheet.rows.filter((r) => r.result.period === view.period);
  const holderIds = new Set(holders.map((h) => String(h.student.id)));
  const counted = new Set<string>(view.keys);
  // End of term counts the First Half components too (they live on the First Half result).
  const periods = new Set(
    view.period === 'Second Half' ? ['First Half', 'Second Half'] : ['First Half'],
  );
  const entries = new Map<string, ScoreEntry[]>();
  const cells: Computed['cells'] = new Map();
  for (const row of sheet.rows) {
    const studentId = String(row.student.id);
    if (!holderIds.has(studentId) || !periods.has(row.result.period)) continue;
    const armEntries = entryOf(entries, armKey(row.result.subClass), () => []);
    const bySubject = entryOf(cells, studentId, () => new Map());
    for (const s of row.cells) {
      if (!counted.has(s.component)) continue;
      armEntries.push({
        student_id: studentId,
        subject_id: s.subjectId,
        component: s.component,
        tenths: s.tenths ?? 0,
        absent: s.absent,
      });
      entryOf(bySubject, s.subjectId, () => new Map()).set(s.component, {
        tenths: s.tenths,
        absent: s.absent,
      });
    }
  }
  const armStudents = new Map<string, string[]>();
  for (const h of holders) {
    entryOf(armStudents, armKey(h.result.subClass), () => []).push(String(h.student.id));
  }
  const arms = new Map<string, ClassTermOutcome>();
  for (const [key, ids] of armStudents) {
    arms.set(key, computeClassTerm(ids, entries.get(key) ?? []));
  }
  const ranked = new Map(
    [...arms].map(([key, arm]) => [
      key,
      [...arm.students.values()].filter((st) => st.subjects_taken > 0).length,
    ]),
  );
  return { view, holders, cells, arms, ranked };
}

const componentsOfView = (sheet: Sheet, view: View) =>
  sheet.scheme.filter((c) => view.keys.includes(c.key));

const maximumOf = (sheet: Sheet, view: View) =>
  componentsOfView(sheet, view).reduce((sum, c) => sum + c.maximum, 0);

function gpaOf(sheet: Sheet, outcome: StudentOutcome | undefined): number | null {
  if (!outcome || sheet.points.length === 0 || outcome.subjects_taken === 0) return null;
  let hundredths = 0;
  for (const s of outcome.subjects.values()) {
    hundredths += Math.round((gradePointFor(s.total_tenths / 10, sheet.points) ?? 0) * 100);
  }
  return divideHalfUp(hundredths, outcome.subjects_taken) / 100;
}

/** Figures of one student in a computed view, shared by sheets and the broadsheet. */
function studentFigures(sheet: Sheet, c: Computed, result: ResultRow) {
  const arm = c.arms.get(armKey(result.subClass));
  const studentId = String(result.studentId);
  const outcome = arm?.students.get(studentId);
  const maximum = maximumOf(sheet, c.view);
  const taken = outcome?.subjects_taken ?? 0;
  const totalTenths = outcome?.total_tenths ?? 0;
  const percentage =
    taken === 0
      ? null
      : c.view.period === 'Second Half'
        ? (outcome?.average ?? null)
        : percentOf(totalTenths, maximum * taken);
  const band =
    taken === 0
      ? undefined
      : c.view.period === 'Second Half'
        ? gradeFor(percentage ?? 0, sheet.bands)
        : gradeOfTotal(totalTenths, maximum * taken, sheet.bands);
  return {
    arm,
    outcome,
    maximum,
    total_subjects: taken,
    total_score: totalTenths / 10,
    maximum_score: maximum * taken,
    student_average: outcome?.average ?? null,
    percentage,
    grade: band?.grade ?? null,
    remark: band?.remark ?? null,
    position: outcome?.position ?? null,
    number_in_class: c.ranked.get(armKey(result.subClass)) ?? 0,
    class_average: arm?.class_average ?? null,
  };
}

/** The summary block shared by mid-term and end-of-term sheets. */
function sheetSummary(f: ReturnType<typeof studentFigures>) {
  return {
    total_subjects: f.total_subjects,
    total_score: f.total_score,
    maximum_score: f.maximum_score,
    student_average: f.student_average,
    percentage: f.percentage,
    grade: f.grade,
    remark: f.remark,
    position: f.position,
    number_in_class: f.number_in_class,
    class_average: f.class_average,
    ranked_by: 'average' as const,
  };
}

function subjectLines(sheet: Sheet, c: Computed, result: ResultRow): S['ResultSubjectLine'][] {
  const { arm, outcome, maximum } = studentFigures(sheet, c, result);
  const cells = c.cells.get(String(result.studentId));
  const end = c.view.period === 'Second Half';
  return sheet.subjects.flatMap((subject) => {
    const id = String(subject.id);
    const mine = outcome?.subjects.get(id);
    const stats = arm?.subjects.get(id);
    if (!mine || !stats) return [];
    const percentage = percentOf(mine.total_tenths, maximum);
    const band = gradeOfTotal(mine.total_tenths, maximum, sheet.bands);
    return [
      {
        subject_id: id,
        subject: subject.name,
        scores: c.view.keys.map((key) => {
          const cell = cells?.get(id)?.get(key);
          return {
            component: key,
            score: cell && !cell.absent && cell.tenths !== null ? cell.tenths / 10 : null,
            absent: cell?.absent ?? false,
          };
        }),
        total: mine.total_tenths / 10,
        maximum,
        percentage,
        grade: band?.grade ?? null,
        remark: band?.remark ?? null,
        grade_point: end ? (gradePointFor(mine.total_tenths / 10, sheet.points) ?? null) : null,
        position: mine.position,
        class_average: stats.average,
        highest: stats.highest_tenths / 10,
        lowest: stats.lowest_tenths / 10,
        number_taken: stats.taken_by,
      },
    ];
  });
}

const signatory = (u: Student): S['ResultSignatory'] => ({
  staff_id: String(u.id),
  name: fullName(u),
  signature: u.signature,
});

function armTeachers(sheet: Sheet, subClass: string | null) {
  return sheet.teachers
    .filter((t) => t.subClass === null || subClass === null || t.subClass === subClass)
    .map(signatory);
}

function identity(sheet: Sheet, row: SheetRow) {
  const { result, student } = row;
  return {
    student_id: String(student.id),
    student_fullname: fullName(student),
    admission_number: student.admissionNumber ?? '',
    gender: student.gender ?? null,
    student_image: student.image,
    campus_id: String(sheet.campus.id),
    campus: sheet.campus.name,
    class_id: String(sheet.cls.id),
    class_name: sheet.cls.className,
    sub_class: result.subClass,
    term: result.term as S['Term'],
    session: result.session,
    status: result.status,
  };
}

// The attributes are built with Object.assign, not spreads: V8 builds an object literal that
// spreads another and goes on for 40 properties about 100× slower (20 µs a student; bench/results).
function midTermAttributes(
  sheet: Sheet,
  c: Computed,
  row: SheetRow,
  sections: S['SheetSectionSummary'][],
): S['MidTermResultAttributes'] {
  const f = studentFigures(sheet, c, row.result);
  return Object.assign(identity(sheet, row), sheetSummary(f), {
    period: 'First Half' as const,
    result_type: c.view.resultType as S['MidTermResultAttributes']['result_type'],
    components: componentsOfView(sheet, c.view),
    subjects: subjectLines(sheet, c, row.result),
    teacher_comment: row.result.teacherComment,
    teachers: armTeachers(sheet, row.result.subClass),
    sheet_sections: sections,
    updated_at: row.result.updatedAt.toISOString(),
  });
}

/** The head of school of each campus: its first active staff designated so. */
const headsOf = (db: DbOrTx, campusIds: readonly bigint[]) =>
  preparedOnce(db, 'sheet_heads', (name) =>
    db
      .select()
      .from(users)
      .where(
        and(
          anyId(users.campusId, 'campusIds'),
          eq(users.designationId, 3),
          eq(users.status, 'active'),
        ),
      )
      .orderBy(asc(users.id))
      .prepare(name),
  ).execute({ campusIds: idArray(campusIds) });

const directorsOf = (db: DbOrTx, campusIds: readonly bigint[]) =>
  preparedOnce(db, 'sheet_directors', (name) =>
    db
      .select({
        campusId: directorsOfStudies.campusId,
        title: directorsOfStudies.title,
        staff: users,
      })
      .from(directorsOfStudies)
      .innerJoin(users, eq(users.id, directorsOfStudies.staffId))
      .where(anyId(directorsOfStudies.campusId, 'campusIds'))
      .prepare(name),
  ).execute({ campusIds: idArray(campusIds) });

/** What every end-of-term sheet of a campus shows alike. */
export interface EndExtras {
  hos: S['ResultSignatory'] | null;
  dos: string | null;
  sessionEnds: string | null;
  sessionResumes: string | null;
  bank: { text: string; from: number; to: number; createdAt: number }[];
  sections: S['SheetSectionSummary'][];
}

/**
 * Signatories, dates, comment bank and sections of end-of-term sheets: the same for every
 * class of a campus, so read once for all the campuses of the sheets (five queries side by
 * side), by campus id.
 */
export async function endTermExtras(
  db: DbOrTx,
  campusIds: readonly bigint[],
  term: string,
  session: string,
): Promise<Map<bigint, EndExtras>> {
  const [heads, directors, closings, bank, settings] = await together(
    db,
    () => headsOf(db, campusIds),
    () => directorsOf(db, campusIds),
    () => closingOf(db, campusIds, term, session),
    () => commentBankOf(db, campusIds),
    () => sheetSettingsOf(db, campusIds, 'Second Half', term),
  );
  return new Map(
    [...new Set(campusIds)].map((campusId): [bigint, EndExtras] => {
      const hos = heads.find((h) => h.campusId === campusId);
      const dos = directors.find((d) => d.campusId === campusId);
      const closing = closings.find((c) => c.campusId === campusId);
      return [
        campusId,
        {
          hos: hos ? signatory(hos) : null,
          dos: dos ? [dos.title, fullName(dos.staff)].filter(Boolean).join(' ') : null,
          sessionEnds: closing?.sessionEnds ?? null,
          sessionResumes: closing?.sessionResumes ?? null,
          bank: bank
            .filter((b) => b.c.campusId === campusId)
            .map((b) => ({
              text: b.c.comment,
              from: b.c.scoreFrom,
              to: b.c.scoreTo,
              createdAt: b.c.createdAt.getTime(),
            })),
          sections: sectionsOf(settings.find((r) => r.campusId === campusId)),
        },
      ];
    }),
  );
}

/** The head of school's comment: typed (or copied at release), else the bank's for the average. */
export function hosCommentOf(result: ResultRow, average: number | null, extras: EndExtras) {
  if (result.hosComment !== null) return result.hosComment;
  if (average === null) return null;
  return pickComment(extras.bank, wholeHalfUp(average))?.text ?? null;
}

export function endTermAttributes(
  sheet: Sheet,
  c: Computed,
  row: SheetRow,
  extras: EndExtras,
): S['EndTermResultAttributes'] {
  const f = studentFigures(sheet, c, row.result);
  const r = row.result;
  return Object.assign(identity(sheet, row), sheetSummary(f), {
    period: 'Second Half' as const,
    result_type: 'endterm' as const,
    components: sheet.scheme,
    subjects: subjectLines(sheet, c, r),
    gpa: gpaOf(sheet, f.outcome),
    school_opened: r.schoolOpened,
    times_present: r.timesPresent,
    times_absent:
      r.schoolOpened !== null && r.timesPresent !== null ? r.schoolOpened - r.timesPresent : null,
    affective_disposition: r.affectiveDisposition,
    psychomotor_skills: r.psychomotorSkills,
    psychomotor_performance: r.psychomotorPerformance,
    pupil_report: r.pupilReport,
    extra_curricular_activities: r.extraCurricular,
    abacus: r.abacus as S['ResultAbacusRating'] | null,
    performance_remark: r.performanceRemark,
    teacher_comment: r.teacherComment,
    teachers: armTeachers(sheet, r.subClass),
    hos_comment: hosCommentOf(r, f.student_average, extras),
    hos_comment_edited: r.hosCommentEdited,
    hos: extras.hos,
    dos: extras.dos,
    session_ends: extras.sessionEnds,
    session_resumes: extras.sessionResumes,
    sheet_sections: extras.sections,
    updated_at: r.updatedAt.toISOString(),
  });
}

type Wanted = (row: SheetRow) => boolean;
const everyone: Wanted = () => true;

/** A class's end-of-term figures and the records (what `GET /get-result` answers) of `wanted`. */
interface Placed {
  attributes: { sub_class: string | null; position: number | null; student_fullname: string };
}

/** The contract's order of a class's results: arm by arm, by class position (unplaced last), then name. */
function inClassOrder<T extends Placed>(records: T[]): T[] {
  const last = Number.MAX_SAFE_INTEGER;
  return records.sort(
    ({ attributes: a }, { attributes: b }) =>
      (a.sub_class ?? '').localeCompare(b.sub_class ?? '') ||
      (a.position ?? last) - (b.position ?? last) ||
      a.student_fullname.localeCompare(b.student_fullname),
  );
}

export function endTermOf(sheet: Sheet, extras: EndExtras, wanted: Wanted = everyone) {
  const computed = compute(sheet, viewOf(sheet.scheme, 'endterm') as View);
  const records = inClassOrder(
    computed.holders
      .filter(wanted)
      .map((row) => record(row.result.id, endTermAttributes(sheet, computed, row, extras))),
  );
  return { sheet, computed, records };
}

/**
 * Records of the wanted results of the sheets under a result type (mid-term or end-of-term
 * shape); what every sheet of a campus shares is read once. A sheet whose scheme lacks the
 * result type's component gives none (callers that answer 404 or 422 check `viewOf` first).
 */
export async function resultRecords(
  db: DbOrTx,
  sheets: readonly Sheet[],
  resultType: View['resultType'],
  wanted: Wanted = everyone,
) {
  const first = sheets[0];
  if (!first) return [];
  const campusIds = sheets.map((s) => s.campus.id);
  if (resultType === 'endterm') {
    const extras = await endTermExtras(db, campusIds, first.term, first.session);
    return sheets.flatMap(
      (sheet) => endTermOf(sheet, must(extras.get(sheet.campus.id)), wanted).records,
    );
  }
  const settings = await sheetSettingsOf(db, campusIds, 'First Half', first.term);
  return sheets.flatMap((sheet) => {
    const view = viewOf(sheet.scheme, resultType);
    if (!view) return [];
    const sections = sectionsOf(settings.find((r) => r.campusId === sheet.campus.id));
    const c = compute(sheet, view);
    return inClassOrder(
      c.holders
        .filter(wanted)
        .map((row) => record(row.result.id, midTermAttributes(sheet, c, row, sections))),
    );
  });
}

// ---------------------------------------------------------------- the whole school

/** Where a whole-school computation looks: one campus, or every campus of the school. */
export interface SchoolScope {
  schId: bigint;
  campusId?: bigint;
}

/** Everything the whole school's end of term needs, read in one pass. */
export interface SchoolTerm {
  sheets: Sheet[];
  extras: Map<bigint, EndExtras>;
}

/**
 * Reads a campus's (or the school's) term in one pass: its classes, then the sheets of all of
 * them and the campuses' end-of-term extras side by side, the same thirteen queries for one
 * class or forty. Classes of campuses without a score scheme (no scores) are left out.
 */
export async function loadSchoolTerm(
  db: DbOrTx,
  scope: SchoolScope,
  term: string,
  session: string,
): Promise<SchoolTerm> {
  const classList = (
    await db
      .select({ cls: classes })
      .from(classes)
      .innerJoin(scoreSettings, eq(scoreSettings.campusId, classes.campusId))
      .where(
        and(
          eq(classes.schId, scope.schId),
          scope.campusId === undefined ? undefined : eq(classes.campusId, scope.campusId),
        ),
      )
      .orderBy(asc(classes.campusId), asc(classes.className), asc(classes.id))
  ).map((r) => r.cls);
  return loadEndTerm(db, classList, term, session);
}

/** The end-of-term sheets of these classes and their campuses' extras, read side by side. */
export async function loadEndTerm(
  db: DbOrTx,
  classList: readonly (typeof classes.$inferSelect)[],
  term: string,
  session: string,
): Promise<SchoolTerm> {
  const [sheets, extras] = await together(
    db,
    () => loadSheets(db, classList, term, session),
    () =>
      endTermExtras(
        db,
        classList.map((c) => c.campusId),
        term,
        session,
      ),
  );
  return { sheets, extras };
}

/**
 * The end-of-term results of every class arm of a school term loaded by `loadSchoolTerm`: per
 * class, the figures of each arm and every student's end-of-term record, the same as the
 * class's own calls answer (broadsheet, `GET /get-result`). Pure: no query.
 */
export function schoolEndTerm(school: SchoolTerm) {
  return school.sheets.map((sheet) => endTermOf(sheet, must(school.extras.get(sheet.campus.id))));
}

// ---------------------------------------------------------------- broadsheet

export function broadsheetAttributes(
  sheet: Sheet,
  view: View,
  subClass: string | null,
  members: SheetStudent[],
): S['BroadsheetAttributes'] {
  const c = compute(sheet, view);
  const inArm = (s: string | null) => subClass === null || s === subClass;
  const holders = c.holders.filter((h) => inArm(h.result.subClass));
  const byStudent = new Map(holders.map((h) => [String(h.student.id), h]));
  // Figures over the students listed (every arm together) for the subject columns.
  const listed = computeClassTerm(
    holders.map((h) => String(h.student.id)),
    [...c.arms.values()].flatMap((arm) =>
      [...arm.students].flatMap(([studentId, s]) =>
        [...s.subjects].map(([subjectId, sub]) => ({
          student_id: studentId,
          subject_id: subjectId,
          component: 'total',
          tenths: sub.total_tenths,
          absent: false,
        })),
      ),
    ),
  );
  const maximum = maximumOf(sheet, view);
  const students = new Map<string, SheetStudent>(
    members.filter((m) => inArm(m.subClass)).map((m) => [String(m.id), m]),
  );
  for (const h of holders) students.set(String(h.student.id), h.student);
  const rows: S['BroadsheetStudent'][] = [...students.values()].map((student) => {
    const holder = byStudent.get(String(student.id));
    if (!holder) {
      return {
        student_id: String(student.id),
        student_fullname: fullName(student),
        admission_number: student.admissionNumber ?? '',
        sub_class: student.subClass,
        result_id: null,
        status: null,
        subjects: sheet.subjects.map((s) => ({
          subject_id: String(s.id),
          total: null,
          grade: null,
          position: null,
        })),
        total_subjects: 0,
        total_score: 0,
        student_average: null,
        percentage: null,
        grade: null,
        remark: null,
        position: null,
        gpa: null,
      };
    }
    const f = studentFigures(sheet, c, holder.result);
    return {
      student_id: String(student.id),
      student_fullname: fullName(student),
      admission_number: student.admissionNumber ?? '',
      sub_class: holder.result.subClass,
      result_id: String(holder.result.id),
      status: holder.result.status,
      subjects: sheet.subjects.map((s) => {
        const mine = f.outcome?.subjects.get(String(s.id));
        return {
          subject_id: String(s.id),
          total: mine ? mine.total_tenths / 10 : null,
          grade: mine
            ? (gradeOfTotal(mine.total_tenths, maximum, sheet.bands)?.grade ?? null)
            : null,
          position: mine?.position ?? null,
        };
      }),
      total_subjects: f.total_subjects,
      total_score: f.total_score,
      student_average: f.student_average,
      percentage: f.percentage,
      grade: f.grade,
      remark: f.remark,
      position: f.position,
      gpa: view.period === 'Second Half' ? gpaOf(sheet, f.outcome) : null,
    };
  });
  rows.sort(
    (a, b) =>
      (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER) ||
      a.student_fullname.localeCompare(b.student_fullname),
  );
  return {
    class_id: String(sheet.cls.id),
    class_name: sheet.cls.className,
    sub_class: subClass,
    period: view.period,
    term: sheet.term as S['Term'],
    session: sheet.session,
    components: componentsOfView(sheet, view),
    subjects: sheet.subjects.map((s) => {
      const stats = listed.subjects.get(String(s.id));
      return {
        subject_id: String(s.id),
        subject: s.name,
        number_taken: stats?.taken_by ?? 0,
        class_average: stats ? stats.average : null,
        highest: stats ? stats.highest_tenths / 10 : null,
        lowest: stats ? stats.lowest_tenths / 10 : null,
      };
    }),
    students: rows,
    number_in_class: rows.length,
    class_average: listed.class_average,
    teachers: armTeachers(sheet, subClass),
  };
}

// ---------------------------------------------------------------- cumulative

export interface Annual {
  students: Map<string, CumulativeStudent>;
  subjects: Map<string, { average: number; highest: number; lowest: number; taken: number }>;
  classAverage: number | null;
  ranked: number;
}

/**
 * Cumulative figures of one class arm's students over the terms counted: each term total is a
 * subject's sum of every component entered in that term (either half, any class).
 */
export async function loadAnnual(
  db: DbOrTx,
  schId: bigint,
  studentIds: bigint[],
  session: string,
  countedTerms: readonly Term[],
): Promise<Annual> {
  const rows = studentIds.length
    ? await db
        .select({
          studentId: results.studentId,
          term: results.term,
          subjectId: resultScores.subjectId,
          tenths: resultScores.tenths,
          absent: resultScores.absent,
        })
        .from(resultScores)
        .innerJoin(results, eq(results.id, resultScores.resultId))
        .where(
          and(
            eq(results.schId, schId),
            eq(results.session, session),
            inArray(results.studentId, studentIds),
            countedTerms.length ? inArray(results.term, [...countedTerms]) : isNull(results.id),
          ),
        )
    : [];
  const totals = new Map<
    string,
    { student_id: string; subject_id: string; term: Term; total_tenths: number }
  >();
  for (const r of rows) {
    const key = `${r.studentId}|${r.subjectId}|${r.term}`;
    const t = totals.get(key) ?? {
      student_id: String(r.studentId),
      subject_id: String(r.subjectId),
      term: r.term as Term,
      total_tenths: 0,
    };
    t.total_tenths += r.absent ? 0 : (r.tenths ?? 0);
    totals.set(key, t);
  }
  const students = computeClassCumulative(studentIds.map(String), totals.values());
  const columns = new Map<string, number[]>();
  const averages: number[] = [];
  for (const s of students.values()) {
    for (const [subjectId, sub] of s.subjects) {
      columns.set(subjectId, [...(columns.get(subjectId) ?? []), Math.round(sub.average * 100)]);
    }
    if (s.annual_average !== null) averages.push(Math.round(s.annual_average * 100));
  }
  const mean = (values: number[]) =>
    divideHalfUp(
      values.reduce((a, b) => a + b, 0),
      values.length,
    ) / 100;
  return {
    students,
    subjects: new Map(
      [...columns].map(([id, values]) => [
        id,
        {
          average: mean(values),
          highest: Math.max(...values) / 100,
          lowest: Math.min(...values) / 100,
          taken: values.length,
        },
      ]),
    ),
    classAverage: averages.length ? mean(averages) : null,
    ranked: averages.length,
  };
}

/** The annual summary of one student (`/cumulativescore`, `/end-term-class-average`). */
export function annualSummary(annual: Annual, studentId: string, bands: GradingBand[]) {
  const mine = annual.students.get(studentId);
  const subjectCount = mine?.subjects.size ?? 0;
  let hundredths = 0;
  for (const s of mine?.subjects.values() ?? []) hundredths += Math.round(s.average * 100);
  const average = mine?.annual_average ?? null;
  const band = average === null ? undefined : gradeFor(average, bands);
  return {
    total_subjects: subjectCount,
    total_score: hundredths / 100,
    student_average: average,
    class_average: annual.classAverage,
    grade: band?.grade ?? null,
    remark: band?.remark ?? null,
    position: mine?.annual_position ?? null,
    number_in_class: annual.ranked,
  };
}

// ---------------------------------------------------------------- who may read what

/** A teacher's class arms: as class teacher, and as subject teacher in a session. */
export async function teacherReach(db: DbOrTx, auth: Auth, session: string) {
  const [me] = await db.select().from(users).where(eq(users.id, auth.userId));
  const subjectsTaught = await db
    .select()
    .from(teacherSubjects)
    .where(and(eq(teacherSubjects.staffId, auth.userId), eq(teacherSubjects.session, session)));
  const sameArm = (a: string | null, b: string | null) => a === null || b === null || a === b;
  return {
    isClassTeacher: (classId: bigint, subClass: string | null) =>
      me?.classId === classId && sameArm(me.subClass, subClass),
    teachesSubject: (classId: bigint, subClass: string | null, subjectId: bigint) =>
      subjectsTaught.some(
        (t) => t.classId === classId && t.subjectId === subjectId && sameArm(t.subClass, subClass),
      ),
    teachesArm(classId: bigint, subClass: string | null) {
      return (
        this.isClassTeacher(classId, subClass) ||
        subjectsTaught.some((t) => t.classId === classId && sameArm(t.subClass, subClass))
      );
    },
  };
}

/** Staff other than teachers read any arm of their campus; a teacher the arms they teach. */
export async function checkReads(
  db: DbOrTx,
  auth: Auth,
  session: string,
  arms: { classId: bigint; subClass: string | null }[],
) {
  if (auth.role !== 'teacher') return;
  const reach = await teacherReach(db, auth, session);
  if (!arms.every((a) => reach.teachesArm(a.classId, a.subClass))) {
    throw forbidden('You may only read results of the classes you teach.');
  }
}
