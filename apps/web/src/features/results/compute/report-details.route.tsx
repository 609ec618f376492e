import { wholeHalfUp } from '@schoolmates/domain/results';
import type { FieldErrors, Schema } from '@schoolmates/sdk';
import { useState } from 'react';
import { fieldErrorsOf } from '../../../components/form.tsx';
import {
  type PeriodChoice,
  useExtraCurriculars,
  usePrincipalComments,
  useReportTypes,
  useSkills,
} from '../results.api.ts';
import { type DetailsValues, type RatingList, ReportDetailsView } from './report-details.view.tsx';
import { type ResultsInput, useSaveResults } from './scores.api.ts';

type AnyResult = Schema<'MidTermResultAttributes'> | Schema<'EndTermResultAttributes'>;
const lists: RatingList[] = [
  'affective_disposition',
  'psychomotor_skills',
  'pupil_report',
  'psychomotor_performance',
];

/** What a stored result holds, as the form's values. */
export function detailsOf(result: AnyResult | undefined): DetailsValues {
  const out: DetailsValues = {
    school_opened: '',
    times_present: '',
    teacher_comment: result?.teacher_comment ?? '',
    abacus: '',
    ratings: {},
    activities: {},
  };
  if (result?.period !== 'Second Half') return out;
  out.school_opened = result.school_opened === null ? '' : String(result.school_opened);
  out.times_present = result.times_present === null ? '' : String(result.times_present);
  out.abacus = result.abacus ?? '';
  for (const list of lists) {
    out.ratings[list] = Object.fromEntries(result[list].map((r) => [r.name, String(r.score)]));
  }
  for (const a of result.extra_curricular_activities)
    out.activities[a.extra_curricular_id] = a.value;
  return out;
}

/**
 * The form's values as one student's entry of the save body: the class teacher's fields only
 * (the principal's comment is the principal's office's, never sent from here).
 */
export function detailsInput(studentId: string, v: DetailsValues) {
  const count = (t: string) => (t === '' ? null : Number(t));
  const ratings = (list: RatingList) =>
    Object.entries(v.ratings[list] ?? {})
      .filter(([, s]) => s !== '')
      .map(([name, s]) => ({ name, score: Number(s) }));
  return {
    student_id: studentId,
    school_opened: count(v.school_opened),
    times_present: count(v.times_present),
    affective_disposition: ratings('affective_disposition'),
    psychomotor_skills: ratings('psychomotor_skills'),
    pupil_report: ratings('pupil_report'),
    psychomotor_performance: ratings('psychomotor_performance'),
    extra_curricular_activities: Object.entries(v.activities).map(([id, value]) => ({
      extra_curricular_id: id,
      value,
    })),
    abacus: (v.abacus || null) as Schema<'ResultAbacusRating'> | null,
    teacher_comment: v.teacher_comment.trim() || null,
  };
}

/** The bank comments whose range holds the average (rounded half up); all of them without one. */
export function suggestionsFor(
  bank: { hos_comment: string; score_from: number; score_to: number }[],
  average: number | null,
): string[] {
  const whole = average === null ? null : wholeHalfUp(average);
  const fits =
    whole === null ? bank : bank.filter((c) => whole >= c.score_from && whole <= c.score_to);
  return [...new Set(fits.map((c) => c.hos_comment))];
}

/** 422 keys `students.0.x` are about this form's field `x`. */
function ownErrors(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([k, m]) => [k.replace(/^students\.0\./, ''), m]),
  );
}

export function ReportDetailsRoute({
  classId,
  subClass,
  choice,
  students,
  results,
}: {
  classId: string;
  subClass: string | null;
  choice: PeriodChoice;
  students: { id: string; name: string }[];
  results: AnyResult[];
}) {
  const endTerm = choice.period === 'Second Half';
  const skills = useSkills(endTerm);
  const reports = useReportTypes(endTerm);
  const activities = useExtraCurriculars(classId, endTerm);
  const [studentId, setStudentId] = useState('');
  const bank = usePrincipalComments();
  const save = useSaveResults('Report details saved');
  /** The form's values as the save body: at mid-term the teacher's comment only. */
  const detailsBody = (v: DetailsValues): ResultsInput => {
    const where = {
      class_id: classId,
      ...(subClass ? { sub_class: subClass } : {}),
      term: choice.term,
      session: choice.session,
    };
    const entry = detailsInput(studentId, v);
    return endTerm
      ? { ...where, period: 'Second Half', students: [entry] }
      : {
          ...where,
          period: 'First Half',
          students: [{ student_id: studentId, teacher_comment: entry.teacher_comment }],
        };
  };
  const result = results.find((r) => r.student_id === studentId);
  const groups = [
    ...(skills.data ?? []).map((s) => ({ list: s.skill_type, attributes: s.attribute })),
    ...(reports.data ?? []).map((r) => ({ list: r.report_type, attributes: r.attribute })),
  ];
  return (
    <ReportDetailsView
      period={choice.period}
      students={students}
      studentId={studentId}
      onStudent={(id) => {
        save.reset();
        setStudentId(id);
      }}
      groups={groups}
      activities={(activities.data ?? []).map((a) => ({ id: a.queryId, name: a.name }))}
      initial={detailsOf(result)}
      suggestions={suggestionsFor(bank.data ?? [], result?.student_average ?? null)}
      saving={save.isPending}
      errors={ownErrors(fieldErrorsOf(save.error))}
      onSave={(v) => save.mutate(detailsBody(v))}
    />
  );
}
