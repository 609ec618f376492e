/**
 * Renaming a class or changing its arms: an arm that still has people in it stays (409), and
 * the name stays unique in the campus.
 */
import type { Auth } from '../auth/sessions.ts';
import type { BodyOf } from '../contract.ts';
import type { DbOrTx } from '../db/client.ts';
import { conflict, uniquely } from '../http/errors.ts';
import { classOfSchool } from './access.ts';
import { peopleInArms, saveClass } from './classes.queries.ts';
import { classRecord } from './records.ts';

const trimmed = (arm: string) => arm.trim();

/** Updates the class; answers its record. */
export async function updateClass(
  db: DbOrTx,
  auth: Auth,
  classId: bigint,
  body: BodyOf<'updateClass'>,
) {
  const { cls, campusName } = await classOfSchool(db, auth, classId);
  if (body.sub_class) {
    const kept = new Set(body.sub_class.map(trimmed));
    const removed = cls.subClasses.filter((arm) => !kept.has(arm));
    if (removed.length > 0 && (await peopleInArms(db, auth.schId, cls.id, removed))) {
      throw conflict(`Students are still in arm ${removed.join(', ')}.`);
    }
  }
  const updated = await uniquely('A class with this name already exists in the campus.', () =>
    saveClass(db, auth.schId, cls.id, {
      ...(body.class_name !== undefined && { className: body.class_name.trim() }),
      ...(body.sub_class !== undefined && { subClasses: body.sub_class.map(trimmed) }),
    }),
  );
  return classRecord(updated, campusName);
}
