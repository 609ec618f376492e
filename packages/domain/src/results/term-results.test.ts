import { describe, expect, it } from 'vitest';
import { toTenths } from './numbers.ts';
import { computeClassTerm, type ScoreEntry } from './term-results.ts';

/** Builds grid cells: `[student, subject, [ca1, ca2, exam]]` with 'ABS' or undefined (blank). */
function grid(rows: [string, string, (number | 'ABS' | undefined)[]][]): ScoreEntry[] {
  const components = ['ca1', 'ca2', 'exam'];
  return rows.flatMap(([student_id, subject_id, scores]) =>
    scores.flatMap((score, index) =>
      score === undefined
        ? []
        : [
            {
              student_id,
              subject_id,
              component: components[index] ?? 'exam',
              tenths: score === 'ABS' ? 0 : toTenths(score),
              absent: score === 'ABS',
            },
          ],
    ),
  );
}

// Hand-checked class of five: Science is taken by part of the class, Bola was absent for a
// test, Dayo was absent for all of Maths and has only a first test in English, Efe has nothing.
const students = ['ada', 'bola', 'chidi', 'dayo', 'efe'];
const entries = grid([
  ['ada', 'maths', [15, 18, 52]],
  ['ada', 'english', [12, 14, 40]],
  ['ada', 'science', [10, 10, 50]],
  ['bola', 'maths', [20, 15, 50]],
  ['bola', 'english', [10, 'ABS', 45]],
  ['bola', 'science', [9.5, 10, 44]],
  ['chidi', 'maths', [10, 10, 30]],
  ['chidi', 'english', [15, 15, 50]],
  ['dayo', 'maths', ['ABS', 'ABS', 'ABS']],
  ['dayo', 'english', [12, undefined, undefined]],
]);

describe('computeClassTerm', () => {
  const outcome = computeClassTerm(students, entries);
  const student = (id: string) => outcome.students.get(id);

  it('totals each subject, counting absent as 0 and a blank component as nothing', () => {
    expect(student('ada')?.subjects.get('maths')?.total_tenths).toBe(850);
    expect(student('bola')?.subjects.get('english')?.total_tenths).toBe(550);
    expect(student('bola')?.subjects.get('science')?.total_tenths).toBe(635);
    expect(student('dayo')?.subjects.get('maths')?.total_tenths).toBe(0);
    expect(student('dayo')?.subjects.get('english')?.total_tenths).toBe(120);
  });

  it('averages over the subjects each student took, 2 decimals half up', () => {
    expect(student('ada')).toMatchObject({ total_tenths: 2210, subjects_taken: 3, average: 73.67 });
    expect(student('bola')).toMatchObject({
      total_tenths: 2035,
      subjects_taken: 3,
      average: 67.83,
    });
    expect(student('chidi')).toMatchObject({ total_tenths: 1300, subjects_taken: 2, average: 65 });
    expect(student('dayo')).toMatchObject({ total_tenths: 120, subjects_taken: 2, average: 6 });
    expect(student('efe')).toMatchObject({ subjects_taken: 0, average: null, position: null });
  });

  it('shares a subject position on a tie and skips the next (1, 1, 3, 4)', () => {
    const maths = (id: string) => student(id)?.subjects.get('maths')?.position;
    expect([maths('ada'), maths('bola'), maths('chidi'), maths('dayo')]).toEqual([1, 1, 3, 4]);
    const english = (id: string) => student(id)?.subjects.get('english')?.position;
    expect([english('chidi'), english('ada'), english('bola'), english('dayo')]).toEqual([
      1, 2, 3, 4,
    ]);
  });

  it('ranks a subject only among the students who took it', () => {
    expect(student('ada')?.subjects.get('science')?.position).toBe(1);
    expect(student('bola')?.subjects.get('science')?.position).toBe(2);
    expect(student('chidi')?.subjects.has('science')).toBe(false);
    expect(outcome.subjects.get('science')).toEqual({
      taken_by: 2,
      average: 66.75,
      highest_tenths: 700,
      lowest_tenths: 635,
    });
  });

  it('gives per-subject class average, highest and lowest over subject totals', () => {
    expect(outcome.subjects.get('maths')).toEqual({
      taken_by: 4,
      average: 55,
      highest_tenths: 850,
      lowest_tenths: 0,
    });
    expect(outcome.subjects.get('english')?.average).toBe(53.25);
  });

  it('places students on average and gives the class average of their averages', () => {
    expect(['ada', 'bola', 'chidi', 'dayo'].map((id) => student(id)?.position)).toEqual([
      1, 2, 3, 4,
    ]);
    expect(outcome.class_average).toBe(53.13);
    expect(outcome.number_in_class).toBe(5);
  });

  it('can place on total instead of average', () => {
    const byTotal = computeClassTerm(students, entries, 'total');
    expect(byTotal.students.get('chidi')?.position).toBe(3);
    expect(byTotal.students.get('dayo')?.position).toBe(4);
  });

  it('compares averages exactly, not as rounded figures', () => {
    // Both show 66.67, but 466.7 ÷ 7 = 66.671… beats 200 ÷ 3 = 66.666…
    const seven = Array.from({ length: 7 }, (_, i) => `s${i}`);
    const close = computeClassTerm(
      ['x', 'y'],
      [
        ...grid([
          ['x', 'a', [100]],
          ['x', 'b', [50]],
          ['x', 'c', [50]],
        ]),
        ...seven.map((subject_id, i) => ({
          student_id: 'y',
          subject_id,
          component: 'exam',
          tenths: i === 0 ? 671 : 666,
          absent: false,
        })),
      ],
    );
    expect(close.students.get('x')?.average).toBe(66.67);
    expect(close.students.get('y')?.average).toBe(66.67);
    expect(close.students.get('y')?.position).toBe(1);
    expect(close.students.get('x')?.position).toBe(2);
  });

  it('shares a class position when averages are exactly equal', () => {
    const tie = computeClassTerm(
      ['x', 'y', 'z'],
      grid([
        ['x', 'a', [75]],
        ['x', 'b', [75]],
        ['y', 'a', [80]],
        ['y', 'b', [70]],
        ['y', 'c', [75]],
        ['z', 'a', [90]],
      ]),
    );
    expect(['z', 'x', 'y'].map((id) => tie.students.get(id)?.position)).toEqual([1, 2, 2]);
  });
});
