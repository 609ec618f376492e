/** Academic-setup rows → the contract's records. */
import type { components } from '@schoolmates/sdk';
import type { academicPeriods, classes, preschoolSubjects, subjects } from '../db/schema.ts';
import { record } from '../http/envelope.ts';

type S = components['schemas'];

export const academicPeriodRecord = (
  p: typeof academicPeriods.$inferSelect,
): S['AcademicPeriodRecord'] =>
  record(p.id, {
    period: p.period as S['Period'],
    term: p.term as S['Term'],
    session: p.session,
    is_current_period: p.isCurrent,
    campus_id: String(p.campusId),
  });

export const subjectRecord = (s: typeof subjects.$inferSelect): S['SubjectRecord'] =>
  record(s.id, { subject: s.name });

export const preschoolSubjectRecord = (
  p: typeof preschoolSubjects.$inferSelect,
): S['PreschoolSubjectRecord'] =>
  record(p.id, {
    period: p.period as S['Period'],
    term: p.term as S['Term'],
    session: p.session,
    subject: p.subject,
    category: p.category,
    topic: p.topics,
    campus_id: String(p.campusId),
  });

/** A class's subjects of a session (`GET /subject/{class_id}`, `POST /subjects-to-class`). */
export const classSubjectsRecord = (
  cls: typeof classes.$inferSelect,
  session: string,
  rows: { id: bigint; name: string }[],
): S['ClassSubjectsRecord'] =>
  record(cls.id, {
    class_id: String(cls.id),
    class_name: cls.className,
    sub_class: cls.subClasses,
    campus_id: String(cls.campusId),
    session,
    subjects: rows.map((r) => ({ subject_id: String(r.id), subject: r.name })),
  });
