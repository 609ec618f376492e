/** Fixtures for the results stories and tests, typed from the contract (never by hand). */
import type { TermRef } from '@schoolmates/domain/calendar';
import type { Flat, Schema } from '@schoolmates/sdk';
import { noop } from '../../test/story-states.ts';
import type { ScoreGridData } from './compute/score-grid.view.tsx';
import type { SchoolInfo } from './report-card/report-card.tsx';

type S<N extends keyof import('@schoolmates/sdk').components['schemas']> = Schema<N>;

export const sectionNames = [
  'Attendance Record',
  'Affective Disposition',
  'Psychomotor Skills',
  'Pupil Report',
  'Psychomotor Performance',
  'Extra-Curricular Activities',
  'Abacus',
  'Cumulative Scores',
  'Performance Chart',
  'Academic Rating',
  "Class Teacher's Comment",
  "Principal's Comment",
  'Signatures',
  'School Logo',
  'Next Term Begins',
];
export const sheetSections: S<'SheetSectionSummary'>[] = sectionNames.map((section, i) => ({
  id: String(i + 1),
  section,
}));

export const scheme: S<'ScoreComponent'>[] = [
  { key: 'ca1', name: 'First Assessment', maximum: 20, period: 'First Half' },
  { key: 'ca2', name: 'Second Assessment', maximum: 20, period: 'First Half' },
  { key: 'exam', name: 'Exam', maximum: 60, period: 'Second Half' },
];

export const scoreSetting: S<'ScoreSettingAttributes'> = {
  campus_id: '1',
  score_option_id: '2',
  value: '20-20-60',
  assessment_type: 2,
  components: scheme,
  total: 100,
  has_scores: true,
  updated_at: '2026-01-10T09:00:00Z',
};

export const scoreOptions: Flat<S<'ScoreOptionAttributes'>>[] = [
  {
    queryId: '1',
    label: 'Mid-term and exam',
    value: '40-60',
    assessment_type: 1,
    is_default: false,
    components: [
      { key: 'ca1', name: 'Mid-Term Test', maximum: 40, period: 'First Half' },
      { key: 'exam', name: 'Exam', maximum: 60, period: 'Second Half' },
    ],
  },
  {
    queryId: '2',
    label: 'Two assessments and exam',
    value: '20-20-60',
    assessment_type: 2,
    is_default: true,
    components: scheme,
  },
];

export const gradingBands: Flat<S<'GradingAttributes'>>[] = [
  { queryId: '1', score_from: 0, score_to: 39, grade: 'F', remark: 'Fail' },
  { queryId: '2', score_from: 40, score_to: 49, grade: 'D', remark: 'Pass' },
  { queryId: '3', score_from: 50, score_to: 59, grade: 'C', remark: 'Credit' },
  { queryId: '4', score_from: 60, score_to: 69, grade: 'B', remark: 'Very good' },
  { queryId: '5', score_from: 70, score_to: 100, grade: 'A', remark: 'Excellent' },
];

export const gradePoints: Flat<S<'GradePointAttributes'>>[] = [
  { queryId: '1', min_mark: 0, max_mark: 39, grade_point: 0, remark: 'Fail', key_range: '0-39' },
  { queryId: '2', min_mark: 40, max_mark: 49, grade_point: 2, remark: 'Pass', key_range: '40-49' },
  {
    queryId: '3',
    min_mark: 50,
    max_mark: 59,
    grade_point: 3,
    remark: 'Credit',
    key_range: '50-59',
  },
  {
    queryId: '4',
    min_mark: 60,
    max_mark: 69,
    grade_point: 4,
    remark: 'Very good',
    key_range: '60-69',
  },
  {
    queryId: '5',
    min_mark: 70,
    max_mark: 100,
    grade_point: 5,
    remark: 'Excellent',
    key_range: '70-100',
  },
];

export const skills: Flat<S<'SkillAttributes'>>[] = [
  {
    queryId: '1',
    skill_type: 'affective_disposition',
    attribute: ['Punctuality', 'Neatness', 'Politeness'],
  },
];
export const reportTypes: Flat<S<'ReportTypeAttributes'>>[] = [
  {
    queryId: '1',
    report_type: 'psychomotor_performance',
    attribute: ['Handwriting', 'Games', 'Music'],
  },
];

export const activities: Flat<S<'ExtraCurricularAttributes'>>[] = [
  { queryId: '1', name: 'Chess club', class_id: null, class_name: null },
  { queryId: '2', name: 'Football', class_id: '12', class_name: 'JSS 1' },
];

export const comments: Flat<S<'PrincipalCommentAttributes'>>[] = [
  {
    queryId: '1',
    hos_id: '9',
    hos_fullname: 'Okafor Ngozi',
    hos_comment: 'An excellent result. Keep it up!',
    score_from: 70,
    score_to: 100,
    signature: null,
  },
  {
    queryId: '2',
    hos_id: '9',
    hos_fullname: 'Okafor Ngozi',
    hos_comment: 'A good effort; aim higher next term.',
    score_from: 50,
    score_to: 69,
    signature: null,
  },
];

export const school: SchoolInfo = {
  name: 'Bright Future Academy',
  logo: null,
  address: '4 Allen Avenue, Ikeja, Lagos',
  motto: 'Knowledge and Character',
  phone: '0803 123 4567',
  email: 'info@bfa.ng',
  website: 'bfa.ng',
};

const line = (
  subject_id: string,
  subject: string,
  ca1: number | null,
  ca2: number | null,
  exam: number | null,
  extra: Pick<S<'ResultSubjectLine'>, 'total' | 'grade' | 'remark' | 'position' | 'grade_point'>,
): S<'ResultSubjectLine'> => ({
  subject_id,
  subject,
  scores: [
    { component: 'ca1', score: ca1, absent: false },
    { component: 'ca2', score: ca2, absent: ca2 === null },
    { component: 'exam', score: exam, absent: false },
  ],
  maximum: 100,
  percentage: extra.total,
  class_average: 61.4,
  highest: 92,
  lowest: 31,
  number_taken: 24,
  ...extra,
});

export const endTermResult: S<'EndTermResultAttributes'> = {
  student_id: '301',
  student_fullname: 'Obi Ada Chioma',
  admission_number: 'BFA/092025/00001',
  gender: 'female',
  student_image: null,
  campus_id: '1',
  campus: 'Main Campus',
  class_id: '12',
  class_name: 'JSS 1',
  sub_class: 'A',
  period: 'Second Half',
  term: 'First Term',
  session: '2025/2026',
  result_type: 'endterm',
  status: 'released',
  scores_locked_by: 'Second Half',
  subjects_offered: 3,
  components: scheme,
  subjects: [
    line('40', 'Mathematics', 18, 17.5, 52, {
      total: 87.5,
      grade: 'A',
      remark: 'Excellent',
      position: 1,
      grade_point: 5,
    }),
    line('41', 'English Language', 15, 14, 41, {
      total: 70,
      grade: 'A',
      remark: 'Excellent',
      position: 4,
      grade_point: 5,
    }),
    line('42', 'Basic Science', 12, null, 38, {
      total: 50,
      grade: 'C',
      remark: 'Credit',
      position: 12,
      grade_point: 3,
    }),
  ],
  total_subjects: 3,
  total_score: 207.5,
  maximum_score: 300,
  student_average: 69.17,
  percentage: 69.17,
  grade: 'B',
  remark: 'Very good',
  position: 2,
  number_in_class: 24,
  class_average: 58.32,
  ranked_by: 'average',
  gpa: 4.33,
  school_opened: 120,
  times_present: 114,
  times_absent: 6,
  affective_disposition: [
    { name: 'Punctuality', score: 4 },
    { name: 'Neatness', score: 5 },
  ],
  psychomotor_skills: [],
  psychomotor_performance: [{ name: 'Handwriting', score: 4 }],
  pupil_report: [],
  extra_curricular_activities: [
    { extra_curricular_id: '1', name: 'Chess club', value: true },
    { extra_curricular_id: '2', name: 'Football', value: false },
  ],
  abacus: 'Good',
  performance_remark: null,
  teacher_comment: 'A steady and hardworking pupil.',
  teachers: [{ staff_id: '7', name: 'Nwosu Emeka', signature: null }],
  hos_comment: 'A good effort; aim higher next term.',
  hos_comment_edited: false,
  hos: { staff_id: '9', name: 'Okafor Ngozi', signature: null },
  dos: 'Mr. Bakare Tunde',
  session_ends: '2025-12-12',
  session_resumes: '2026-01-12',
  sheet_sections: sheetSections,
  updated_at: '2026-01-10T09:00:00Z',
};

export const classStudents = [
  { id: '301', name: 'Obi Ada Chioma', admission_number: 'BFA/092025/00001' },
  { id: '302', name: 'Bakare Tunde', admission_number: 'BFA/092025/00002' },
  { id: '303', name: 'Musa Zainab', admission_number: 'BFA/092025/00003' },
  { id: '304', name: 'Eze Chinedu Paul', admission_number: 'BFA/092025/00004' },
];

export const gridData: ScoreGridData = {
  students: classStudents,
  components: scheme,
  editable: ['exam'],
  stored: {
    '301': {
      ca1: { score: 18, absent: false },
      ca2: { score: 17.5, absent: false },
      exam: { score: 52, absent: false },
    },
    '302': { ca1: { score: 11, absent: false }, ca2: { score: null, absent: true } },
    '303': { ca1: { score: 15, absent: false }, ca2: { score: 16, absent: false } },
  },
  bands: gradingBands,
};

const cell = (
  subject_id: string,
  total: number | null,
  grade: string | null,
  position: number | null,
): S<'BroadsheetStudentSubject'> => ({
  subject_id,
  total,
  grade,
  position,
});

export const broadsheet: S<'BroadsheetAttributes'> = {
  ranked_by: 'average',
  subjects_offered: 3,
  class_id: '12',
  class_name: 'JSS 1',
  sub_class: 'A',
  period: 'Second Half',
  term: 'First Term',
  session: '2025/2026',
  components: scheme,
  subjects: [
    {
      subject_id: '40',
      subject: 'Mathematics',
      number_taken: 3,
      class_average: 70.17,
      highest: 87.5,
      lowest: 55,
    },
    {
      subject_id: '41',
      subject: 'English Language',
      number_taken: 3,
      class_average: 64,
      highest: 70,
      lowest: 58,
    },
    {
      subject_id: '42',
      subject: 'Basic Science',
      number_taken: 2,
      class_average: 55,
      highest: 60,
      lowest: 50,
    },
  ],
  students: [
    {
      student_id: '301',
      student_fullname: 'Obi Ada Chioma',
      admission_number: 'BFA/092025/00001',
      sub_class: 'A',
      result_id: '1',
      status: 'released',
      subjects: [cell('40', 87.5, 'A', 1), cell('41', 70, 'A', 1), cell('42', 50, 'C', 2)],
      total_subjects: 3,
      total_score: 207.5,
      student_average: 69.17,
      percentage: 69.17,
      grade: 'B',
      remark: 'Very good',
      position: 1,
      gpa: 4.33,
    },
    {
      student_id: '303',
      student_fullname: 'Musa Zainab',
      admission_number: 'BFA/092025/00003',
      sub_class: 'A',
      result_id: '3',
      status: 'not_released',
      subjects: [cell('40', 68, 'B', 2), cell('41', 64, 'B', 2), cell('42', 60, 'B', 1)],
      total_subjects: 3,
      total_score: 192,
      student_average: 64,
      percentage: 64,
      grade: 'B',
      remark: 'Very good',
      position: 2,
      gpa: 4,
    },
    {
      student_id: '302',
      student_fullname: 'Bakare Tunde',
      admission_number: 'BFA/092025/00002',
      sub_class: 'A',
      result_id: '2',
      status: 'withheld',
      subjects: [cell('40', 55, 'C', 3), cell('41', 58, 'C', 3), cell('42', null, null, null)],
      total_subjects: 2,
      total_score: 113,
      student_average: 56.5,
      percentage: 56.5,
      grade: 'C',
      remark: 'Credit',
      position: 3,
      gpa: 3,
    },
    {
      student_id: '304',
      student_fullname: 'Eze Chinedu Paul',
      admission_number: 'BFA/092025/00004',
      sub_class: 'A',
      result_id: null,
      status: null,
      subjects: [
        cell('40', null, null, null),
        cell('41', null, null, null),
        cell('42', null, null, null),
      ],
      total_subjects: 0,
      total_score: 0,
      student_average: null,
      percentage: null,
      grade: null,
      remark: null,
      position: null,
      gpa: null,
    },
  ],
  number_in_class: 3,
  class_average: 63.22,
  teachers: [{ staff_id: '7', name: 'Nwosu Emeka', signature: null }],
};

export const cumulative: S<'CumulativeScoreAttributes'> = {
  student_id: '301',
  student_fullname: 'Obi Ada Chioma',
  admission_number: 'BFA/092025/00001',
  class_id: '12',
  class_name: 'JSS 1',
  sub_class: 'A',
  period: 'Second Half',
  term: 'Second Term',
  session: '2025/2026',
  subjects: [
    {
      subject_id: '40',
      subject: 'Mathematics',
      first_term: 87.5,
      second_term: 80,
      third_term: null,
      terms_counted: 2,
      total_score: 167.5,
      average_score: 83.75,
      grade: 'A',
      remark: 'Excellent',
      position: 1,
      class_average: 64.2,
      highest: 83.75,
      lowest: 40,
      number_taken: 24,
    },
    {
      subject_id: '42',
      subject: 'Basic Science',
      first_term: null,
      second_term: 61,
      third_term: null,
      terms_counted: 1,
      total_score: 61,
      average_score: 61,
      grade: 'B',
      remark: 'Very good',
      position: 7,
      class_average: 58,
      highest: 79,
      lowest: 35,
      number_taken: 24,
    },
  ],
  total_subjects: 2,
  total_score: 144.75,
  student_average: 72.38,
  class_average: 60.1,
  grade: 'A',
  remark: 'Excellent',
  position: 3,
  number_in_class: 24,
};

export const preschoolSubjects: Flat<S<'PreschoolSubjectAttributes'>>[] = [
  {
    queryId: '71',
    period: 'Second Half',
    term: 'First Term',
    session: '2025/2026',
    subject: 'Number work',
    category: 'evaluation_report',
    topic: ['Counting 1 to 20', 'Shapes'],
    campus_id: '3',
  },
  {
    queryId: '72',
    period: 'Second Half',
    term: 'First Term',
    session: '2025/2026',
    subject: 'Social skills',
    category: 'cognitive_development',
    topic: ['Sharing', 'Taking turns'],
    campus_id: '3',
  },
];

export const preschoolResult: S<'PreschoolResultAttributes'> = {
  student_id: '401',
  student_fullname: 'Adeyemi Tolu',
  student_image: null,
  admission_number: 'LSN/092025/00001',
  class_id: '5',
  class_name: 'Nursery 1',
  period: 'Second Half',
  term: 'First Term',
  session: '2025/2026',
  school_opened: 60,
  times_present: 58,
  times_absent: 2,
  total_no_in_class: 12,
  evaluation_report: [
    {
      subject_id: '71',
      subject: 'Number work',
      topics: [{ topic: 'Counting 1 to 20', score: 'Excellent' }],
    },
  ],
  cognitive_development: [
    {
      subject_id: '72',
      subject: 'Social skills',
      topics: [{ topic: 'Sharing', score: 'Achieved' }],
    },
  ],
  extra_curricular_activities: [{ extra_curricular_id: '9', name: 'Dance', value: true }],
  teacher_comment: 'A cheerful pupil.',
  teachers: [],
  hos_comment: null,
  hos: null,
  session_ends: null,
  session_resumes: null,
  updated_at: '2026-01-10T09:00:00Z',
};

/** The period most stories show. */
export const choice: TermRef = { period: 'Second Half', term: 'First Term', session: '2025/2026' };

/** Class arms to choose from. */
export const classes = [
  { value: '12|A', label: 'JSS 1 A' },
  { value: '12|B', label: 'JSS 1 B' },
];

/** The release panel before a run, for the student on screen. */
export const releaseViewIdle = {
  classLabel: 'JSS 1 A',
  student: { name: 'Obi Ada Chioma', status: 'not_released' as const },
  classCount: 24,
  run: null,
  refusal: null,
  onStart: noop,
  onConfirm: noop,
  onCancel: noop,
  onRetry: noop,
  onDismiss: noop,
};

/** The same student's mid-term card: First Half components only, out of 40 a subject. */
export const midTermResult: S<'MidTermResultAttributes'> = {
  student_id: endTermResult.student_id,
  student_fullname: endTermResult.student_fullname,
  admission_number: endTermResult.admission_number,
  gender: endTermResult.gender,
  student_image: null,
  campus_id: endTermResult.campus_id,
  campus: endTermResult.campus,
  class_id: endTermResult.class_id,
  class_name: endTermResult.class_name,
  sub_class: endTermResult.sub_class,
  period: 'First Half',
  term: 'First Term',
  session: '2025/2026',
  result_type: 'midterm',
  status: 'released',
  scores_locked_by: 'First Half',
  subjects_offered: 3,
  components: scheme.filter((c) => c.period === 'First Half'),
  subjects: endTermResult.subjects.map((s) => ({
    ...s,
    scores: s.scores.filter((x) => x.component !== 'exam'),
    maximum: 40,
  })),
  total_subjects: 3,
  total_score: 93,
  maximum_score: 120,
  student_average: 31,
  percentage: 77.5,
  grade: 'B',
  remark: 'Very good',
  position: 3,
  number_in_class: 24,
  class_average: 27.5,
  ranked_by: 'average',
  teacher_comment: 'Good start to the term.',
  teachers: endTermResult.teachers,
  hos_comment: 'A promising half term.',
  hos_comment_edited: true,
  hos: endTermResult.hos,
  sheet_sections: sheetSections,
  updated_at: '2025-10-20T09:00:00Z',
};
