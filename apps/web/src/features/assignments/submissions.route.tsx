import type { Schema } from '@schoolmates/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { loadable, mapLoadable } from '../../components/queries.ts';
import { toast } from '../../lib/toast.tsx';
import {
  assignmentKeys,
  usePublishResults,
  useSendTheoryMarks,
  useSubmissions,
} from './assignments.api.ts';
import { checkMarks } from './marks.ts';
import { SetChooser, useSetChoice } from './set-chooser.tsx';
import {
  type MarkEntry,
  type MarkingQuestion,
  type RosterRow,
  SubmissionsView,
} from './submissions.view.tsx';

type WeekSet = Schema<'AssignmentSetSubmissionsAttributes'>;
type StudentRow = { queryId: string; fullname: string; admission_number: string };

const keyOf = (assignmentId: string, studentId: string) => `${assignmentId}:${studentId}`;

/** The screen from the arm's students, the week's sets with their submissions, the results. */
function shapeSubmissions(
  students: StudentRow[],
  sets: WeekSet[],
  results: Schema<'AssignmentResultList'>['data'],
) {
  const published = new Map(results.map((r) => [r.attributes.student_id, r.attributes]));
  const submissions = sets.flatMap((set) => set.submissions);
  const roster: RosterRow[] = students.map((s) => {
    const mine = submissions.filter((x) => x.student_id === s.queryId);
    const result = published.get(s.queryId);
    return {
      studentId: s.queryId,
      name: s.fullname,
      admissionNumber: s.admission_number,
      submitted: mine.length > 0,
      unmarked: mine.reduce(
        (n, x) => n + x.answers.filter((a) => a.teacher_mark === null).length,
        0,
      ),
      result: result
        ? `${result.score} / ${result.total_mark} (${result.percentage_score}%)`
        : null,
    };
  });
  const questions: MarkingQuestion[] = sets.flatMap((set) =>
    set.questions.map((q) => ({
      assignmentId: q.id,
      number: q.question_number,
      question: q.question,
      modelAnswer: q.correct_answer,
      questionMark: q.question_mark,
      answers: set.submissions.flatMap((x) =>
        x.answers
          .filter((a) => a.assignment_id === q.id)
          .map((a) => ({
            key: keyOf(q.id, x.student_id),
            studentId: x.student_id,
            name: x.student_name,
            answer: a.answer,
            marked: a.teacher_mark !== null,
            locked: published.has(x.student_id),
          })),
      ),
    })),
  );
  questions.sort((x, y) => x.number - y.number);
  const stored = Object.fromEntries(
    submissions.flatMap((x) =>
      x.answers.map((a) => [
        keyOf(a.assignment_id, x.student_id),
        {
          mark: a.teacher_mark === null ? '' : String(a.teacher_mark),
          comment: a.teacher_comment ?? '',
        },
      ]),
    ),
  );
  return { roster, questions, stored };
}

/** Submissions per class arm and subject; theory marking question by question; results. */
export default function SubmissionsRoute() {
  const queryClient = useQueryClient();
  const chooser = useSetChoice();
  const { kind, classId, subjectId } = chooser.value;
  const ready = classId !== '' && subjectId !== '';
  const data = useSubmissions(chooser.value);
  const sendMarks = useSendTheoryMarks();

  const [questionIndex, setQuestionIndex] = useState(0);
  const [edits, setEdits] = useState<Record<string, MarkEntry>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});

  const state = mapLoadable(loadable(data), (raw) =>
    shapeSubmissions(raw.students, raw.sets, raw.results),
  );
  const shaped = state.status === 'ready' ? state.data : null;
  const marks = { ...(shaped?.stored ?? {}), ...edits };

  const refresh = () => queryClient.invalidateQueries({ queryKey: assignmentKeys.all });

  const save = useMutation({
    mutationFn: async () => {
      const question = shaped?.questions[questionIndex];
      if (!question) return;
      const { first, changed, problems: found } = checkMarks(question, edits);
      setProblems(found);
      if (Object.keys(found).length > 0) throw new Error('Some marks need attention');
      await sendMarks({ first, changed });
    },
    onSuccess: async () => {
      setEdits({});
      toast.success('Marks saved');
      await refresh();
    },
    onError: (error) => toast.error(error.message),
  });

  const publish = usePublishResults(chooser.value);

  return (
    <>
      <SetChooser chooser={chooser} showKind />
      <div style={{ marginTop: 16 }}>
        <SubmissionsView
          kind={kind}
          data={ready ? state : null}
          questionIndex={Math.min(questionIndex, Math.max(0, (shaped?.questions.length ?? 1) - 1))}
          onQuestion={setQuestionIndex}
          marks={marks}
          onMark={(key, entry) => setEdits((all) => ({ ...all, [key]: entry }))}
          problems={problems}
          saving={save.isPending}
          onSaveMarks={() => save.mutate()}
          publishing={publish.isPending}
          onPublishResults={() => publish.mutate()}
          onRetry={() => void data.refetch()}
        />
      </div>
    </>
  );
}
