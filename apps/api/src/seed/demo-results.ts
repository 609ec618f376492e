/**
 * Results settings of the demo campus (the 20-20-60 scheme, grading and grade-point bands, a
 * comment bank, First Term closing dates), used by the demo school (demo-terms.ts) and, with
 * First Term scores of the demo student in JSS 1 A (not released), by results tests and the
 * results bench.
 */

import type { Period, Term } from '@schoolmates/domain/calendar';
import { SCORE_OPTIONS } from '@schoolmates/domain/results';
import type { Db, DbOrTx } from '../db/client.ts';
import { one } from '../db/rows.ts';
import {
  closingResumptions,
  gradePoints,
  gradingBands,
  principalComments,
  resultScores,
  results,
  scoreSettings,
} from '../db/schema.ts';
import type { SeededIds } from './demo.ts';

const BANDS = [
  [0, 39, 'F9', 'Fail', 0],
  [40, 44, 'E8', 'Pass', 100],
  [45, 49, 'D7', 'Pass', 150],
  [50, 59, 'C6', 'Credit', 200],
  [60, 69, 'B3', 'Good', 300],
  [70, 79, 'B2', 'Very good', 400],
  [80, 100, 'A1', 'Excellent', 500],
] as const;

const session = '2025/2026';
const term: Term = 'First Term';

/** `date` moves the written closing dates (the whole demo's calendar; tests keep them). */
export async function seedResultSettings(
  db: DbOrTx,
  ids: SeededIds,
  date: (written: string) => string = (written) => written,
): Promise<void> {
  const { schId, campusId } = ids.demo;
  await db.transaction(async (tx) => {
    const preset = SCORE_OPTIONS.find((o) => o.is_default) ?? SCORE_OPTIONS[0];
    await tx.insert(scoreSettings).values({
      schId,
      campusId,
      scoreOptionId: preset?.id ?? null,
      components: preset?.components ?? [],
    });
    await tx.insert(gradingBands).values(
      BANDS.map(([scoreFrom, scoreTo, grade, remark]) => ({
        schId,
        campusId,
        scoreFrom,
        scoreTo,
        grade,
        remark,
      })),
    );
    await tx.insert(gradePoints).values(
      BANDS.map(([minMark, maxMark, , remark, gradePoint]) => ({
        schId,
        campusId,
        minMark,
        maxMark,
        gradePoint,
        remark,
      })),
    );
    await tx.insert(principalComments).values([
      {
        schId,
        campusId,
        hosId: ids.users.principal,
        comment: 'An excellent result. Keep it up.',
        scoreFrom: 70,
        scoreTo: 100,
      },
      {
        schId,
        campusId,
        hosId: ids.users.principal,
        comment: 'A good effort; aim higher next term.',
        scoreFrom: 50,
        scoreTo: 69,
      },
      {
        schId,
        campusId,
        hosId: ids.users.principal,
        comment: 'More effort is needed.',
        scoreFrom: 0,
        scoreTo: 49,
      },
    ]);
    await tx.insert(closingResumptions).values({
      schId,
      campusId,
      term,
      session,
      sessionEnds: date('2025-12-12'),
      sessionResumes: date('2026-01-12'),
    });
  });
}

/** The settings and the demo student's First Term scores in three subjects (not released). */
export async function seedDemoResults(db: Db, ids: SeededIds): Promise<void> {
  const { schId, campusId, classIds, subjectIds } = ids.demo;
  await seedResultSettings(db, ids);
  await db.transaction(async (tx) => {
    const classId = classIds[0];
    if (classId === undefined) return;
    const result = (period: Period) => ({
      schId,
      campusId,
      studentId: ids.users.student,
      classId,
      subClass: 'A',
      period,
      term,
      session,
    });
    const mid = one(await tx.insert(results).values(result('First Half')).returning());
    const end = one(
      await tx
        .insert(results)
        .values({ ...result('Second Half'), schoolOpened: 110, timesPresent: 104 })
        .returning(),
    );
    // [ca1, ca2, exam] in whole tenths for the first three subjects
    const scores = [
      [170, 155, 480],
      [140, 160, 395],
      [120, 185, 520],
    ];
    await tx.insert(resultScores).values(
      scores.flatMap((cells, i) => {
        const subjectId = subjectIds[i];
        if (subjectId === undefined) return [];
        return (['ca1', 'ca2', 'exam'] as const).map((component, c) => ({
          schId,
          resultId: component === 'exam' ? end.id : mid.id,
          subjectId,
          component,
          tenths: cells[c] ?? 0,
          absent: false,
        }));
      }),
    );
  });
}
