import { type Schema, unwrap } from '@schoolmates/sdk';
import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api.tsx';
import { toast } from '../../../lib/toast.tsx';
import { classResultsKey, resultKeys } from '../results.api.ts';

type AnyResult = Schema<'MidTermResultAttributes'> | Schema<'EndTermResultAttributes'>;

/** A save of a class arm's scores or report details of one period. */
export type ResultsInput = Schema<'MidTermResultInput'> | Schema<'EndTermResultInput'>;

/**
 * Saves scores or report details of a class arm. The server answers the saved students' results
 * only, while a save moves the whole class's positions and averages: the period's list is read
 * again, and after a mid-term save the end-of-term list only when it holds a saved student (it
 * shows the assessments). A list the save cannot change is not read again.
 */
export function useSaveResults(success: string | ((input: ResultsInput) => string)) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    // The contract's absent entry is `{ score: null, absent: true }`; openapi-fetch's body type
    // reads that `score` as `undefined`, so the checked schema type is passed through as is.
    mutationFn: (body: ResultsInput): Promise<unknown> =>
      body.period === 'First Half'
        ? unwrap(client.POST('/midTermResult', { body: body as never }))
        : unwrap(client.POST('/endTermResult', { body: body as never })),
    onSuccess: async (_, body) => {
      const list = (period: Schema<'Period'>) =>
        classResultsKey(body.class_id, body.sub_class ?? null, {
          period,
          term: body.term,
          session: body.session,
        });
      const saved = new Set(body.students.map((s) => s.student_id));
      const endTerm = queryClient.getQueryData<AnyResult[]>(list('Second Half')) ?? [];
      const unchanged =
        body.period === 'Second Half'
          ? list('First Half')
          : endTerm.some((r) => saved.has(r.student_id))
            ? null
            : list('Second Half');
      const skipped = unchanged ? hashKey(unchanged) : null;
      await queryClient.invalidateQueries({
        queryKey: resultKeys.results,
        predicate: (query) => query.queryHash !== skipped,
      });
      await queryClient.invalidateQueries({ queryKey: resultKeys.broadsheet });
      toast.success(typeof success === 'string' ? success : success(body));
    },
  });
}
