import type { FieldErrors } from '@schoolmates/sdk';
import { fieldErrorsOf } from '../../../components/form.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { suggestionsFor } from '../compute/report-details.route.tsx';
import { type AnyResult, studentAverage } from '../report-card/report-card.tsx';
import {
  mapQuery,
  type PeriodChoice,
  usePrincipalComments,
  useSaveHosComment,
} from '../results.api.ts';
import { type CommentRow, PrincipalCommentsView } from './principal-comments.view.tsx';

type Bank = Parameters<typeof suggestionsFor>[0];

/**
 * A result as the principal's row: at the end of term an untyped comment is the bank's for the
 * average; at mid-term only a typed one shows, and the suggestions go by the percentage (the
 * mid-term average is out of the First Half maximum, the bank's ranges out of 100).
 */
export function commentRow(r: AnyResult, bank: Bank): CommentRow {
  const end = r.period === 'Second Half';
  return {
    studentId: r.student_id,
    name: r.student_fullname,
    status: r.status,
    average: studentAverage(r),
    teacherComment: r.teacher_comment,
    typed: r.hos_comment_edited ? (r.hos_comment ?? '') : '',
    bankComment: end && !r.hos_comment_edited ? r.hos_comment : null,
    suggestions: suggestionsFor(bank, end ? r.student_average : r.percentage),
  };
}

export function PrincipalCommentsRoute({
  choice,
  results,
  onRetry,
}: {
  choice: PeriodChoice;
  /** The class arm's results of the period (`GET /get-result`). */
  results: Loadable<AnyResult[]>;
  onRetry: () => void;
}) {
  const bank = usePrincipalComments();
  const save = useSaveHosComment(choice);
  const errors: FieldErrors = fieldErrorsOf(save.error);
  const rows: Loadable<CommentRow[]> =
    results.status === 'ready'
      ? mapQuery(bank, (list) => results.data.map((r) => commentRow(r, list)))
      : results;
  return (
    <PrincipalCommentsView
      // A new class or period starts the typed texts afresh.
      key={`${choice.period}|${choice.term}|${choice.session}`}
      period={choice.period}
      rows={rows}
      savingId={save.isPending ? (save.variables?.studentId ?? null) : null}
      refused={
        save.isError && save.variables ? { studentId: save.variables.studentId, errors } : null
      }
      onSave={(studentId, text) => save.mutate({ studentId, text })}
      onRetry={() => {
        onRetry();
        void bank.refetch();
      }}
    />
  );
}
