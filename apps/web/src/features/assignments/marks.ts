import type { Schema } from '@schoolmates/sdk';
import type { MarkEntry, MarkingQuestion } from './submissions.view.tsx';

type MarkBody = Schema<'TheoryAssignmentMarkEntry'>;

/** A question's typed marks, checked as the server will: first marks, changed marks, problems. */
export interface CheckedMarks {
  first: MarkBody[];
  changed: MarkBody[];
  /** By answer key, in the words shown under the mark. */
  problems: Record<string, string>;
}

/** The edits of `question`'s answers (locked ones skipped): 0 to the question's mark. */
export function checkMarks(
  question: MarkingQuestion,
  edits: Record<string, MarkEntry>,
): CheckedMarks {
  const checked: CheckedMarks = { first: [], changed: [], problems: {} };
  for (const a of question.answers) {
    const entry = edits[a.key];
    if (!entry || a.locked) continue;
    const mark = Number(entry.mark);
    if (entry.mark.trim() === '' || Number.isNaN(mark)) {
      checked.problems[a.key] = 'Enter a mark';
      continue;
    }
    if (mark < 0 || mark > question.questionMark) {
      checked.problems[a.key] = `Between 0 and ${question.questionMark}`;
      continue;
    }
    (a.marked ? checked.changed : checked.first).push({
      assignment_id: question.assignmentId,
      student_id: a.studentId,
      teacher_mark: mark,
      comment: entry.comment.trim() || null,
    });
  }
  return checked;
}
