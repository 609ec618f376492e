import { isPastDue, schoolDate } from '@schoolmates/domain/calendar';
import type { Schema } from '@schoolmates/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useChosenPeriod } from '../../components/period-picker.tsx';
import { loadable, mapLoadable } from '../../components/queries.ts';
import { useAuth } from '../../lib/auth.tsx';
import { toast } from '../../lib/toast.tsx';
import { type AnswerDraft, clearDraft, readDraft, writeDraft } from './answer-draft.ts';
import {
  assignmentKeys,
  useQuestionImages,
  useSendAnswers,
  useStudentWeek,
  useWeekAndKind,
} from './assignments.api.ts';
import { StudentAssignmentsView, type StudentSet } from './student-assignments.view.tsx';

export default function StudentAssignmentsRoute() {
  const queryClient = useQueryClient();
  const studentId = useAuth().user?.id ?? '';
  const [choice, setChoice] = useChosenPeriod();
  const [{ week, kind }, setWeekAndKind] = useWeekAndKind();
  const keyOf = (subjectId: string) =>
    [choice.session, choice.term, choice.period, week, kind, subjectId].join('|');
  const week$ = useStudentWeek(choice, week, kind);
  const sendAnswers = useSendAnswers();
  // drafts live in localStorage; this state only re-renders as they change
  const [drafts, setDrafts] = useState<Record<string, AnswerDraft>>({});
  const draftOf = (key: string) => drafts[key] ?? readDraft(localStorage, studentId, key);

  const sets = mapLoadable(loadable(week$), ({ questions, answers, results }): StudentSet[] => {
    const today = schoolDate(new Date());
    const bySubject = new Map<string, Schema<'AssignmentQuestionRecord'>[]>();
    for (const q of questions) {
      bySubject.set(q.attributes.subject_id, [
        ...(bySubject.get(q.attributes.subject_id) ?? []),
        q,
      ]);
    }
    return [...bySubject.entries()].map(([subjectId, qs]) => {
      const first = qs[0]?.attributes;
      return {
        key: keyOf(subjectId),
        subject: first?.subject ?? '',
        dueDate: first?.due_date ?? '',
        totalMark: first?.total_mark ?? 0,
        questions: qs,
        submitted: first?.submitted ?? false,
        overdue: first !== undefined && isPastDue(first.due_date, today),
        answers: answers.data.filter((a) => a.attributes.subject_id === subjectId),
        result: results.data.find((r) => r.attributes.subject_id === subjectId)?.attributes ?? null,
        draft: draftOf(keyOf(subjectId)),
      };
    });
  });

  const images = useQuestionImages([
    ...new Set(
      (week$.data?.questions ?? []).flatMap((q) =>
        q.attributes.image_file_id ? [q.attributes.image_file_id] : [],
      ),
    ),
  ]);

  const submit = useMutation({
    mutationFn: async (set: StudentSet) => {
      const answers = set.questions
        .map((q) => ({ assignment_id: q.id, answer: (set.draft[q.id] ?? '').trim() }))
        .filter((a) => a.answer !== '');
      await sendAnswers(kind, answers);
    },
    onSuccess: (_done, set) => {
      clearDraft(localStorage, studentId, set.key);
      toast.success('Your answers have been submitted');
      void queryClient.invalidateQueries({ queryKey: assignmentKeys.all });
    },
    onError: (error) => toast.error(error.message),
  });

  return (
    <StudentAssignmentsView
      choice={choice}
      onChoice={setChoice}
      week={week}
      onWeek={(w) => setWeekAndKind({ week: w })}
      kind={kind}
      onKind={(k) => setWeekAndKind({ kind: k })}
      sets={sets}
      images={images}
      submitting={submit.isPending ? (submit.variables?.key ?? null) : null}
      onAnswer={(key, questionId, answer) => {
        const next = { ...draftOf(key), [questionId]: answer };
        writeDraft(localStorage, studentId, key, next);
        setDrafts((all) => ({ ...all, [key]: next }));
      }}
      onSubmit={(key) => {
        const set = sets.status === 'ready' ? sets.data.find((s) => s.key === key) : undefined;
        // a second click while sending is ignored; the server refuses a second submission anyway
        if (set && !submit.isPending) submit.mutate(set);
      }}
      onRetry={() => void week$.refetch()}
    />
  );
}
