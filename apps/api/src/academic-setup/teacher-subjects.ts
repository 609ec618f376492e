/**
 * What a teacher teaches in a session (`GET /teacher-subjects`): the subjects of the class they
 * are class teacher of, then the subjects assigned to them in other classes or arms.
 */
import type { Schema } from '@schoolmates/sdk';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { record } from '../http/envelope.ts';
import { sessionOrCurrent } from './sessions.ts';
import { assignedSubjects, classTeacherSubjects, ownClass } from './subjects.queries.ts';

/** The caller's subjects of `session` (the current one unless named). */
export async function teacherSubjects(db: DbOrTx, auth: Auth, session?: string) {
  const of = await sessionOrCurrent(db, auth.schId, auth.campusId, session);
  const me = await ownClass(db, auth.schId, auth.userId);
  const out: Schema<'TeacherSubjectRecord'>[] = [];
  const asClassTeacher = new Set<bigint>();
  if (me?.classId) {
    const rows = await classTeacherSubjects(db, auth.schId, me.classId, of);
    for (const r of rows) {
      asClassTeacher.add(r.subjectId);
      out.push(
        record(`${r.cls.id}${String(r.subjectId).padStart(6, '0')}`, {
          class_id: String(r.cls.id),
          class_name: r.cls.className,
          sub_class: me.subClass,
          subject_id: String(r.subjectId),
          subject: r.subject,
          session: of,
          teaches_as: 'class teacher',
        }),
      );
    }
  }
  const assigned = await assignedSubjects(db, auth.schId, auth.userId, of);
  for (const r of assigned) {
    // listed already only when her own arm covers it: the class's other arms are hers too
    const ownArm =
      r.ts.classId === me?.classId &&
      (me.subClass === null || r.ts.subClass === me.subClass) &&
      asClassTeacher.has(r.ts.subjectId);
    if (ownArm) continue;
    out.push(
      record(r.ts.id, {
        class_id: String(r.ts.classId),
        class_name: r.className,
        sub_class: r.ts.subClass,
        subject_id: String(r.ts.subjectId),
        subject: r.subject,
        session: of,
        teaches_as: 'subject teacher',
      }),
    );
  }
  return out;
}
