/** Rules an academic-setup write checks before it saves. */
import { type FieldErrors, invalid } from '../http/errors.ts';

/** 422 naming each of `wanted` not in `known`, by its place in `subject_ids`. */
export function checkSubjectIds(wanted: bigint[], known: Set<bigint>, why: string) {
  const errors: FieldErrors = {};
  wanted.forEach((id, i) => {
    if (!known.has(id)) errors[`subject_ids.${i}`] = [why];
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
}
