import type { TermRef } from '@schoolmates/domain/calendar';
import type { Schema } from '@schoolmates/sdk';
import { useSearchParams } from 'react-router';

export type QuestionKind = Schema<'AssignmentQuestionType'>;

export const assignmentKeys = {
  all: ['assignments'] as const,
};

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
