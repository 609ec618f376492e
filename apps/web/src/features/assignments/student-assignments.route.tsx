import { isPastDue, schoolDate } from '@schoolmates/domain/calendar';
import { type Schema, unwrap } from '@schoolmates/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useChosenPeriod } from '../../components/period-picker.tsx';
import { loadable, mapLoadable } from '../../components/queries.ts';
import { useApi } from '../../lib/api.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { toast } from '../../lib/toast.tsx';
import { type AnswerDraft, clearDraft, readDraft, writeDraft } from './answer-draft.ts';
import { assignmentKeys, useWeekAndKind, weekPath } from './assignments.api.ts';
import { StudentAssignmentsView, type StudentSet } from './student-assignments.view.tsx';

type QuestionRecord = Schema<'AssignmentQuestionRecord'>;
const isStudentQuestion = (r: { attributes: object }): r is QuestionRecord =>
  'submitted' in r.attributes;

/**
 * Blob URLs of the questions' pictures (file id → URL), fetched with the session's token (an
 * <img> link would carry none); revoked when the questions change or the screen closes.
 */
function useQuestionImages(fileIds: readonly string[]) {
  const client = useApi();
  const [urls, setUrls] = useState<Record<string, string>>({});
  const wanted = fileIds.join(',');
  useEffect(() => {
    if (wanted === '') return;
    let live = true;
    const made: string[] = [];
    void Promise.all(
      wanted.split(',').map(async (id) => {
        const { data } = await client.GET('/files/{id}', {
          params: { path: { id }, query: { disposition: 'inline' } },
          parseAs: 'blob',
        });
        if (!live || !(data instanceof Blob)) return;
        const url = URL.createObjectURL(data);
        made.push(url);
        setUrls((all) => ({ ...all, [id]: url }));
      }),
    );
    return () => {
      live = false;
      for (const url of made) URL.revokeObjectURL(url);
      setUrls({});
    };
  }, [client, wanted]);
  return urls;
}

export default function StudentAssignmentsRoute() {
  const client = useApi();
  const queryClient = useQueryClient();
  const studentId = useAuth().user?.id ?? '';
  const [choice, setChoice] = useChosenPeriod();
  const [{ week, kind }, setWeekAndKind] = useWeekAndKind();
  const keyOf = (subjectId: string) =>
    [choice.session, choice.term, choice.period, week, kind, subjectId].join('|');
  const scope = [...assignmentKeys.all, 'student', choice, week, kind];

  const week$ = useQuery({
    queryKey: scope,
    queryFn: async () => {
      const path = weekPath(choice, kind, week);
      const [questions, answers, results] = await Promise.all([
        unwrap(
          client.GET('/assignment', {
            params: { query: { ...choice, type: kind, week } },
          }),
        ),
        unwrap(
          client.GET('/assignment-answer/{period}/{term}/{session}/{question_type}/{week}', {
            params: { path },
          }),
        ),
        unwrap(
          client.GET('/get-assignment-result/{period}/{term}/{session}/{question_type}/{week}', {
            params: { path },
          }),
        ),
      ]);
      return { questions: questions.data.filter(isStudentQuestion), answers, results };
    },
  });
  // drafts live in localStorage; this state only re-renders as they change
  const [drafts, setDrafts] = useState<Record<string, AnswerDraft>>({});
  const draftOf = (key: string) => drafts[key] ?? readDraft(localStorage, studentId, key);

  const sets = mapLoadable(loadable(week$), ({ questions, answers, results }): StudentSet[] => {
    const today = schoolDate(new Date());
    const bySubject = new Map<string, QuestionRecord[]>();
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
      if (kind === 'objective') {
        await unwrap(
          client.POST('/objective-assignment-answer', {
            body: {
              answers: answers.map((a) => ({
                ...a,
                answer: a.answer as Schema<'AssignmentOption'>,
              })),
            },
          }),
        );
      } else {
        await unwrap(client.POST('/theory-assignment-answer', { body: { answers } }));
      }
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
