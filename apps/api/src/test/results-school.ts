/**
 * A whole school of results, for bench/results and bench/messages and the class-sheet tests: bulk
 * inserted with the server's own schema (multi-row inserts, one transaction): CLASSES classes
 * of one arm ('A') with PER_CLASS students and a class teacher each, SUBJECTS subjects offered
 * to every class, and a full term of scores (every component of the campus's scheme for every
 * student and subject: the First Half ones on the mid-term result, the exam on the end-of-term
 * result). Scores are pseudo-random but repeatable, with ties and a few absences. Ends with
 * ANALYZE unless told not to.
 */
import type { Term } from '@schoolmates/domain/calendar';
import { DESIGNATION } from '@schoolmates/domain/people';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  classes,
  classSubjects,
  resultScores,
  results,
  scoreSettings,
  subjects,
  users,
} from '../db/schema.ts';
import { insertUsers } from '../db/users.ts';

const SUBJECT_NAMES = [
  'Agricultural Science',
  'Biology',
  'Chemistry',
  'Christian Religious Studies',
  'Economics',
  'Fine Art',
  'French',
  'Further Mathematics',
  'Geography',
  'Government',
  'History',
  'Literature in English',
  'Music',
  'Physics',
  'Yoruba',
];

export interface ResultsSchoolShape {
  classes: number;
  perClass: number;
  subjects: number;
  term: Term;
  session: string;
  /** ANALYZE at the end (default true). */
  analyze?: boolean;
}

export interface ResultsSchool {
  classes: {
    id: bigint;
    /** The class as the handlers read it (loadSheet takes it). */
    row: typeof classes.$inferSelect;
    teacher: string;
    studentIds: bigint[];
  }[];
  subjectIds: bigint[];
  students: number;
  scoreRows: number;
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters. */
async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += size) {
    await insert(rows.slice(start, start + size));
  }
}

/** A small repeatable generator (mulberry32), so every run scores the same school. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Adds the school to the campus `at` (its score scheme must be saved already). */
export async function addResultsSchool(
  database: Database,
  at: { schId: bigint; campusId: bigint },
  shape: ResultsSchoolShape,
): Promise<ResultsSchool> {
  const { db } = database;
  const [scheme] = await db
    .select({ components: scoreSettings.components })
    .from(scoreSettings)
    .where(eq(scoreSettings.campusId, at.campusId));
  if (!scheme) throw new Error('The campus has no score scheme: seed its results settings first');
  const [hash] = await db
    .select({ h: users.passwordHash })
    .from(users)
    .where(eq(users.username, 'teacher'));
  const passwordHash = hash?.h ?? 'x';
  const { term, session } = shape;
  const pad = (n: number) => String(n + 1).padStart(2, '0');
  const next = random(20_250_926);

  const school = await db.transaction(async (tx) => {
    const classRows = await tx
      .insert(classes)
      .values(
        Array.from({ length: shape.classes }, (_, c) => ({
          schId: at.schId,
          campusId: at.campusId,
          className: `Bench Class ${pad(c)}`,
          subClasses: ['A'],
        })),
      )
      .returning();
    const subjectRows = await tx
      .insert(subjects)
      .values(
        Array.from({ length: shape.subjects }, (_, s) => ({
          schId: at.schId,
          name: SUBJECT_NAMES[s] ?? `Bench Subject ${pad(s)}`,
        })),
      )
      .returning({ id: subjects.id });
    await tx
      .insert(classSubjects)
      .values(
        classRows.flatMap((c) =>
          subjectRows.map((s) => ({ schId: at.schId, classId: c.id, session, subjectId: s.id })),
        ),
      );
    const person = (username: string, surname: string, firstname: string, i: number) => ({
      schId: at.schId,
      campusId: at.campusId,
      username,
      passwordHash,
      surname,
      firstname,
      gender: (i % 2 ? 'male' : 'female') as 'male' | 'female',
    });
    await insertUsers(
      tx,
      classRows.map((c, n) => ({
        ...person(`bench-teacher-${pad(n)}`, `Teacher${pad(n)}`, 'Bench', n),
        kind: 'staff' as const,
        designationId: DESIGNATION.teacher,
        teacherType: 'class teacher' as const,
        classId: c.id,
        subClass: 'A',
      })),
    );
    const studentValues = classRows.flatMap((c, n) =>
      Array.from({ length: shape.perClass }, (_, k) => {
        const i = n * shape.perClass + k;
        return {
          ...person(`bench-student-${i}`, `Surname${String(i).padStart(5, '0')}`, 'Bench', i),
          kind: 'student' as const,
          designationId: DESIGNATION.student,
          admissionNumber: `BENCH/${String(i).padStart(5, '0')}`,
          dob: '2012-01-01',
          sessionAdmitted: session,
          classId: c.id,
          subClass: 'A',
        };
      }),
    );
    const studentRows: { id: bigint; classId: bigint | null }[] = [];
    await insertChunked(studentValues, 1000, async (chunk) => {
      studentRows.push(...(await insertUsers(tx, chunk)));
    });

    const resultValues = studentRows.flatMap((s) =>
      (['First Half', 'Second Half'] as const).map((period) => ({
        schId: at.schId,
        campusId: at.campusId,
        studentId: s.id,
        classId: s.classId as bigint,
        subClass: 'A',
        period,
        term,
        session,
        ...(period === 'Second Half'
          ? {
              schoolOpened: 110,
              timesPresent: 90 + Math.floor(next() * 21),
              teacherComment: 'A steady term; keep reading every day.',
            }
          : {}),
      })),
    );
    const resultRows: { id: bigint; period: string }[] = [];
    await insertChunked(resultValues, 1000, async (chunk) => {
      resultRows.push(
        ...(await tx
          .insert(results)
          .values(chunk)
          .returning({ id: results.id, period: results.period })),
      );
    });

    // Every component for every (student, subject): scores in whole tenths, ~1% absent.
    const scoreValues: (typeof resultScores.$inferInsert)[] = [];
    for (const r of resultRows) {
      const components = scheme.components.filter((c) => c.period === r.period);
      for (const s of subjectRows) {
        for (const c of components) {
          const absent = next() < 0.01;
          // whole marks mostly, a few halves: ties happen as in a real class
          const score = Math.round((0.35 + 0.65 * next()) * c.maximum * 2) * 5;
          scoreValues.push({
            schId: at.schId,
            resultId: r.id,
            subjectId: s.id,
            component: c.key,
            tenths: absent ? null : Math.min(score, c.maximum * 10),
            absent,
          });
        }
      }
    }
    await insertChunked(scoreValues, 5000, (chunk) => tx.insert(resultScores).values(chunk));

    const byClass = new Map<bigint, bigint[]>();
    for (const s of studentRows) {
      const id = s.classId as bigint;
      byClass.set(id, [...(byClass.get(id) ?? []), s.id]);
    }
    return {
      classes: classRows.map((c, n) => ({
        id: c.id,
        row: c,
        teacher: `bench-teacher-${pad(n)}`,
        studentIds: byClass.get(c.id) ?? [],
      })),
      subjectIds: subjectRows.map((s) => s.id),
      students: studentRows.length,
      scoreRows: scoreValues.length,
    };
  });
  // Planner statistics, as autovacuum keeps them on a live PostgreSQL: without them the
  // freshly loaded result_scores is read whole (seq scan) for each class. (PGlite runs no
  // autovacuum; the server's `database.analyze()` checks every minute: `analyze: false` shows
  // the tables before that check.)
  if (shape.analyze !== false) await db.execute(sql`analyze`);
  return school;
}
