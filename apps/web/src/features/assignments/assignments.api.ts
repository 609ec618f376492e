import type { TermRef } from '@schoolmates/domain/calendar';
import { ApiError, type Schema, type SchoolmatesClient, unwrap } from '@schoolmates/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useApi } from '../../lib/api.tsx';
import { activeStudentsOf } from '../../lib/lookups.ts';
import { toast } from '../../lib/toast.tsx';

export type QuestionKind = Schema<'AssignmentQuestionType'>;

export const assignmentKeys = {
  all: ['assignments'] as const,
};

/** The teacher's choice of set, kept in the address: term, week, kind, class arm, subject. */
export interface SetChoice {
  choice: TermRef;
  week: number;
  kind: QuestionKind;
  classId: string;
  /** '' for a class without arms. */
  subClass: string;
  subjectId: string;
}

/** The week (1..13) and kind of questions in the address (`?week=&kind=`). */
export function useWeekAndKind(): [
  { week: number; kind: QuestionKind },
  (next: { week?: number; kind?: QuestionKind }) => void,
] {
  const [params, setParams] = useSearchParams();
  const week = Number(params.get('week'));
  const chosen = {
    week: Number.isInteger(week) && week >= 1 && week <= 13 ? week : 1,
    kind: (params.get('kind') === 'theory' ? 'theory' : 'objective') as QuestionKind,
  };
  const set = (next: { week?: number; kind?: QuestionKind }) =>
    setParams(
      (old) => {
        const out = new URLSearchParams(old);
        if (next.week !== undefined) out.set('week', String(next.week));
        if (next.kind !== undefined) out.set('kind', next.kind);
        return out;
      },
      { replace: true },
    );
  return [chosen, set];
}

/** The path parameters of the week's answer and result lists. */
export const weekPath = (choice: TermRef, kind: QuestionKind, week: number) => ({
  period: choice.period,
  term: choice.term,
  session: choice.session,
  question_type: kind,
  week,
});

type WeekPath = ReturnType<typeof weekPath>;
type ClassAndSubject = { class_id: string; subject_id: string };

/** The week's published results: a student's own, or those of a class's subject. */
async function weekResults(client: SchoolmatesClient, path: WeekPath, query?: ClassAndSubject) {
  return unwrap(
    client.GET('/get-assignment-result/{period}/{term}/{session}/{question_type}/{week}', {
      params: { path, ...(query ? { query } : {}) },
    }),
  );
}

/** Assignment Results: a student's own for the week, or a teacher's class and subject. */
export function useAssignmentResults(set: SetChoice, student: boolean) {
  const client = useApi();
  const { choice, week, kind, classId, subjectId } = set;
  return useQuery({
    queryKey: [...assignmentKeys.all, 'results', student, set],
    enabled: student || (classId !== '' && subjectId !== ''),
    queryFn: async () =>
      (
        await weekResults(
          client,
          weekPath(choice, kind, week),
          student ? undefined : { class_id: classId, subject_id: subjectId },
        )
      ).data,
  });
}

/**
 * A class arm's week for marking: its active students, the week's sets with their submissions,
 * and the results published.
 */
export function useSubmissions(set: SetChoice) {
  const client = useApi();
  const { choice, week, kind, classId, subClass, subjectId } = set;
  return useQuery({
    queryKey: [...assignmentKeys.all, 'submissions', set],
    enabled: classId !== '' && subjectId !== '',
    queryFn: async () => {
      const path = weekPath(choice, kind, week);
      const arm = subClass ? { sub_class: subClass } : {};
      const query = { subject_id: subjectId, class_id: classId };
      const [students, sets, results] = await Promise.all([
        activeStudentsOf(client, classId, subClass),
        unwrap(
          client.GET('/assignment-submissions/{period}/{term}/{session}/{question_type}/{week}', {
            params: { path, query: { ...query, ...arm } },
          }),
        ),
        weekResults(client, path, query),
      ]);
      return {
        students,
        sets: sets.data.map((set) => set.attributes),
        results: results.data,
      };
    },
  });
}

type MarkBody = Schema<'TheoryAssignmentMarkEntry'>;

/** Sends a question's theory marks: first marks are added, changed ones replace the old. */
export function useSendTheoryMarks() {
  const client = useApi();
  return async ({ first, changed }: { first: MarkBody[]; changed: MarkBody[] }) => {
    if (first.length > 0) {
      await unwrap(client.POST('/theory-assignment-mark', { body: { marks: first } }));
    }
    if (changed.length > 0) {
      await unwrap(client.PATCH('/update/theory/assignment/mark', { body: { marks: changed } }));
    }
  };
}

/** Publishes the week's results of a class arm's subject, from the marks given. */
export function usePublishResults(set: SetChoice) {
  const client = useApi();
  const queryClient = useQueryClient();
  const { choice, week, kind, classId, subClass, subjectId } = set;
  return useMutation({
    mutationFn: () =>
      unwrap(
        client.POST('/assignment-result', {
          body: {
            ...choice,
            week,
            question_type: kind,
            subject_id: subjectId,
            class_id: classId,
            ...(subClass ? { sub_class: subClass } : {}),
          },
        }),
      ),
    onSuccess: async (answer) => {
      toast.success(`Results published for ${answer.data.length} students`);
      await queryClient.invalidateQueries({ queryKey: assignmentKeys.all });
    },
    onError: (error) =>
      toast.error(error instanceof ApiError ? error.message : 'Unable to publish the results'),
  });
}

type PerformanceQuery = TermRef & {
  student_id?: string;
  class_id?: string;
  sub_class?: string;
  subject_id?: string;
};

async function performance(client: SchoolmatesClient, query: PerformanceQuery) {
  return (await unwrap(client.GET('/assignment-performance', { params: { query } }))).data;
}

/** A student's performance over the weeks: the signed-in student's own, or a guardian's child's. */
export function useStudentPerformance(choice: TermRef, childId?: string) {
  const client = useApi();
  return useQuery({
    queryKey: [...assignmentKeys.all, 'performance', childId ?? 'me', choice],
    queryFn: () => performance(client, childId ? { ...choice, student_id: childId } : choice),
  });
}

/** A class's performance over the weeks (of one arm, of one subject, when chosen). */
export function useClassPerformance(set: SetChoice) {
  const client = useApi();
  const { choice, classId, subClass, subjectId } = set;
  return useQuery({
    queryKey: [...assignmentKeys.all, 'performance', set],
    enabled: classId !== '',
    queryFn: () =>
      performance(client, {
        ...choice,
        class_id: classId,
        ...(subClass ? { sub_class: subClass } : {}),
        ...(subjectId ? { subject_id: subjectId } : {}),
      }),
  });
}

type QuestionRecord = Schema<'AssignmentQuestionRecord'>;
const isStudentQuestion = (r: { attributes: object }): r is QuestionRecord =>
  'submitted' in r.attributes;

/** The signed-in student's week: the questions set, their answers and the results published. */
export function useStudentWeek(choice: TermRef, week: number, kind: QuestionKind) {
  const client = useApi();
  return useQuery({
    queryKey: [...assignmentKeys.all, 'student', choice, week, kind],
    queryFn: async () => {
      const path = weekPath(choice, kind, week);
      const [questions, answers, results] = await Promise.all([
        unwrap(client.GET('/assignment', { params: { query: { ...choice, type: kind, week } } })),
        unwrap(
          client.GET('/assignment-answer/{period}/{term}/{session}/{question_type}/{week}', {
            params: { path },
          }),
        ),
        weekResults(client, path),
      ]);
      return { questions: questions.data.filter(isStudentQuestion), answers, results };
    },
  });
}

type Answer = { assignment_id: string; answer: string };

/** Sends a student's answers to one set of questions of the kind. */
export function useSendAnswers() {
  const client = useApi();
  return async (kind: QuestionKind, answers: Answer[]) => {
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
  };
}

/**
 * Blob URLs of the questions' pictures (file id → URL), fetched with the session's token (an
 * <img> link would carry none); revoked when the questions change or the screen closes.
 */
export function useQuestionImages(fileIds: readonly string[]) {
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
