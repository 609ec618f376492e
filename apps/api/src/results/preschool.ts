/** Preschool results: topic ratings checked against the class's subjects, and the records. */
import type { components } from '@schoolmates/sdk';
import { registerCountsForReportCards } from '../attendance/report.ts';
import { type DbOrTx, together } from '../db/client.ts';
import type { preschoolSubjects, StoredTopicSubject, users } from '../db/schema.ts';
import { record } from '../http/envelope.ts';
import type { FieldErrors } from '../http/errors.ts';
import { fullName } from '../people/records.ts';
import { type PreschoolResultRow, preschoolSheet } from './preschool.queries.ts';
import { cardAttendance } from './sheets.ts';

type S = components['schemas'];

/** Ratings of topics, checked against the class's subjects of that category. */
export function topicRatings(
  subjectsOfClass: (typeof preschoolSubjects.$inferSelect)[],
  category: 'evaluation_report' | 'cognitive_development',
  input: { subject_id: string; topics: { topic: string; score: string }[] }[],
  errors: FieldErrors,
): StoredTopicSubject[] {
  const seen = new Set<string>();
  return input.map((entry, n) => {
    const subject = subjectsOfClass.find(
      (s) => String(s.id) === entry.subject_id && s.category === category,
    );
    if (!subject || seen.has(entry.subject_id)) {
      errors[`${category}.${n}.subject_id`] = [
        `is not a ${category} subject of this class (or is given twice)`,
      ];
    }
    seen.add(entry.subject_id);
    const topics = new Set<string>();
    entry.topics.forEach((t, m) => {
      if (subject && !subject.topics.includes(t.topic))
        errors[`${category}.${n}.topics.${m}.topic`] = ['is not a topic of this subject'];
      if (topics.has(t.topic)) errors[`${category}.${n}.topics.${m}.topic`] = ['is rated twice'];
      topics.add(t.topic);
    });
    return {
      subject_id: entry.subject_id,
      subject: subject?.subject ?? '',
      topics: entry.topics,
    };
  });
}

const signatory = (u: typeof users.$inferSelect): S['ResultSignatory'] => ({
  staff_id: String(u.id),
  name: fullName(u),
  signature: u.signature,
});

/** The records of results of one preschool and term (what their sheets show alike read once). */
export async function preschoolRecords(
  db: DbOrTx,
  rows: PreschoolResultRow[],
): Promise<S['PreschoolResultRecord'][]> {
  const first = rows[0];
  if (!first) return [];
  const [{ pre, pupils, classSize, teachers, hos, closing }, register] = await together(
    db,
    () =>
      preschoolSheet(
        db,
        first,
        rows.map((r) => r.studentId),
      ),
    () =>
      registerCountsForReportCards(db, first.schId, [first.campusId], first.term, first.session),
  );
  return rows.flatMap((r) => {
    const pupil = pupils.find((p) => p.id === r.studentId);
    if (!pupil) return [];
    return record(r.id, {
      student_id: String(r.studentId),
      student_fullname: fullName(pupil),
      student_image: pupil.image,
      admission_number: pupil.admissionNumber ?? '',
      class_id: String(r.preschoolId),
      class_name: pre?.name ?? '',
      period: r.period as S['Period'],
      term: r.term as S['Term'],
      session: r.session,
      // The register feeds the end-of-term card only, as the elementary one.
      ...cardAttendance(r, r.period === 'Second Half' ? register : null),
      total_no_in_class: classSize,
      evaluation_report: r.evaluationReport as S['PreschoolEvaluationSubject'][],
      cognitive_development: r.cognitiveDevelopment as S['PreschoolCognitiveSubject'][],
      extra_curricular_activities: r.extraCurricular,
      teacher_comment: r.teacherComment,
      teachers: teachers.map(signatory),
      hos_comment: r.hosComment,
      hos: hos ? signatory(hos) : null,
      session_ends: closing?.sessionEnds ?? null,
      session_resumes: closing?.sessionResumes ?? null,
      updated_at: r.updatedAt.toISOString(),
    });
  });
}
