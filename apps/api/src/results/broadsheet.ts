/** The broadsheet of a class arm: every student's subject totals and figures side by side. */

import { computeClassTerm, gradeOfTotal } from '@schoolmates/domain/results';
import type { components } from '@schoolmates/sdk';
import { fullName } from '../people/records.ts';
import type { Sheet, SheetStudent } from './sheets.queries.ts';
import {
  armTeachers,
  componentsOfView,
  compute,
  gpaOf,
  maximumOf,
  studentFigures,
  type View,
} from './sheets.ts';

type S = components['schemas'];

export function broadsheetAttributes(
  sheet: Sheet,
  view: View,
  subClass: string | null,
  members: SheetStudent[],
): S['BroadsheetAttributes'] {
  const c = compute(sheet, view);
  const inArm = (s: string | null) => subClass === null || s === subClass;
  const holders = c.holders.filter((h) => inArm(h.result.subClass));
  const byStudent = new Map(holders.map((h) => [String(h.student.id), h]));
  // Figures over the students listed (every arm together) for the subject columns.
  const listed = computeClassTerm(
    holders.map((h) => String(h.student.id)),
    [...c.arms.values()].flatMap((arm) =>
      [...arm.students].flatMap(([studentId, s]) =>
        [...s.subjects].map(([subjectId, sub]) => ({
          student_id: studentId,
          subject_id: subjectId,
          component: 'total',
          tenths: sub.total_tenths,
          absent: false,
        })),
      ),
    ),
  );
  const maximum = maximumOf(sheet, view);
  const students = new Map<string, SheetStudent>(
    members.filter((m) => inArm(m.subClass)).map((m) => [String(m.id), m]),
  );
  for (const h of holders) students.set(String(h.student.id), h.student);
  const rows: S['BroadsheetStudent'][] = [...students.values()].map((student) => {
    const holder = byStudent.get(String(student.id));
    if (!holder) {
      return {
        student_id: String(student.id),
        student_fullname: fullName(student),
        admission_number: student.admissionNumber ?? '',
        sub_class: student.subClass,
        result_id: null,
        status: null,
        subjects: sheet.subjects.map((s) => ({
          subject_id: String(s.id),
          total: null,
          grade: null,
          position: null,
        })),
        total_subjects: 0,
        total_score: 0,
        student_average: null,
        percentage: null,
        grade: null,
        remark: null,
        position: null,
        gpa: null,
      };
    }
    const f = studentFigures(sheet, c, holder.result);
    return {
      student_id: String(student.id),
      student_fullname: fullName(student),
      admission_number: student.admissionNumber ?? '',
      sub_class: holder.result.subClass,
      result_id: String(holder.result.id),
      status: holder.result.status,
      subjects: sheet.subjects.map((s) => {
        const mine = f.outcome?.subjects.get(String(s.id));
        return {
          subject_id: String(s.id),
          total: mine ? mine.total_tenths / 10 : null,
          grade: mine
            ? (gradeOfTotal(mine.total_tenths, maximum, sheet.bands)?.grade ?? null)
            : null,
          position: mine?.position ?? null,
        };
      }),
      total_subjects: f.total_subjects,
      total_score: f.total_score,
      student_average: f.student_average,
      percentage: f.percentage,
      grade: f.grade,
      remark: f.remark,
      position: f.position,
      gpa: view.period === 'Second Half' ? gpaOf(sheet, f.outcome) : null,
    };
  });
  rows.sort(
    (a, b) =>
      (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER) ||
      a.student_fullname.localeCompare(b.student_fullname),
  );
  return {
    class_id: String(sheet.cls.id),
    class_name: sheet.cls.className,
    sub_class: subClass,
    period: view.period,
    term: sheet.term,
    session: sheet.session,
    components: componentsOfView(sheet, view),
    subjects: sheet.subjects.map((s) => {
      const stats = listed.subjects.get(String(s.id));
      return {
        subject_id: String(s.id),
        subject: s.name,
        number_taken: stats?.taken_by ?? 0,
        class_average: stats ? stats.average : null,
        highest: stats ? stats.highest_tenths / 10 : null,
        lowest: stats ? stats.lowest_tenths / 10 : null,
      };
    }),
    students: rows,
    number_in_class: rows.length,
    class_average: listed.class_average,
    teachers: armTeachers(sheet, subClass),
    ranked_by: sheet.rankedBy,
    subjects_offered: sheet.offered,
  };
}
