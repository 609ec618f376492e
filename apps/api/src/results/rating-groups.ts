/**
 * Skill groups and report types of the caller's campus: named lists of attributes a report card
 * rates, one group of each type a campus (a second one is refused).
 */
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { uniquely } from '../http/errors.ts';
import { ratingGroupOf } from './access.ts';
import {
  deleteRatingGroup,
  insertRatingGroup,
  type RatingKind,
  updateRatingGroup,
} from './settings.queries.ts';

const EXISTS: Record<RatingKind, string> = {
  skill: 'The campus already has this skill group.',
  report: 'The campus already has this report type.',
};

interface RatingGroup {
  groupType: string;
  attributes: string[];
}

export function addRatingGroup(db: DbOrTx, auth: Auth, kind: RatingKind, group: RatingGroup) {
  return uniquely(EXISTS[kind], () =>
    insertRatingGroup(db, { schId: auth.schId, campusId: auth.campusId, kind, ...group }),
  );
}

/** Changes what is given of the group; 404 for a group of another campus or kind. */
export async function changeRatingGroup(
  db: DbOrTx,
  auth: Auth,
  kind: RatingKind,
  id: string,
  changes: Partial<RatingGroup>,
) {
  const row = await ratingGroupOf(db, auth, kind, id);
  return uniquely(EXISTS[kind], () =>
    updateRatingGroup(db, auth.schId, row.id, {
      groupType: changes.groupType ?? row.groupType,
      attributes: changes.attributes ?? row.attributes,
    }),
  );
}

export async function removeRatingGroup(db: DbOrTx, auth: Auth, kind: RatingKind, id: string) {
  const row = await ratingGroupOf(db, auth, kind, id);
  await deleteRatingGroup(db, auth.schId, row.id);
}
