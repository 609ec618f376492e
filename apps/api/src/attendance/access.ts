/**
 * Who may take and read which register: admins and principals any arm of their campus, the
 * superadmin any arm of the school, a teacher only the arm they are class teacher of.
 */
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { toId } from '../http/envelope.ts';
import { forbidden, invalid } from '../http/errors.ts';
import { classOfSchool } from '../school-setup/access.ts';
import { type Arm, classTeacherArm } from './attendance.queries.ts';

/** The class arm named by `class_id` and `sub_class`, if the caller may keep its register. */
export async function armOf(
  db: DbOrTx,
  auth: Auth,
  classId: string,
  subClass: string | null | undefined,
): Promise<Arm & { className: string }> {
  const { cls } = await classOfSchool(db, auth, toId(classId));
  const arm = subClass ?? '';
  if (arm === '' && cls.subClasses.length > 0) {
    throw invalid({ sub_class: ['choose the arm of the class'] });
  }
  if (arm !== '' && !cls.subClasses.includes(arm)) {
    throw invalid({ sub_class: ['is not an arm of this class'] });
  }
  if (auth.role === 'teacher') {
    const mine = await classTeacherArm(db, auth.schId, auth.userId);
    if (mine?.classId !== cls.id || (mine.subClass ?? '') !== arm) {
      throw forbidden('Only the class teacher of this arm may keep its register.');
    }
  }
  return {
    schId: auth.schId,
    campusId: cls.campusId,
    classId: cls.id,
    subClass: arm,
    className: cls.className,
  };
}
