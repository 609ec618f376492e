/**
 * Who may take and read which register: admins and principals any class arm or preschool class
 * of their campus, the superadmin any of the school, a teacher only the arm they are class
 * teacher of or the preschool class they teach.
 */
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { toId } from '../http/envelope.ts';
import { forbidden, invalid } from '../http/errors.ts';
import { classOfSchool, preschoolOfSchool } from '../school-setup/access.ts';
import { classTeacherArm, type RegisterGroup } from './attendance.queries.ts';

/** What names a register's group in a call: a class and its arm, or a preschool class. */
export interface GroupNamed {
  class_id?: string | undefined;
  sub_class?: string | null | undefined;
  preschool_id?: string | undefined;
}

/** The class arm or preschool class a call names, if the caller may keep its register. */
export async function groupOf(
  db: DbOrTx,
  auth: Auth,
  named: GroupNamed,
): Promise<RegisterGroup & { className: string }> {
  const { class_id, preschool_id } = named;
  if (class_id !== undefined && preschool_id === undefined) {
    return armOf(db, auth, class_id, named.sub_class);
  }
  if (preschool_id !== undefined && class_id === undefined) {
    return preschoolGroup(db, auth, preschool_id);
  }
  throw invalid({ class_id: ['give the class or the preschool class, one of them'] });
}

async function preschoolGroup(
  db: DbOrTx,
  auth: Auth,
  preschoolId: string,
): Promise<RegisterGroup & { className: string }> {
  const { preschool } = await preschoolOfSchool(db, auth, toId(preschoolId));
  if (auth.role === 'teacher') {
    const mine = await classTeacherArm(db, auth.schId, auth.userId);
    if (mine?.preschoolId !== preschool.id) {
      throw forbidden('Only the teacher of this preschool class may keep its register.');
    }
  }
  return {
    schId: auth.schId,
    campusId: preschool.campusId,
    classId: null,
    subClass: '',
    preschoolId: preschool.id,
    className: preschool.name,
  };
}

/** The class arm named by `class_id` and `sub_class`, if the caller may keep its register. */
async function armOf(
  db: DbOrTx,
  auth: Auth,
  classId: string,
  subClass: string | null | undefined,
): Promise<RegisterGroup & { className: string }> {
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
    preschoolId: null,
    className: cls.className,
  };
}
