/** Checks of an assignment's write against the school's data, made before it is written. */
import type { DbOrTx } from '../db/client.ts';
import { invalid, notFound } from '../http/errors.ts';
import type { AssignmentCaller } from './access.ts';
import { assignmentImages, matchingSetIds, type SetFilter } from './sets.queries.ts';

/** 422 unless every image is an `assignment_image` upload of the school. */
export async function checkImages(db: DbOrTx, schId: bigint, ids: (string | null | undefined)[]) {
  const wanted = ids.filter((id): id is string => typeof id === 'string').map(BigInt);
  if (wanted.length === 0) return;
  if ((await assignmentImages(db, schId, wanted)) !== new Set(wanted).size) {
    throw invalid({ image_file_id: ['must be an uploaded assignment image'] });
  }
}

/** The caller's sets `filter` names; 404 when there is none. */
export async function namedSets(db: DbOrTx, caller: AssignmentCaller, filter: SetFilter) {
  const setIds = await matchingSetIds(db, caller, filter);
  if (setIds.length === 0) throw notFound('Assignment');
  return setIds;
}
