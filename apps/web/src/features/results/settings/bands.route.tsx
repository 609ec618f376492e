import type { UseQueryResult } from '@tanstack/react-query';
import { fieldErrorsOf } from '../../../components/form.tsx';
import { useChange } from '../../../components/mutations.ts';
import { mapQuery } from '../results.api.ts';
import type { BandsViewProps, BandText } from './bands.view.tsx';

/**
 * The data half of a band-set screen (grading bands, grade points): the stored bands as typed
 * text, and a save of the whole set through `save`.
 */
export function useBandSet<Band>(
  list: UseQueryResult<Band[]>,
  key: readonly string[],
  toText: (band: Band) => BandText,
  save: (bands: BandText[]) => Promise<unknown>,
  saved: string,
): Pick<BandsViewProps, 'bands' | 'saving' | 'errors' | 'onSave' | 'onRetry'> {
  const change = useChange(key, save, saved);
  return {
    bands: mapQuery(list, (rows) => rows.map(toText)),
    saving: change.isPending,
    errors: fieldErrorsOf(change.error),
    onSave: (bands) => change.mutate(bands),
    onRetry: () => void list.refetch(),
  };
}
