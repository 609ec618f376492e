/**
 * Result sheets: loads a class's results of one term in a few queries (results, scores,
 * subjects, bands, signatories) and turns them into the contract's mid-term, end-of-term,
 * broadsheet and cumulative attributes, every figure from the pure functions of
 * domain/results (computed per class arm, in one pass, never per student).
 */

import type { components } from '@schoolmates/sdk';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { preparedOnce } from '../db/prepared.ts';
import {
  campuses,
  type classes,
  classSubjects,
  directorsOfStudies,
  resultScores,
  results,
  subjects,
  teacherSubjects,
  users,
} from '../db/schema.ts';
import { pickComment } from '../domain/results/bands.ts';
import {
  type CumulativeStudent,
  computeClassCumulative,
  type terms,
} from '../domain/results/cumulative.ts';
import { type GradingBand, gradeFor, gradePointFor } from '../domain/results/grading.ts';
import { divideHalfUp, wholeHalfUp } from '../domain/results/numbers.ts';
import type { ComponentKey, SchemeComponent } from '../domain/results/scheme.ts';
import {
  type ClassTermOutcome,
  computeClassTerm,
  type ScoreEntry,
  type StudentOutcome,
} from '../domain/results/term-results.ts';
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
  sheetSectionsOf,
} from './results-common.ts';
import { fullName } from './views.ts';

type S = components['schemas'];
export type ResultRow = typeof results.$inferSelect;
type Student = typeof users.$inferSelect;

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

const pct = (tenths: number, maximum: number) => divideHalfUp(tenths * 1000, maximum) / 100;
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
  /** Results of the class for the term (both halves), with their students. */
  rows: { result: ResultRow; student: Student }[];
  scores: ScoreCell[];
  teachers: Student[];
}

/** An entered cell, as the sheets read it. */
export type ScoreCell = Pick<
  typeof resultScores.$inferSelect,
  'resultId' | 'subjectId' | 'component' | 'tenths' | 'absent'
>;

/**
 * The cells of a class's results (2,250 rows for 50 students × 15 subjects × 3 components):
 * only the columns the sheets use, as one prepared `= any($1)` query. Moving these rows is most
 * of a sheet's cost (bench/results).
 */
const scoresOf = (db: DbOrTx, resultIds: bigint[]): Promise<ScoreCell[]> =>
  preparedOnce(db, 'sheet_scores', (name) =>
    db
      .select({
        resultId: resultScores.resultId,
        subjectId: resultScores.subjectId,
        component: resultScores.component,
        tenths: resultScores.tenths,
        absent: resultScores.absent,
      })
      .from(resultScores)
      .where(sql`${resultScores.resultId} = any(${sql.placeholder('ids')}::bigint[])`)
      .prepare(name),
  ).execute({ ids: resultIds.map(String) });

/** Loads a class's term: results of every arm (positions are per arm, so all are needed). */
export async function loadSheet(
  db: DbOrTx,
  cls: typeof classes.$inferSelect,
  term: string,
  session: string,
): Promise<Sheet> {
  const [campus] = await db.select().from(campuses).where(eq(campuses.id, cls.campusId));
  const rows = await db
    .select({ result: results, student: users })
    .from(results)
    .innerJoin(users, eq(users.id, results.studentId))
    .where(
      and(
        eq(results.schId, cls.schId),
        eq(results.classId, cls.id),
        eq(results.term, term),
        eq(results.session, session),
      ),
    )
    .orderBy(asc(users.surname), asc(users.firstname), asc(users.id));
  const resultIds = rows.map((r) => r.result.id);
  const [scheme, bands, points, scores, classSubjectRows, teachers] = await Promise.all([
    schemeOf(db, cls.campusId),
    gradingOf(db, cls.campusId),
    gradePointsOf(db, cls.campusId),
    resultIds.length ? scoresOf(db, resultIds) : Promise.resolve([]),
    db
      .select({ id: subjects.id, name: subjects.name })
      .from(classSubjects)
      .innerJoin(subjects, eq(subjects.id, classSubjects.subjectId))
      .where(and(eq(classSubjects.classId, cls.id), eq(classSubjects.session, session))),
    db
      .select()
      .from(users)
      .where(and(eq(users.kind, 'staff'), eq(users.classId, cls.id), eq(users.status, 'active'))),
  ]);
  // Subjects scored but no longer on the class's list still show (results keep them).
  const known = new Set(classSubjectRows.map((s) => s.id));
  const extraIds = [...new Set(scores.map((s) => s.subjectId))].filter((id) => !known.has(id));
  const extra = extraIds.length
    ? await db
        .select({ id: subjects.id, name: subjects.name })
        .from(subjects)
        .where(inArray(subjects.id, extraIds))
    : [];
  return {
    campus: campus as typeof campuses.$inferSelect,
    cls,
    term,
    session,
    scheme,
    bands: bands.map(gradingBandOf),
    points: points.map(gradePointBandOf),
    subjects: [...classSubjectRows, ...extra].sort((a, b) => a.name.localeCompare(b.name)),
    rows,
    scores,
    teachers,
  };
}

/** The figures of a view: one computeClassTerm per arm, over the result holders of the arm. */
export interface Computed {
  view: View;
  holders: { result: ResultRow; student: Student }[];
  /** Per student: entered cells of the counted components, by subject then component. */
  cells: Map<string, Map<string, Map<string, { tenths: number | null; absent: boolean }>>>;
  arms: Map<string, ClassTermOutcome>;
  /** Per arm: students ranked (at least one subject taken). */
  ranked: Map<string, number>;
}

export function compute(sheet: Sheet, view: View): Computed {
  const holders = sheet.rows.filter((r) => r.result.period === view.period);
  const holderIds = new Set(holders.map((h) => String(h.student.id)));
  const studentOfResult = new Map(sheet.rows.map((r) => [r.result.id, String(r.student.id)]));
  const counted = new Set<string>(view.keys);
  // End of term counts the First Half components too (they live on the First Half result).
  const periods = new Set(
    view.period === 'Second Half' ? ['First Half', 'Second Half'] : ['First Half'],
  );
  const periodOfResult = new Map(sheet.rows.map((r) => [r.result.id, r.result.period]));
  const entries: ScoreEntry[] = [];
  const cells: Computed['cells'] = new Map();
  for (const s of sheet.scores) {
    const studentId = studentOfResult.get(s.resultId);
    if (!studentId || !holderIds.has(studentId) || !counted.has(s.component)) continue;
    if (!periods.has(periodOfResult.get(s.resultId) ?? '')) continue;
    const subjectId = String(s.subjectId);
    entries.push({
      student_id: studentId,
      subject_id: subjectId,
      component: s.component,
      tenths: s.tenths ?? 0,
      absent: s.absent,
    });
    const bySubject = cells.get(studentId) ?? new Map();
    const byComponent = bySubject.get(subjectId) ?? new Map();
    byComponent.set(s.component, { tenths: s.tenths, absent: s.absent });
    bySubject.set(subjectId, byComponent);
    cells.set(studentId, bySubject);
  }
  const armStudents = new Map<string, string[]>();
  for (const h of holders) {
    const key = armKey(h.result.subClass);
    armStudents.set(key, [...(armStudents.get(key) ?? []), String(h.student.id)]);
  }
  const arms = new Map<string, ClassTermOutcome>();
  for (const [key, ids] of armStudents) {
    const mine = new Set(ids);
    arms.set(
      key,
      computeClassTerm(
        ids,
        entries.filter((e) => mine.has(e.student_id)),
      ),
    );
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
        : pct(totalTenths, maximum * taken);
  const band = percentage === null ? undefined : gradeFor(percentage, sheet.bands);
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
    const percentage = pct(mine.total_tenths, maximum);
    const band = gradeFor(percentage, sheet.bands);
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

function identity(sheet: Sheet, row: { result: ResultRow; student: Student }) {
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

function midTermAttributes(
  sheet: Sheet,
  c: Computed,
  row: { result: ResultRow; student: Student },
  sections: S['SheetSectionSummary'][],
): S['MidTermResultAttributes'] {
  const f = studentFigures(sheet, c, row.result);
  return {
    ...identity(sheet, row),
    period: 'First Half',
    result_type: c.view.resultType as S['MidTermResultAttributes']['result_type'],
    components: componentsOfView(sheet, c.view),
    subjects: subjectLines(sheet, c, row.result),
    ...sheetSummary(f),
    teacher_comment: row.result.teacherComment,
    teachers: armTeachers(sheet, row.result.subClass),
    sheet_sections: sections,
    updated_at: row.result.updatedAt.toISOString(),
  };
}

/** Signatories and dates of an end-of-term sheet, read once per class. */
export async function endTermExtras(db: DbOrTx, sheet: Sheet) {
  const [hos] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.campusId, sheet.campus.id),
        eq(users.designationId, 3),
        eq(users.status, 'active'),
      ),
    )
    .orderBy(asc(users.id))
    .limit(1);
  const [dos] = await db
    .select({ title: directorsOfStudies.title, staff: users })
    .from(directorsOfStudies)
    .innerJoin(users, eq(users.id, directorsOfStudies.staffId))
    .where(eq(directorsOfStudies.campusId, sheet.campus.id));
  const closing = await closingOf(db, sheet.campus.id, sheet.term, sheet.session);
  const bank = await commentBankOf(db, sheet.campus.id);
  const sections = await sheetSectionsOf(db, sheet.campus.id, 'Second Half', sheet.term);
  return {
    hos: hos ? signatory(hos) : null,
    dos: dos ? [dos.title, fullName(dos.staff)].filter(Boolean).join(' ') : null,
    sessionEnds: closing?.sessionEnds ?? null,
    sessionResumes: closing?.sessionResumes ?? null,
    bank: bank.map((b) => ({
      text: b.c.comment,
      from: b.c.scoreFrom,
      to: b.c.scoreTo,
      createdAt: b.c.createdAt.getTime(),
    })),
    sections,
  };
}

export type EndExtras = Awaited<ReturnType<typeof endTermExtras>>;

/** The head of school's comment: typed (or copied at release), else the bank's for the average. */
export function hosCommentOf(result: ResultRow, average: number | null, extras: EndExtras) {
  if (result.hosComment !== null) return result.hosComment;
  if (average === null) return null;
  return pickComment(extras.bank, wholeHalfUp(average))?.text ?? null;
}

export function endTermAttributes(
  sheet: Sheet,
  c: Computed,
  row: { result: ResultRow; student: Student },
  extras: EndExtras,
): S['EndTermResultAttributes'] {
  const f = studentFigures(sheet, c, row.result);
  const r = row.result;
  return {
    ...identity(sheet, row),
    period: 'Second Half',
    result_type: 'endterm',
    components: sheet.scheme,
    subjects: subjectLines(sheet, c, r),
    ...sheetSummary(f),
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
  };
}

/** Records of the given results under a view (mid-term or end-of-term shape). */
export async function resultRecords(
  db: DbOrTx,
  sheet: Sheet,
  view: View,
  wanted: (row: { result: ResultRow; student: Student }) => boolean,
) {
  const c = compute(sheet, view);
  const rows = c.holders.filter(wanted);
  if (view.period === 'First Half') {
    const sections = await sheetSectionsOf(db, sheet.campus.id, 'First Half', sheet.term);
    return rows.map((row) => record(row.result.id, midTermAttributes(sheet, c, row, sections)));
  }
  const extras = await endTermExtras(db, sheet);
  return rows.map((row) => record(row.result.id, endTermAttributes(sheet, c, row, extras)));
}

// ---------------------------------------------------------------- broadsheet

export function broadsheetAttributes(
  sheet: Sheet,
  view: View,
  subClass: string | null,
  members: Student[],
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
  const students = new Map<string, Student>(
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
            ? (gradeFor(pct(mine.total_tenths, maximum), sheet.bands)?.grade ?? null)
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
  countedTerms: readonly string[],
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
    { student_id: string; subject_id: string; term: (typeof terms)[number]; total_tenths: number }
  >();
  for (const r of rows) {
    const key = `${r.studentId}|${r.subjectId}|${r.term}`;
    const t = totals.get(key) ?? {
      student_id: String(r.studentId),
      subject_id: String(r.subjectId),
      term: r.term as (typeof terms)[number],
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
