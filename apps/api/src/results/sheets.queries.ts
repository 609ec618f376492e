/**
 * Result sheets, read: the results of one term for one class or for a whole school in the same
 * few queries (`= any` over the classes: results with their cells, subjects, teachers; the
 * campuses' scheme, bands and end-of-term extras once), grouped by class. The figures and the
 * contract's attributes are made from them in sheets.ts.
 */

import type { Term } from '@schoolmates/domain/calendar';
import { DESIGNATION } from '@schoolmates/domain/people';
import type {
  ClassRanking,
  ComponentKey,
  GradePointBand,
  GradingBand,
  SchemeComponent,
} from '@schoolmates/domain/results';
import type { components } from '@schoolmates/sdk';
import { and, asc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { registerCountsForReportCards } from '../attendance/report.ts';
import { type DbOrTx, together } from '../db/client.ts';
import { byName } from '../db/names.ts';
import { anyId, idArray, preparedOnce } from '../db/prepared.ts';
import { must } from '../db/rows.ts';
import {
  campuses,
  classes,
  classRankings,
  classSubjects,
  directorsOfStudies,
  resultScores,
  results,
  scoreSettings,
  subjects,
  users,
} from '../db/schema.ts';
import { RESULT_COMPONENT_KEYS } from '../db/values.ts';
import { fullName } from '../people/records.ts';
import { groupBy } from './maps.ts';
import {
  closingOf,
  commentBankOf,
  gradePointsOf,
  gradingOf,
  schemeRows,
  sheetSettingsOf,
} from './settings.queries.ts';
import { gradePointBandOf, gradingBandOf, schemeOf, sectionsOf } from './settings.ts';

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

/** Everything to draw one class's sheets for (term, session). */
export interface Sheet {
  campus: typeof campuses.$inferSelect;
  cls: typeof classes.$inferSelect;
  term: Term;
  session: string;
  scheme: SchemeComponent[];
  bands: GradingBand[];
  points: GradePointBand[];
  subjects: { id: bigint; name: string }[];
  /** Subjects on the class's list for the session (a student taking fewer is marked). */
  offered: number;
  /** What the class's positions rank on (its setting; average by default). */
  rankedBy: ClassRanking;
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
 * A result's cells as one text of numbers, one per cell: (subject × 8 + component) × 2048 +
 * value, where value is the tenths, NONE or ABSENT. Moving 4,000 short texts instead of 90,000
 * rows is most of what makes a whole school fast; numbers rather than `subject component value`
 * words halve PostgreSQL's text building and the parsing here (bench/results, one pass).
 */
const COMPONENT_SLOTS = 8;
const VALUE_SLOTS = 2048;
const NONE = VALUE_SLOTS - 2;
const ABSENT = VALUE_SLOTS - 1;
const componentIndex = sql`case ${resultScores.component} ${sql.raw(
  RESULT_COMPONENT_KEYS.map((key, i) => `when '${key}' then ${i}`).join(' '),
)} end`;
const cellsText = sql<string | null>`(
  select string_agg(((${resultScores.subjectId} * ${sql.raw(String(COMPONENT_SLOTS))} +
    ${componentIndex}) * ${sql.raw(String(VALUE_SLOTS))} + case when ${resultScores.absent}
    then ${sql.raw(String(ABSENT))} else coalesce(${resultScores.tenths}, ${sql.raw(String(NONE))}) end)::text, ' ')
  from ${resultScores}
  where ${resultScores.schId} = ${results.schId} and ${resultScores.resultId} = ${results.id})`;

/**
 * The cells of a result's text. Read digit by digit, and each subject's id string made once per
 * load (`subjectKeys`): a whole school is 90,000 cells, and splitting the texts and writing an id
 * for every cell were a tenth of its time, most of it in the garbage collector.
 */
function cellsOf(text: string | null, subjectKeys: Map<number, string>): ScoreCell[] {
  const cells: ScoreCell[] = [];
  if (!text) return cells;
  let packed = 0;
  for (let i = 0; i <= text.length; i++) {
    const digit = i < text.length ? text.charCodeAt(i) - 48 : -1;
    if (digit >= 0) {
      packed = packed * 10 + digit;
      continue;
    }
    const value = packed % VALUE_SLOTS;
    const slot = (packed - value) / VALUE_SLOTS;
    const component = slot % COMPONENT_SLOTS;
    const subject = (slot - component) / COMPONENT_SLOTS;
    let subjectId = subjectKeys.get(subject);
    if (subjectId === undefined) {
      subjectId = String(subject);
      subjectKeys.set(subject, subjectId);
    }
    cells.push({
      subjectId,
      component: must(RESULT_COMPONENT_KEYS[component], 'component'),
      tenths: value >= NONE ? null : value,
      absent: value === ABSENT,
    });
    packed = 0;
  }
  return cells;
}

/**
 * Columns read as one JSON array text a row, and read back as Drizzle would (`mapFromDriverValue`;
 * ids as text, past JavaScript's numbers). Embedded PGlite decodes each value of a result on its
 * own, about a microsecond each: a school's 4,000 results of 33 columns took 120 of its 220 ms
 * (bench/results, one pass); one text a row takes a tenth of that.
 */
function packedRow<C extends Record<string, PgColumn>>(columns: C) {
  const entries = Object.entries(columns);
  // Drizzle's own reading, where it is more than the JSON value itself (ids, times).
  const mappers = entries.map(([, c]) =>
    c.getSQLType() === 'bigint' || c.getSQLType().startsWith('timestamp')
      ? (value: unknown) => c.mapFromDriverValue(value)
      : null,
  );
  return {
    sql: sql<string>`json_build_array(${sql.join(
      entries.map(([, c]) => (c.getSQLType() === 'bigint' ? sql`${c}::text` : sql`${c}`)),
      sql`, `,
    )})::text`,
    read(text: string): { [K in keyof C]: C[K]['_']['data'] } {
      const values = JSON.parse(text) as unknown[];
      const row: Record<string, unknown> = {};
      entries.forEach(([key], i) => {
        const value = values[i];
        const map = mappers[i];
        row[key] = value === null || !map ? value : map(value);
      });
      return row as { [K in keyof C]: C[K]['_']['data'] };
    },
  };
}

const packedResult = packedRow(getTableColumns(results));
const packedStudent = packedRow({
  id: users.id,
  surname: users.surname,
  firstname: users.firstname,
  middlename: users.middlename,
  admissionNumber: users.admissionNumber,
  gender: users.gender,
  image: users.image,
  subClass: users.subClass,
});

/** The classes' results of the term (both halves) with their students and cells, by name. */
const resultRowsOf = (db: DbOrTx, p: SheetParams) =>
  preparedOnce(db, 'sheet_results', (name) =>
    db
      .select({ result: packedResult.sql, student: packedStudent.sql, cells: cellsText })
      .from(results)
      .innerJoin(users, and(eq(users.schId, results.schId), eq(users.id, results.studentId)))
      .where(
        and(
          eq(results.schId, sql.placeholder('schId')),
          anyId(results.classId, 'classIds'),
          eq(results.term, sql.placeholder('term')),
          eq(results.session, sql.placeholder('session')),
        ),
      )
      .orderBy(...byName(users))
      .prepare(name),
  ).execute(p);

/**
 * A whole school's results read as two halves of its classes side by side: PostgreSQL builds
 * each half's cell texts on its own core, about halving the longest read of a school's end of
 * term (bench/results, one pass). A class stays whole within a half, so its rows keep their order.
 */
const resultRowsInHalves = (db: DbOrTx, p: SheetParams) => {
  if (p.classIds.length < 8) return resultRowsOf(db, p);
  const halves = [0, 1].map((half) => p.classIds.filter((_, i) => i % 2 === half));
  return together(db, ...halves.map((classIds) => () => resultRowsOf(db, { ...p, classIds }))).then(
    (parts) => parts.flat(),
  );
};

/** The subjects on the classes' lists for the session. */
const classSubjectsOf = (db: DbOrTx, p: SheetParams) =>
  preparedOnce(db, 'sheet_class_subjects', (name) =>
    db
      .select({ classId: classSubjects.classId, id: subjects.id, name: subjects.name })
      .from(classSubjects)
      .innerJoin(
        subjects,
        and(eq(subjects.schId, classSubjects.schId), eq(subjects.id, classSubjects.subjectId)),
      )
      .where(
        and(
          eq(classSubjects.schId, sql.placeholder('schId')),
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
        and(
          eq(users.schId, sql.placeholder('schId')),
          eq(users.kind, 'staff'),
          anyId(users.classId, 'classIds'),
          eq(users.status, 'active'),
        ),
      )
      .prepare(name),
  ).execute(p);

/** The classes' ranking settings (a class without one ranks by average). */
const rankingsOf = (db: DbOrTx, p: SheetParams) =>
  preparedOnce(db, 'sheet_rankings', (name) =>
    db
      .select({ classId: classRankings.classId, rankedBy: classRankings.rankedBy })
      .from(classRankings)
      .where(
        and(
          eq(classRankings.schId, sql.placeholder('schId')),
          anyId(classRankings.classId, 'classIds'),
        ),
      )
      .prepare(name),
  ).execute(p);

const campusesOf = (db: DbOrTx, schId: bigint, campusIds: readonly bigint[]) =>
  preparedOnce(db, 'sheet_campuses', (name) =>
    db
      .select()
      .from(campuses)
      .where(and(eq(campuses.schId, sql.placeholder('schId')), anyId(campuses.id, 'campusIds')))
      .prepare(name),
  ).execute({ schId, campusIds: idArray(campusIds) });

const subjectsNamed = (db: DbOrTx, schId: bigint, ids: readonly bigint[]) =>
  preparedOnce(db, 'sheet_subjects', (name) =>
    db
      .select({ id: subjects.id, name: subjects.name })
      .from(subjects)
      .where(and(eq(subjects.schId, sql.placeholder('schId')), anyId(subjects.id, 'ids')))
      .prepare(name),
  ).execute({ schId, ids: idArray(ids) });

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
  term: Term,
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
  const [campusRows, schemes, bands, points, found, listed, teachers, rankings] = await together(
    db,
    () => campusesOf(db, p.schId, campusIds),
    () => schemeRows(db, p.schId, campusIds),
    () => gradingOf(db, p.schId, campusIds),
    () => gradePointsOf(db, p.schId, campusIds),
    () => resultRowsInHalves(db, p),
    () => classSubjectsOf(db, p),
    () => classTeachersOf(db, p),
    () => rankingsOf(db, p),
  );
  const subjectKeys = new Map<number, string>();
  const rowsOf = groupBy(
    found.map(
      (r): SheetRow => ({
        result: packedResult.read(r.result),
        student: packedStudent.read(r.student),
        cells: cellsOf(r.cells, subjectKeys),
      }),
    ),
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
    (extraIds.length ? await subjectsNamed(db, p.schId, extraIds) : []).map((s) => [s.id, s.name]),
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
    offered: listedOf.get(cls.id)?.length ?? 0,
    rankedBy: rankings.find((r) => r.classId === cls.id)?.rankedBy ?? 'average',
    rows: rowsOf.get(cls.id) ?? [],
    teachers: teachersOf.get(cls.id) ?? [],
  }));
}

export const signatory = (u: Student): S['ResultSignatory'] => ({
  staff_id: String(u.id),
  name: fullName(u),
  signature: u.signature,
});

/** The head of school of each campus: its first active staff designated so. */
const headsOf = (db: DbOrTx, schId: bigint, campusIds: readonly bigint[]) =>
  preparedOnce(db, 'sheet_heads', (name) =>
    db
      .select()
      .from(users)
      .where(
        and(
          eq(users.schId, sql.placeholder('schId')),
          anyId(users.campusId, 'campusIds'),
          eq(users.designationId, DESIGNATION.principal),
          eq(users.status, 'active'),
        ),
      )
      .orderBy(asc(users.id))
      .prepare(name),
  ).execute({ schId, campusIds: idArray(campusIds) });

const directorsOf = (db: DbOrTx, schId: bigint, campusIds: readonly bigint[]) =>
  preparedOnce(db, 'sheet_directors', (name) =>
    db
      .select({
        campusId: directorsOfStudies.campusId,
        title: directorsOfStudies.title,
        staff: users,
      })
      .from(directorsOfStudies)
      .innerJoin(
        users,
        and(eq(users.schId, directorsOfStudies.schId), eq(users.id, directorsOfStudies.staffId)),
      )
      .where(
        and(
          eq(directorsOfStudies.schId, sql.placeholder('schId')),
          anyId(directorsOfStudies.campusId, 'campusIds'),
        ),
      )
      .prepare(name),
  ).execute({ schId, campusIds: idArray(campusIds) });

/** What every end-of-term sheet of a campus shows alike. */
export interface EndExtras {
  hos: S['ResultSignatory'] | null;
  dos: string | null;
  sessionEnds: string | null;
  sessionResumes: string | null;
  bank: { text: string; from: number; to: number; createdAt: number }[];
  sections: S['SheetSectionSummary'][];
  /**
   * Each student's marks in the term's registers when the school's report card reads the
   * register (issue 30); null when the figures are typed.
   */
  register: Map<bigint, Partial<Record<S['AttendanceMark'], number>>> | null;
}

/**
 * Signatories, dates, comment bank and sections of end-of-term sheets: the same for every
 * class of a campus, so read once for all the campuses of the sheets (five queries side by
 * side), by campus id.
 */
export async function endTermExtras(
  db: DbOrTx,
  schId: bigint,
  campusIds: readonly bigint[],
  term: string,
  session: string,
): Promise<Map<bigint, EndExtras>> {
  const [heads, directors, closings, bank, settings, register] = await together(
    db,
    () => headsOf(db, schId, campusIds),
    () => directorsOf(db, schId, campusIds),
    () => closingOf(db, schId, campusIds, term, session),
    () => commentBankOf(db, schId, campusIds),
    () => sheetSettingsOf(db, schId, campusIds, 'Second Half', term),
    () => registerCountsForReportCards(db, schId, campusIds, term, session),
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
          register,
        },
      ];
    }),
  );
}

/** What every mid-term sheet of a campus shows alike. */
export interface MidExtras {
  hos: S['ResultSignatory'] | null;
  sections: S['SheetSectionSummary'][];
}

/** The principal (for the signature) and the sections of mid-term sheets, by campus id. */
export async function midTermExtras(
  db: DbOrTx,
  schId: bigint,
  campusIds: readonly bigint[],
  term: string,
): Promise<Map<bigint, MidExtras>> {
  const [heads, settings] = await together(
    db,
    () => headsOf(db, schId, campusIds),
    () => sheetSettingsOf(db, schId, campusIds, 'First Half', term),
  );
  return new Map(
    [...new Set(campusIds)].map((campusId): [bigint, MidExtras] => {
      const hos = heads.find((h) => h.campusId === campusId);
      return [
        campusId,
        {
          hos: hos ? signatory(hos) : null,
          sections: sectionsOf(settings.find((r) => r.campusId === campusId)),
        },
      ];
    }),
  );
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
  term: Term,
  session: string,
): Promise<SchoolTerm> {
  const classList = (
    await db
      .select({ cls: classes })
      .from(classes)
      .innerJoin(
        scoreSettings,
        and(eq(scoreSettings.schId, classes.schId), eq(scoreSettings.campusId, classes.campusId)),
      )
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
  term: Term,
  session: string,
): Promise<SchoolTerm> {
  const first = classList[0];
  if (!first) return { sheets: [], extras: new Map() };
  const [sheets, extras] = await together(
    db,
    () => loadSheets(db, classList, term, session),
    () =>
      endTermExtras(
        db,
        first.schId,
        classList.map((c) => c.campusId),
        term,
        session,
      ),
  );
  return { sheets, extras };
}

/** Every entered cell of the students in the counted terms of a session, with its term. */
export async function annualScores(
  db: DbOrTx,
  schId: bigint,
  studentIds: bigint[],
  session: string,
  countedTerms: readonly Term[],
) {
  if (studentIds.length === 0) return [];
  return db
    .select({
      studentId: results.studentId,
      term: results.term,
      subjectId: resultScores.subjectId,
      tenths: resultScores.tenths,
      absent: resultScores.absent,
    })
    .from(resultScores)
    .innerJoin(
      results,
      and(eq(results.schId, resultScores.schId), eq(results.id, resultScores.resultId)),
    )
    .where(
      and(
        eq(results.schId, schId),
        eq(results.session, session),
        inArray(results.studentId, studentIds),
        countedTerms.length ? inArray(results.term, [...countedTerms]) : isNull(results.id),
      ),
    );
}
