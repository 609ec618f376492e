/**
 * The whole school's end of term in one pass (`loadSchoolTerm` + `schoolEndTerm`) agrees, class
 * by class and arm by arm, with what each class's own calls answer: `GET /get-result` (every
 * end-of-term record, field for field) and `GET /broadsheet` per arm (totals, averages,
 * positions, grades, GPA, subject figures, class average).
 *
 * The school: the main campus (20-20-60 scheme, demo bands, grade points, comment bank and
 * dates) with three generated classes of 6 (ties and absences), JSS 1 with the demo student in
 * arm A and two pupils in arm B (one scored in a subject no longer on JSS 1's list, one with a
 * typed principal's comment); and a second campus with its own 30-70 scheme, bands, comment
 * bank and head, and a class of two arms.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { must, one } from '../db/rows.ts';
import {
  campuses,
  classes,
  classSubjects,
  gradingBands,
  principalComments,
  resultScores,
  results,
  scoreSettings,
} from '../db/schema.ts';
import { loadSchoolTerm } from '../results/sheets.queries.ts';
import { schoolEndTerm } from '../results/sheets.ts';
import { seedDemoResults } from '../seed/demo-results.ts';
import { addPerson } from '../test/add-person.ts';
import { setup, type TestContext } from '../test/harness.ts';
import { addResultsSchool } from '../test/results-school.ts';

let t: TestContext;
const term = 'First Term';
const session = '2025/2026';
const path = `${encodeURIComponent(term)}/${encodeURIComponent(session)}`;
let north: bigint;

/** A result of a student with its cells: [subject, component, tenths or 'ABS']. */
async function enter(
  at: { campusId: bigint; classId: bigint; subClass: string },
  studentId: string,
  period: 'First Half' | 'Second Half',
  cells: [bigint, 'ca1' | 'ca2' | 'exam', number | 'ABS'][],
  extra: Partial<typeof results.$inferInsert> = {},
) {
  const { db } = t.database;
  const result = one(
    await db
      .insert(results)
      .values({
        schId: t.ids.demo.schId,
        campusId: at.campusId,
        studentId: BigInt(studentId),
        classId: at.classId,
        subClass: at.subClass,
        period,
        term,
        session,
        ...extra,
      })
      .returning(),
  );
  if (cells.length > 0) {
    await db.insert(resultScores).values(
      cells.map(([subjectId, component, value]) => ({
        schId: t.ids.demo.schId,
        resultId: result.id,
        subjectId,
        component,
        tenths: value === 'ABS' ? null : value,
        absent: value === 'ABS',
      })),
    );
  }
}

beforeAll(async () => {
  t = await setup();
  const { db } = t.database;
  const { schId, campusId, classIds, subjectIds } = t.ids.demo;
  const [maths, english, science] = subjectIds as [bigint, bigint, bigint];
  await seedDemoResults(db, t.ids);
  const generated = await addResultsSchool(
    t.database,
    { schId, campusId },
    { classes: 3, perClass: 6, subjects: 4, term, session, analyze: false },
  );
  const agric = must(generated.subjectIds[0]);

  // JSS 1 B: one pupil scored in a subject not on JSS 1's list, one with a typed comment.
  const jss1 = must(classIds[0]);
  const armB = { campusId, classId: jss1, subClass: 'B' };
  const ife = await addPerson(t, { username: 'ife', classId: jss1, subClass: 'B' });
  const jide = await addPerson(t, { username: 'jide', classId: jss1, subClass: 'B' });
  await enter(armB, ife, 'First Half', [
    [maths, 'ca1', 150],
    [maths, 'ca2', 'ABS'],
    [agric, 'ca1', 200],
  ]);
  await enter(armB, ife, 'Second Half', [
    [maths, 'exam', 455],
    [agric, 'exam', 300],
  ]);
  await enter(armB, jide, 'First Half', [[maths, 'ca1', 150]]);
  await enter(armB, jide, 'Second Half', [[maths, 'exam', 455]], {
    hosComment: 'Typed for Jide.',
    hosCommentEdited: true,
  });

  // North Campus: its own scheme, bands, comment bank and head; Basic 5 with arms A and B.
  north = one(
    await db
      .insert(campuses)
      .values({
        schId,
        name: 'North Campus',
        email: 'north@demo.schoolmates.test',
        phoneno: '+234 800 000 0002',
        address: '3 North Road',
        state: 'Kano',
      })
      .returning(),
  ).id;
  await db.insert(scoreSettings).values({
    schId,
    campusId: north,
    components: [
      { key: 'ca1', name: 'Test', maximum: 30, period: 'First Half' },
      { key: 'exam', name: 'Exam', maximum: 70, period: 'Second Half' },
    ],
  });
  await db.insert(gradingBands).values([
    { schId, campusId: north, scoreFrom: 0, scoreTo: 49, grade: 'F', remark: 'Fail' },
    { schId, campusId: north, scoreFrom: 50, scoreTo: 100, grade: 'P', remark: 'Pass' },
  ]);
  const head = await addPerson(t, {
    username: 'north-head',
    kind: 'staff',
    designationId: 3,
    campusId: north,
  });
  await db.insert(principalComments).values({
    schId,
    campusId: north,
    hosId: BigInt(head),
    comment: 'North: well done.',
    scoreFrom: 0,
    scoreTo: 100,
  });
  const basic5 = one(
    await db
      .insert(classes)
      .values({ schId, campusId: north, className: 'Basic 5', subClasses: ['A', 'B'] })
      .returning(),
  ).id;
  await db.insert(classSubjects).values(
    [maths, english, science].map((subjectId) => ({
      schId,
      classId: basic5,
      session,
      subjectId,
    })),
  );
  const pupils: [string, string, [bigint, number | 'ABS', number | 'ABS'][]][] = [
    [
      'kola',
      'A',
      [
        [maths, 250, 600],
        [english, 200, 500],
      ],
    ],
    [
      'lami',
      'A',
      [
        [maths, 250, 600],
        [english, 'ABS', 600],
      ],
    ],
    ['musa', 'A', [[maths, 100, 300]]],
    [
      'nneka',
      'B',
      [
        [maths, 300, 700],
        [science, 150, 350],
      ],
    ],
    ['obi', 'B', [[science, 150, 350]]],
  ];
  for (const [username, subClass, lines] of pupils) {
    const id = await addPerson(t, { username, campusId: north, classId: basic5, subClass });
    const at = { campusId: north, classId: basic5, subClass };
    await enter(
      at,
      id,
      'First Half',
      lines.map(([s, ca1]) => [s, 'ca1', ca1]),
    );
    await enter(
      at,
      id,
      'Second Half',
      lines.map(([s, , exam]) => [s, 'exam', exam]),
    );
  }
});
afterAll(() => t?.close());

/** A record as it goes over the wire. */
const wire = <T>(value: T): T => JSON.parse(JSON.stringify(value));

describe('the whole school in one pass', () => {
  it('answers, class by class, what GET /get-result answers for that class', async () => {
    const school = schoolEndTerm(
      await loadSchoolTerm(t.database.db, { schId: t.ids.demo.schId }, term, session),
    );
    // 6 demo classes + 3 generated (main campus) and Basic 5 (North).
    expect(school).toHaveLength(10);
    const records = school.flatMap((c) => c.records);
    // 1 demo student + 2 in JSS 1 B + 18 generated + 5 in Basic 5.
    expect(records).toHaveLength(26);
    for (const { sheet, records: mine } of school) {
      const res = await t.call('GET', '/get-result', {
        as: 'superadmin',
        query: {
          period: 'Second Half',
          term,
          session,
          class: String(sheet.cls.id),
          campus: String(sheet.campus.id),
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(wire(mine), sheet.cls.className).toEqual(res.json().data);
    }
    // The hand-checkable parts: per-campus comment, head and scheme; the typed comment kept.
    const byName = new Map(records.map((r) => [r.attributes.student_fullname, r.attributes]));
    const kola = must(byName.get('kola Pupil'));
    expect(kola.components.map((c) => c.maximum)).toEqual([30, 70]);
    expect(kola.hos_comment).toBe('North: well done.');
    expect(kola.hos?.name).toBe('north-head Pupil');
    expect(kola.student_average).toBe(77.5); // Maths 25 + 60, English 20 + 50
    expect(must(byName.get('jide Pupil')).hos_comment).toBe('Typed for Jide.');
    expect(must(byName.get('ife Pupil')).subjects.map((s) => s.subject)).toContain(
      'Agricultural Science',
    );
  });

  it('gives each arm the figures of its broadsheet', async () => {
    const school = schoolEndTerm(
      await loadSchoolTerm(t.database.db, { schId: t.ids.demo.schId }, term, session),
    );
    let arms = 0;
    for (const { sheet, computed, records } of school) {
      for (const [arm, outcome] of computed.arms) {
        arms += 1;
        const res = await t.call(
          'GET',
          `/broadsheet/${sheet.cls.id}/${path}?sub_class=${encodeURIComponent(arm)}`,
          { as: 'superadmin' },
        );
        expect(res.statusCode, res.body).toBe(200);
        const sheetOf = res.json().data.attributes;
        expect(sheetOf.class_average).toBe(outcome.class_average);
        for (const s of sheetOf.subjects) {
          const stats = outcome.subjects.get(s.subject_id);
          expect(s.number_taken).toBe(stats?.taken_by ?? 0);
          expect(s.class_average).toBe(stats?.average ?? null);
        }
        for (const row of sheetOf.students.filter((r: { result_id: unknown }) => r.result_id)) {
          const mine = must(records.find((r) => r.id === row.result_id)).attributes;
          expect(row.total_score).toBe(mine.total_score);
          expect(row.student_average).toBe(mine.student_average);
          expect(row.position).toBe(mine.position);
          expect(row.grade).toBe(mine.grade);
          expect(row.gpa).toBe(mine.gpa);
          for (const line of mine.subjects) {
            const cell = row.subjects.find(
              (c: { subject_id: string }) => c.subject_id === line.subject_id,
            );
            expect(cell.total).toBe(line.total);
            expect(cell.position).toBe(line.position);
          }
        }
      }
    }
    // JSS 1 (A, B), the three generated classes (A) and Basic 5 (A, B).
    expect(arms).toBe(7);
  });

  it('reads one campus alone the same way', async () => {
    const school = schoolEndTerm(
      await loadSchoolTerm(
        t.database.db,
        { schId: t.ids.demo.schId, campusId: north },
        term,
        session,
      ),
    );
    expect(school.map((c) => c.sheet.cls.className)).toEqual(['Basic 5']);
    const positions = Object.fromEntries(
      must(school[0]).records.map((r) => [r.attributes.student_fullname, r.attributes.position]),
    );
    // Arm A: kola 77.5, lami 72.5 (English ABS + 60), musa 40; arm B: nneka 75, obi 50.
    expect(positions).toEqual({
      'kola Pupil': 1,
      'lami Pupil': 2,
      'musa Pupil': 3,
      'nneka Pupil': 1,
      'obi Pupil': 2,
    });
  });
});
