/**
 * The teacher's marks on theory answers, all or none. `first`: answers not marked yet (409
 * otherwise); `change`: answers already marked. Either way 409 once the student's result for
 * the set is published: marks are corrected before publication (issue 15).
 */
import { theoryMarkProblem } from '@schoolmates/domain/assignments';
import { toTenths } from '@schoolmates/domain/results';
import type { Schema } from '@schoolmates/sdk';
import type { Db } from '../db/client.ts';
import { conflict, type FieldErrors, invalid, notFound } from '../http/errors.ts';
import type { AssignmentCaller } from './access.ts';
import { answersToMark, type MarkUpdate, saveMarks } from './answers.queries.ts';
import { answerList } from './records.ts';

export async function markTheory(
  db: Db,
  caller: AssignmentCaller,
  marks: readonly Schema<'TheoryAssignmentMarkEntry'>[],
  mode: 'first' | 'change',
) {
  const keys = marks.map((m) => `${m.assignment_id}:${m.student_id}`);
  if (new Set(keys).size !== keys.length) {
    throw invalid({ marks: ['mark each answer at most once'] });
  }
  // The answers stay locked until the marks are written: of two marks sent at once, the
  // second sees the first (409) instead of overwriting it.
  return db.transaction(async (tx) => {
    const rows = await answersToMark(tx, caller, marks);
    const found = marks.map((m) => {
      const row = rows.find(
        (r) => r.questionId === BigInt(m.assignment_id) && r.studentId === BigInt(m.student_id),
      );
      if (!row) throw notFound('Answer');
      return row;
    });
    // what is wrong with the request (422) before what is wrong with the answers' state (409)
    const errors: FieldErrors = {};
    const updates = marks.map((m, i): MarkUpdate => {
      const row = found[i] as (typeof found)[number];
      if (row.questionType !== 'theory') {
        errors[`marks.${i}.assignment_id`] = ['must be a theory question'];
        return { id: row.id, markTenths: 0, comment: null };
      }
      const tenths = toTenths(m.teacher_mark);
      const problem = theoryMarkProblem(tenths, row.questionMark);
      if (problem) errors[`marks.${i}.teacher_mark`] = [problem];
      return { id: row.id, markTenths: tenths, comment: m.comment ?? null };
    });
    if (Object.keys(errors).length > 0) throw invalid(errors);
    for (const row of found) {
      if (row.resultPublishedAt !== null) {
        throw conflict('The result is published: its marks can no longer change.');
      }
      if (mode === 'first' && row.markTenths !== null) {
        throw conflict('An answer is already marked: change it with the update.');
      }
      if (mode === 'change' && row.markTenths === null) {
        throw conflict('An answer is not marked yet: mark it first.');
      }
    }
    return answerList(await saveMarks(tx, caller, updates));
  });
}
