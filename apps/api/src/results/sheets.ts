/**
 * Result sheets, computed: a class's loaded sheet (sheets.queries.ts) turned into the
 * contract's mid-term and end-of-term attributes, every figure from the pure functions of
 * @schoolmates/domain/results (computed per class arm, in one pass, never per student).
 */

import {
  type AttendanceMark,
  figuresOf,
  reportCardAttendance,
} from '@schoolmates/domain/attendance';
import type { Period } from '@schoolmates/domain/calendar';
import {
  type ClassTermOutcome,
  type ComponentKey,
  computeClassTerm,
  gradeFor,
  gradeOfTotal,
  gradePointAverage,
  gradePointFor,
  percentOf,
  pickComment,
  type SchemeComponent,
  type ScoreEntry,
  type StudentOutcome,
  wholeHalfUp,
} from '@schoolmates/domain/results';
import type { components } from '@schoolmates/sdk';
import type { DbOrTx } from '../db/client.ts';
import { must } from '../db/rows.ts';
import { record } from '../http/envelope.ts';
import { fullName } from '../people/records.ts';
import { entryOf } from './maps.ts';
import {
  type EndExtras,
  endTermExtras,
  type MidExtras,
  midTermExtras,
  type ResultRow,
  type SchoolTerm,
  type ScoreCell,
  type Sheet,
  type SheetRow,
  signatory,
} from './sheets.queries.ts';

type S = components['schemas'];

/** Which figures a sheet shows: mid-term (some First Half components) or end of term (all). */
export interface View {
  period: Period;
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

/** The figures of a view: one computeClassTerm per arm, over the result holders of the arm. */
export interface Computed {
  view: View;
  holders: SheetRow[];
  /**
   * Per student: entered cells of the counted components, by subject, in the order of
   * `view.keys` (arrays, not maps: a school's end of term has 30,000 of them).
   */
  cells: Map<string, Map<string, (ScoreCell | undefined)[]>>;
  arms: Map<string, ClassTermOutcome>;
  /** Per arm: students ranked (at least one subject taken). */
  ranked: Map<string, number>;
  /** Students whose end-of-term result is released: their assessments are locked too. */
  releasedEndTerm: Set<string>;
  /** The view's maximum per subject, and the sheet's subject ids as the maps key them. */
  maximum: number;
  subjectKeys: string[];
}

export function compute(sheet: Sheet, view: View): Computed {
  const holders = sheet.rows.filter((r) => r.result.period === view.period);
  const holderIds = new Set(holders.map((h) => String(h.student.id)));
  const slotOf = new Map<string, number>(view.keys.map((key, i) => [key, i]));
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
      const slot = slotOf.get(s.component);
      if (slot === undefined) continue;
      armEntries.push({
        student_id: studentId,
        subject_id: s.subjectId,
        component: s.component,
        tenths: s.tenths ?? 0,
        absent: s.absent,
      });
      entryOf(bySubject, s.subjectId, () => new Array(view.keys.length))[slot] = s;
    }
  }
  const armStudents = new Map<string, string[]>();
  for (const h of holders) {
    entryOf(armStudents, armKey(h.result.subClass), () => []).push(String(h.student.id));
  }
  const arms = new Map<string, ClassTermOutcome>();
  for (const [key, ids] of armStudents) {
    arms.set(key, computeClassTerm(ids, entries.get(key) ?? [], sheet.rankedBy));
  }
  const ranked = new Map(
    [...arms].map(([key, arm]) => [
      key,
      [...arm.students.values()].filter((st) => st.subjects_taken > 0).length,
    ]),
  );
  const releasedEndTerm = new Set(
    sheet.rows
      .filter((r) => r.result.period === 'Second Half' && r.result.status === 'released')
      .map((r) => String(r.student.id)),
  );
  return {
    view,
    holders,
    cells,
    arms,
    ranked,
    releasedEndTerm,
    maximum: maximumOf(sheet, view),
    subjectKeys: sheet.subjects.map((s) => String(s.id)),
  };
}

export const componentsOfView = (sheet: Sheet, view: View) =>
  sheet.scheme.filter((c) => view.keys.includes(c.key));

export const maximumOf = (sheet: Sheet, view: View) =>
  componentsOfView(sheet, view).reduce((sum, c) => sum + c.maximum, 0);

export const gpaOf = (sheet: Sheet, outcome: StudentOutcome | undefined): number | null =>
  outcome
    ? gradePointAverage(
        [...outcome.subjects.values()].map((s) => s.total_tenths),
        sheet.points,
      )
    : null;

/** Figures of one student in a computed view, shared by sheets and the broadsheet. */
export function studentFigures(sheet: Sheet, c: Computed, result: ResultRow) {
  const arm = c.arms.get(armKey(result.subClass));
  const studentId = String(result.studentId);
  const outcome = arm?.students.get(studentId);
  const maximum = c.maximum;
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
function sheetSummary(sheet: Sheet, f: ReturnType<typeof studentFigures>) {
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
    ranked_by: sheet.rankedBy,
    subjects_offered: sheet.offered,
  };
}

function subjectLines(
  sheet: Sheet,
  c: Computed,
  result: ResultRow,
  { arm, outcome, maximum }: ReturnType<typeof studentFigures>,
): S['ResultSubjectLine'][] {
  const cells = c.cells.get(String(result.studentId));
  const end = c.view.period === 'Second Half';
  const lines: S['ResultSubjectLine'][] = [];
  // A plain loop over precomputed keys: this runs for every subject of every student of a school.
  sheet.subjects.forEach((subject, i) => {
    const id = c.subjectKeys[i] as string;
    const mine = outcome?.subjects.get(id);
    const stats = arm?.subjects.get(id);
    if (!mine || !stats) return;
    const band = gradeOfTotal(mine.total_tenths, maximum, sheet.bands);
    const entered = cells?.get(id);
    lines.push({
      subject_id: id,
      subject: subject.name,
      scores: c.view.keys.map((key, slot) => {
        const cell = entered?.[slot];
        return {
          component: key,
          score: cell && !cell.absent && cell.tenths !== null ? cell.tenths / 10 : null,
          absent: cell?.absent ?? false,
        };
      }),
      total: mine.total_tenths / 10,
      maximum,
      percentage: percentOf(mine.total_tenths, maximum),
      grade: band?.grade ?? null,
      remark: band?.remark ?? null,
      grade_point: end ? (gradePointFor(mine.total_tenths / 10, sheet.points) ?? null) : null,
      position: mine.position,
      class_average: stats.average,
      highest: stats.highest_tenths / 10,
      lowest: stats.lowest_tenths / 10,
      number_taken: stats.taken_by,
    });
  });
  return lines;
}

/** By sheet and arm: its class teachers as signatories, the same for every student of the arm. */
const signatories = new WeakMap<Sheet, Map<string | null, S['ResultSignatory'][]>>();

export function armTeachers(sheet: Sheet, subClass: string | null) {
  const arms = entryOf(signatories, sheet, () => new Map());
  return entryOf(arms, subClass, () =>
    sheet.teachers
      .filter((t) => t.subClass === null || subClass === null || t.subClass === subClass)
      .map(signatory),
  );
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
    term: sheet.term,
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
  extras: MidExtras,
): S['MidTermResultAttributes'] {
  const f = studentFigures(sheet, c, row.result);
  return Object.assign(identity(sheet, row), sheetSummary(sheet, f), {
    period: 'First Half' as const,
    result_type: c.view.resultType as S['MidTermResultAttributes']['result_type'],
    scores_locked_by:
      row.result.status === 'released'
        ? ('First Half' as const)
        : c.releasedEndTerm.has(String(row.student.id))
          ? ('Second Half' as const)
          : null,
    components: componentsOfView(sheet, c.view),
    subjects: subjectLines(sheet, c, row.result, f),
    teacher_comment: row.result.teacherComment,
    teachers: armTeachers(sheet, row.result.subClass),
    // Typed only: the comment bank's ranges are for the term's average, not the mid-term's.
    hos_comment: row.result.hosComment,
    hos_comment_edited: row.result.hosCommentEdited,
    hos: extras.hos,
    sheet_sections: extras.sections,
    updated_at: row.result.updatedAt.toISOString(),
  });
}

/** The head of school's comment: typed (or copied at release), else the bank's for the average. */
export function hosCommentOf(result: ResultRow, average: number | null, extras: EndExtras) {
  if (result.hosComment !== null) return result.hosComment;
  if (average === null) return null;
  return pickComment(extras.bank, wholeHalfUp(average))?.text ?? null;
}

/**
 * The report card's times school opened / present / absent, elementary and preschool alike:
 * counted from the term's register when the school's report card reads it (issue 30, `register`
 * is then the term's marks by student), else as the class teacher typed them.
 */
export function cardAttendance(
  r: { studentId: bigint; schoolOpened: number | null; timesPresent: number | null },
  register: ReadonlyMap<bigint, Partial<Record<AttendanceMark, number>>> | null | undefined,
) {
  if (register) {
    const f = reportCardAttendance(figuresOf(register.get(r.studentId) ?? {}));
    return {
      school_opened: f.schoolOpened,
      times_present: f.timesPresent,
      times_absent: f.timesAbsent,
    };
  }
  return {
    school_opened: r.schoolOpened,
    times_present: r.timesPresent,
    times_absent:
      r.schoolOpened !== null && r.timesPresent !== null ? r.schoolOpened - r.timesPresent : null,
  };
}

export function endTermAttributes(
  sheet: Sheet,
  c: Computed,
  row: SheetRow,
  extras: EndExtras,
): S['EndTermResultAttributes'] {
  const f = studentFigures(sheet, c, row.result);
  const r = row.result;
  return Object.assign(identity(sheet, row), sheetSummary(sheet, f), {
    period: 'Second Half' as const,
    result_type: 'endterm' as const,
    scores_locked_by: r.status === 'released' ? ('Second Half' as const) : null,
    components: sheet.scheme,
    subjects: subjectLines(sheet, c, r, f),
    gpa: gpaOf(sheet, f.outcome),
    ...cardAttendance(r, extras.register),
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
  const computed = compute(sheet, must(viewOf(sheet.scheme, 'endterm')));
  const records = inClassOrder(
    computed.holders
      .filter(wanted)
      .map((row) => record(row.result.id, endTermAttributes(sheet, computed, row, extras))),
  );
  return { sheet, computed, records };
}

/** A mid-term view: all First Half components, or one assessment. */
export type MidTermType = Exclude<View['resultType'], 'endterm'>;

/**
 * Records of the wanted results of the sheets under a result type (mid-term or end-of-term
 * shape); what every sheet of a campus shares is read once. A sheet whose scheme lacks the
 * result type's component gives none (callers that answer 404 or 422 check `viewOf` first).
 */
export async function resultRecords(
  db: DbOrTx,
  sheets: readonly Sheet[],
  resultType: 'endterm',
  wanted?: Wanted,
): Promise<S['EndTermResultRecord'][]>;
export async function resultRecords(
  db: DbOrTx,
  sheets: readonly Sheet[],
  resultType: MidTermType,
  wanted?: Wanted,
): Promise<S['MidTermResultRecord'][]>;
export async function resultRecords(
  db: DbOrTx,
  sheets: readonly Sheet[],
  resultType: View['resultType'],
  wanted?: Wanted,
): Promise<S['ResultRecord'][]>;
export async function resultRecords(
  db: DbOrTx,
  sheets: readonly Sheet[],
  resultType: View['resultType'],
  wanted: Wanted = everyone,
): Promise<S['ResultRecord'][]> {
  const first = sheets[0];
  if (!first) return [];
  const campusIds = sheets.map((s) => s.campus.id);
  if (resultType === 'endterm') {
    const extras = await endTermExtras(db, first.cls.schId, campusIds, first.term, first.session);
    return sheets.flatMap(
      (sheet) => endTermOf(sheet, must(extras.get(sheet.campus.id)), wanted).records,
    );
  }
  const extras = await midTermExtras(db, first.cls.schId, campusIds, first.term);
  return sheets.flatMap((sheet) => {
    const view = viewOf(sheet.scheme, resultType);
    if (!view) return [];
    const campus = must(extras.get(sheet.campus.id));
    const c = compute(sheet, view);
    return inClassOrder(
      c.holders
        .filter(wanted)
        .map((row) => record(row.result.id, midTermAttributes(sheet, c, row, campus))),
    );
  });
}

/**
 * The end-of-term results of every class arm of a school term loaded by `loadSchoolTerm`: per
 * class, the figures of each arm and every student's end-of-term record, the same as the
 * class's own calls answer (broadsheet, `GET /get-result`). Pure: no query.
 */
export function schoolEndTerm(school: SchoolTerm) {
  return school.sheets.map((sheet) => endTermOf(sheet, must(school.extras.get(sheet.campus.id))));
}
