import type { Schema } from '@schoolmates/sdk';
import { useState } from 'react';
import { fieldErrorsOf } from '../../../components/form.tsx';
import { useChosenPeriod } from '../../../components/period-picker.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { personName } from '../../../lib/names.ts';
import { mapQuery, useClassStudents } from '../results.api.ts';
import { usePreschoolActivities } from '../settings/settings.api.ts';
import {
  usePreschoolClassResults,
  usePreschoolResult,
  usePreschoolSubjects,
  useSavePreschoolResult,
} from './preschool.api.ts';
import {
  PreschoolComputeView,
  type PreschoolForm,
  type PreschoolSubject,
  type PreschoolValues,
} from './preschool-compute.view.tsx';

type Stored = Schema<'PreschoolResultAttributes'>;

/** A stored preschool result as the form's values (blank when there is none yet). */
export function preschoolValues(r: Stored | null): PreschoolValues {
  const ratings: Record<string, string> = {};
  for (const s of [...(r?.evaluation_report ?? []), ...(r?.cognitive_development ?? [])]) {
    for (const t of s.topics) ratings[`${s.subject_id}|${t.topic}`] = t.score;
  }
  return {
    school_opened: r?.school_opened == null ? '' : String(r.school_opened),
    times_present: r?.times_present == null ? '' : String(r.times_present),
    ratings,
    activities: Object.fromEntries(
      (r?.extra_curricular_activities ?? []).map((a) => [a.extra_curricular_id, a.value]),
    ),
    teacher_comment: r?.teacher_comment ?? '',
    hos_comment: r?.hos_comment ?? '',
  };
}

/** The form's values as the save body's rating lists, per category. */
export function preschoolRatings(subjects: PreschoolSubject[], v: PreschoolValues) {
  const of = (category: PreschoolSubject['category']) =>
    subjects
      .filter((s) => s.category === category)
      .map((s) => ({
        subject_id: s.id,
        topics: s.topics
          .filter((t) => v.ratings[`${s.id}|${t}`])
          .map((topic) => ({ topic, score: v.ratings[`${s.id}|${topic}`] ?? '' })),
      }))
      .filter((s) => s.topics.length > 0);
  return {
    evaluation_report: of('evaluation_report') as Schema<'PreschoolEvaluationSubjectInput'>[],
    cognitive_development: of(
      'cognitive_development',
    ) as Schema<'PreschoolCognitiveSubjectInput'>[],
  };
}

export function PreschoolComputeRoute() {
  const classId = useAuth().user?.class_id ?? '';
  const [choice, setChoice] = useChosenPeriod();
  const [studentId, setStudentId] = useState('');
  const students = useClassStudents(classId, null);
  const done = usePreschoolClassResults(classId, choice);
  const subjects = usePreschoolSubjects(classId, choice);
  const activities = usePreschoolActivities();
  const stored = usePreschoolResult(studentId, choice);
  const list: PreschoolSubject[] = (subjects.data ?? []).map((s) => ({
    id: s.queryId,
    subject: s.subject,
    category: s.category,
    topics: s.topic,
  }));
  const save = useSavePreschoolResult();
  const count = (t: string) => (t === '' ? null : Number(t));
  /** The form's values as the save body of the chosen student's result. */
  const input = (v: PreschoolValues): Schema<'PreschoolResultInput'> => ({
    student_id: studentId,
    class_id: classId,
    period: choice.period,
    term: choice.term,
    session: choice.session,
    school_opened: count(v.school_opened),
    times_present: count(v.times_present),
    ...preschoolRatings(list, v),
    extra_curricular_activities: Object.entries(v.activities).map(([id, value]) => ({
      extra_curricular_id: id,
      value,
    })),
    teacher_comment: v.teacher_comment.trim() || null,
    hos_comment: v.hos_comment.trim() || null,
  });
  const failed = subjects.error ?? stored.error ?? activities.error;
  const form: Loadable<PreschoolForm> | null = !studentId
    ? null
    : failed
      ? { status: 'error', message: failed.message }
      : subjects.isPending || stored.isPending || activities.isPending
        ? { status: 'loading' }
        : {
            status: 'ready',
            data: {
              subjects: list,
              activities: (activities.data ?? []).map((a) => ({ id: a.queryId, name: a.name })),
              initial: preschoolValues(stored.data ?? null),
            },
          };
  const doneIds = new Set((done.data ?? []).map((r) => r.student_id));
  return (
    <PreschoolComputeView
      choice={choice}
      onChoice={setChoice}
      students={
        classId
          ? mapQuery(students, (list) =>
              list.map((s) => ({
                id: s.queryId,
                name: personName(s),
                done: doneIds.has(s.queryId),
              })),
            )
          : null
      }
      studentId={studentId}
      onStudent={(id) => {
        save.reset();
        setStudentId(id);
      }}
      form={form}
      saving={save.isPending}
      errors={fieldErrorsOf(save.error)}
      onSave={(v) => save.mutate(input(v))}
      onRetry={() => {
        void students.refetch();
        void subjects.refetch();
        void stored.refetch();
      }}
    />
  );
}
