/**
 * Promoting (or graduating) students: each chosen student, an active student of the source
 * class arm, moves to the target class arm (or graduates, and is signed out) with a promotion
 * record of the campus's current session; all in one transaction, or none.
 */
import type { Schema } from '@schoolmates/sdk';
import { currentPeriod } from '../academic-setup/sessions.ts';
import type { Auth } from '../auth/sessions.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import type { BodyOf } from '../contract.ts';
import type { Db } from '../db/client.ts';
import { must } from '../db/rows.ts';
import { classOfSchool } from '../db/school-rows.ts';
import { updatePerson } from '../db/users.ts';
import { record, toId } from '../http/envelope.ts';
import { invalid, notFound } from '../http/errors.ts';
import { visibleCampus } from '../http/scope.ts';
import { fullName } from './records.ts';
import { insertPromotion, lockStudents } from './students.queries.ts';

/** Moves the students (or graduates them); answers one promotion record each. */
export async function promoteStudents(db: Db, auth: Auth, body: BodyOf<'promoteStudents'>) {
  const from = await classOfSchool(db, auth.schId, toId(body.from_class_id));
  if (!from || !visibleCampus(auth, from.campusId)) throw notFound('Class');
  let to: typeof from | undefined;
  if (body.action === 'promote') {
    to = await classOfSchool(db, auth.schId, toId(must(body.to_class_id)));
    if (!to || !visibleCampus(auth, to.campusId)) throw notFound('Class');
    if (body.to_sub_class && !to.subClasses.includes(body.to_sub_class)) {
      throw invalid({ to_sub_class: ['is not an arm of the class'] });
    }
  }
  const period = await currentPeriod(db, auth.schId, from.campusId);
  if (!period) throw notFound('Current academic period');
  const ids = body.student_ids.map(toId);
  return db.transaction(async (tx) => {
    // Lock the chosen students; every one must be an active student of the source arm.
    const rows = await lockStudents(tx, auth.schId, ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const errors: Record<string, string[]> = {};
    ids.forEach((id, i) => {
      const s = byId.get(id);
      if (!s) errors[`student_ids.${i}`] = ['is not a student of the school'];
      else if (
        s.classId !== from.id ||
        (body.from_sub_class && s.subClass !== body.from_sub_class)
      ) {
        errors[`student_ids.${i}`] = ['is not in the class being promoted'];
      } else if (s.status !== 'active') errors[`student_ids.${i}`] = ['is not an active student'];
    });
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const out: Schema<'StudentPromotionRecord'>[] = [];
    for (const id of ids) {
      const s = must(byId.get(id));
      const graduate = body.action === 'graduate';
      const toSub = graduate ? null : (body.to_sub_class ?? s.subClass);
      const status = graduate ? 'graduated' : 'active';
      await updatePerson(
        tx,
        auth.schId,
        s.id,
        graduate ? { status: 'graduated' } : { classId: must(to).id, subClass: toSub },
      );
      const promotionId = await insertPromotion(tx, {
        schId: auth.schId,
        studentId: s.id,
        fromClassId: from.id,
        fromSubClass: s.subClass,
        toClassId: graduate ? null : must(to).id,
        toSubClass: toSub,
        status,
        session: period.session,
        promotedBy: auth.userId,
      });
      if (graduate) await revokeUserSessions(tx, auth.schId, s.id);
      out.push(
        record(promotionId, {
          student_id: String(s.id),
          fullname: fullName(s),
          admission_number: s.admissionNumber ?? '',
          from_class_id: String(from.id),
          from_class: from.className,
          from_sub_class: s.subClass,
          to_class_id: graduate ? null : String(must(to).id),
          to_class: graduate ? null : must(to).className,
          to_sub_class: toSub,
          status,
          session: period.session,
        }),
      );
    }
    return out;
  });
}
