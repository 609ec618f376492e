/**
 * The demo's terms: the results settings (demo-results.ts), the Second Term's closing dates;
 * First Term scored in every arm and subject and released, the Second
 * Term's mid-term entered and not released. Scores are checked and stored by the entry rules
 * (the campus's scheme, tenths) and results released by the principal through the server's
 * own handler; totals, grades, positions and comments are computed by the server on reading. In every arm two students have the
 * same scores, so the broadsheet shows a tie.
 */

import type { Period, Term } from '@schoolmates/domain/calendar';
import { componentsOf, toTenths } from '@schoolmates/domain/results';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { must } from '../db/rows.ts';
import { type ComponentKey, closingResumptions, resultScores, results } from '../db/schema.ts';
import { schemeRows } from '../results/settings.queries.ts';
import { attendanceRefused, schemeOf } from '../results/settings.ts';
import { callerFor } from './calls.ts';
import type { SeededIds } from './demo.ts';
import { seedResultSettings } from './demo-results.ts';
import type { DemoSchool } from './demo-school.ts';
import { SESSION } from './demo-school.ts';
import type { Random } from './random.ts';

const TEACHER_COMMENTS = [
  [70, 'A diligent and attentive student.'],
  [55, 'Works steadily; should ask more questions in class.'],
  [0, 'Needs to pay more attention to classwork and homework.'],
] as const;

const clamp = (n: number, max: number) => Math.max(0, Math.min(max, Math.round(n)));

export async function seedDemoTerms(
  db: Db,
  config: Config,
  ids: SeededIds,
  school: DemoSchool,
  random: Random,
): Promise<void> {
  const { schId, campusId } = school;
  const { date } = school.calendar;
  await seedResultSettings(db, ids, date);
  const principal = await callerFor(db, config, ids.users.principal);
  await db.insert(closingResumptions).values([
    {
      schId,
      campusId,
      term: 'Second Term',
      session: SESSION,
      sessionEnds: date('2026-04-02'),
      sessionResumes: date('2026-04-27'),
    },
  ]);

  // Each student has an ability; each subject score follows it with some spread.
  const ability = new Map<bigint, number>();
  for (const arm of school.arms) {
    for (const id of arm.studentIds)
      ability.set(id, Math.max(25, Math.min(95, random.around(60, 14))));
  }

  // The campus's own scheme gives each period's components and their maxima.
  const scheme = schemeOf(await schemeRows(db, schId, [campusId]), campusId);
  const maximumOf = (period: Period, key: string) => {
    const component = componentsOf(scheme, period).find((c) => c.key === key);
    if (!component) throw new Error(`${key} is not a ${period} component of the demo scheme`);
    return component.maximum;
  };

  /**
   * Enters one period of a term for every arm, as the teachers' score sheets would: every
   * subject of the arm, the period's components, each score checked against the scheme's
   * maximum and stored in tenths (the entry rules); the class teacher's attendance and
   * comment at the end of the term. Written in bulk (one insert per table) for a fast start.
   */
  const enter = async (term: Term, period: Period) => {
    const components = componentsOf(scheme, period);
    const rows: (typeof results.$inferInsert)[] = [];
    const cells: {
      studentId: bigint;
      subjectId: bigint;
      component: ComponentKey;
      tenths: number | null;
      absent: boolean;
    }[] = [];
    for (const arm of school.arms) {
      const subjects = [...arm.subjectTeachers.keys()];
      for (const [n, studentId] of arm.studentIds.entries()) {
        const row: typeof results.$inferInsert = {
          schId,
          campusId,
          studentId,
          classId: arm.classId,
          subClass: arm.subClass,
          period,
          term,
          session: SESSION,
        };
        if (period === 'Second Half') {
          const a = ability.get(studentId) ?? 60;
          const sent = {
            school_opened: 118,
            times_present: clamp(100 + a / 5 + random.around(0, 3), 118),
          };
          if (attendanceRefused(sent, undefined)) throw new Error('present more often than open');
          row.schoolOpened = sent.school_opened;
          row.timesPresent = sent.times_present;
          row.teacherComment = must(TEACHER_COMMENTS.find(([from]) => a >= from))[1];
        }
        rows.push(row);
        for (const [s, subjectId] of subjects.entries()) {
          for (const c of components) {
            // One student of each arm missed one First Term exam (absent, not zero).
            const absent = term === 'First Term' && c.key === 'exam' && n === 7 && s === 5;
            const score = clamp(
              ((ability.get(studentId) ?? 60) + random.around(0, 10)) * (c.maximum / 100),
              c.maximum,
            );
            const tenths = absent ? null : toTenths(score);
            if (tenths !== null && tenths > maximumOf(period, c.key) * 10)
              throw new Error('above the maximum');
            cells.push({ studentId, subjectId, component: c.key, tenths, absent });
          }
        }
      }
      // The fourth student of the arm scores exactly what the third does: a tie on the broadsheet.
      const [third, fourth] = [arm.studentIds[2], arm.studentIds[3]];
      for (const cell of cells) {
        if (term !== 'First Term' || cell.studentId !== fourth) continue;
        const twin = cells.find(
          (c) =>
            c.studentId === third &&
            c.subjectId === cell.subjectId &&
            c.component === cell.component,
        );
        cell.tenths = must(twin).tenths;
        cell.absent = must(twin).absent;
      }
    }
    const saved = await db
      .insert(results)
      .values(rows)
      .returning({ id: results.id, studentId: results.studentId });
    const resultOf = new Map(saved.map((r) => [r.studentId, r.id]));
    const values = cells.map((c) => ({
      schId,
      resultId: must(resultOf.get(c.studentId)),
      subjectId: c.subjectId,
      component: c.component,
      tenths: c.tenths,
      absent: c.absent,
    }));
    for (let at = 0; at < values.length; at += 5_000) {
      await db.insert(resultScores).values(values.slice(at, at + 5_000));
    }
  };

  await enter('First Term', 'First Half');
  await enter('First Term', 'Second Half');
  // The principal releases the First Term, arm by arm (the bank comments are copied then).
  for (const arm of school.arms) {
    for (const period of ['First Half', 'Second Half'] as const) {
      await principal('releaseResults', {
        body: {
          period,
          term: 'First Term',
          session: SESSION,
          class_id: String(arm.classId),
          sub_class: arm.subClass,
        },
      });
    }
  }
  await enter('Second Term', 'First Half');
}
