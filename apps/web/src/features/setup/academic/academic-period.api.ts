import { type Schema, unwrap } from '@schoolmates/sdk';
import { useChange } from '../../../components/mutations.ts';
import { useApi } from '../../../lib/api.tsx';
import { lookupKeys } from '../../../lib/lookups.ts';

type PeriodInput = Schema<'AcademicPeriodInput'>;

export function useAddAcademicPeriod() {
  const client = useApi();
  return useChange(
    lookupKeys.periods,
    (body: PeriodInput) => unwrap(client.POST('/academicperiod', { body })),
    'Period added',
  );
}

/**
 * Makes one of the periods the current one (`id` says which row is being set); the current
 * period's queries sit under the periods' key, so both are read again.
 */
export function useSetCurrentPeriod() {
  const client = useApi();
  return useChange(
    lookupKeys.periods,
    (body: PeriodInput & { id: string }) =>
      unwrap(
        client.POST('/current/academicperiod', {
          body: { period: body.period, term: body.term, session: body.session },
        }),
      ),
    (b) => `${b.term} ${b.session}, ${b.period}, is now current`,
  );
}
