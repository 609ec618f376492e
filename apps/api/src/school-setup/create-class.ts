/** Creating a class with its arms on an elementary campus; its name is unique in the campus. */
import type { Auth } from '../auth/sessions.ts';
import type { BodyOf } from '../contract.ts';
import type { DbOrTx } from '../db/client.ts';
import { invalid, uniquely } from '../http/errors.ts';
import { targetCampus } from '../http/scope.ts';
import { insertClass } from './classes.queries.ts';
import { classRecord } from './records.ts';

/** Creates the class; answers its record. */
export async function createClass(db: DbOrTx, auth: Auth, body: BodyOf<'createClass'>) {
  const campus = await targetCampus(db, auth, body.campus_id);
  if (campus.isPreschool) {
    throw invalid({ campus_id: ['must be an elementary campus; use preschools here'] });
  }
  const cls = await uniquely('A class with this name already exists in the campus.', () =>
    insertClass(db, {
      schId: auth.schId,
      campusId: campus.id,
      className: body.class_name.trim(),
      subClasses: (body.sub_class ?? []).map((arm) => arm.trim()),
    }),
  );
  return classRecord(cls, campus.name);
}
