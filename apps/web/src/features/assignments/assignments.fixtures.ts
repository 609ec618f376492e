import type { TermRef } from '@schoolmates/domain/calendar';
import type { Schema } from '@schoolmates/sdk';
import type { StudentSet } from './student-assignments.view.tsx';
import type { MarkingQuestion, RosterRow } from './submissions.view.tsx';

export const choice: TermRef = { period: 'First Half', term: 'First Term', session: '2025/2026' };

const base = {
  ...choice,
  week: 1,
  class_id: '1',
  class_name: 'JSS 1',
  subject_id: '1',
  subject: 'Mathematics',
  image_file_id: null,
  total_question: 2,
  total_mark: 3,
  due_date: '2026-01-30',
};

export const objectiveQuestions: Schema<'AssignmentQuestionRecord'>[] = [
  {
    id: '11',
    attributes: {
      ...base,
      question_type: 'objective',
      question_number: 1,
      question: 'What is 7 × 8?',
      option1: '54',
      option2: '56',
      option3: '58',
      option4: '64',
      question_mark: 2,
      submitted: false,
    },
  },
  {
    id: '12',
    attributes: {
      ...base,
      question_type: 'objective',
      question_number: 2,
      question: 'Which of these is a prime number?',
      option1: '9',
      option2: '15',
      option3: '17',
      option4: '21',
      question_mark: 1,
      submitted: false,
    },
  },
];

const answer = (
  q: Schema<'AssignmentQuestionRecord'>,
  chosen: string,
  revealed: { correct: string; mark: number } | null,
): Schema<'AssignmentAnswerRecord'> => ({
  id: `a${q.id}`,
  attributes: {
    assignment_id: q.id,
    student_id: '6',
    student_name: 'Danjuma Chidi',
    admission_number: 'DEMO/001',
    ...choice,
    week: 1,
    class_id: '1',
    class_name: 'JSS 1',
    sub_class: 'A',
    subject_id: '1',
    subject: 'Mathematics',
    question_type: 'objective',
    question_number: q.attributes.question_number,
    question: q.attributes.question,
    option1: q.attributes.option1,
    option2: q.attributes.option2,
    option3: q.attributes.option3,
    option4: q.attributes.option4,
    question_mark: q.attributes.question_mark,
    answer: chosen,
    correct_answer: revealed?.correct ?? null,
    teacher_mark: revealed?.mark ?? null,
    mark: 'marked',
    submitted_at: '2026-01-20T10:00:00.000Z',
    marked_at: '2026-01-20T10:00:00.000Z',
    teacher_comment: null,
  },
});

const [q1, q2] = objectiveQuestions as [
  Schema<'AssignmentQuestionRecord'>,
  Schema<'AssignmentQuestionRecord'>,
];

export const answeringSet: StudentSet = {
  key: 'maths',
  subject: 'Mathematics',
  dueDate: '2026-01-30',
  totalMark: 3,
  questions: objectiveQuestions,
  submitted: false,
  overdue: false,
  answers: [],
  result: null,
  draft: { '11': 'option2' },
};

/** A set whose first question carries the teacher's figure (file 41). */
export const figureSet: StudentSet = {
  ...answeringSet,
  questions: [{ ...q1, attributes: { ...q1.attributes, image_file_id: '41' } }, q2],
};

/** A one-question set whose due date has passed before the student answered. */
export const overdueSet: StudentSet = {
  ...answeringSet,
  key: 'maths',
  dueDate: '2026-01-09',
  totalMark: 1,
  questions: [q2],
  overdue: true,
  draft: {},
};

const submittedQuestions = objectiveQuestions.map((q) => ({
  ...q,
  attributes: { ...q.attributes, submitted: true },
}));

export const submittedSet: StudentSet = {
  ...answeringSet,
  questions: submittedQuestions,
  submitted: true,
  draft: {},
  answers: [answer(q1, 'option2', null), answer(q2, 'option1', null)],
};

export const publishedResult: Schema<'AssignmentResultAttributes'> = {
  student_id: '6',
  student_name: 'Danjuma Chidi',
  admission_number: 'DEMO/001',
  ...choice,
  week: 1,
  class_id: '1',
  class_name: 'JSS 1',
  sub_class: 'A',
  subject_id: '1',
  subject: 'Mathematics',
  question_type: 'objective',
  total_question: 2,
  total_mark: 3,
  score: 2,
  percentage_score: 66.67,
  questions: [],
  published_at: '2026-01-22T10:00:00.000Z',
};

export const publishedSet: StudentSet = {
  ...submittedSet,
  answers: [
    answer(q1, 'option2', { correct: 'option2', mark: 2 }),
    answer(q2, 'option1', { correct: 'option3', mark: 0 }),
  ],
  result: publishedResult,
};

export const roster: RosterRow[] = [
  {
    studentId: '6',
    name: 'Danjuma Chidi',
    admissionNumber: 'DEMO/001',
    submitted: true,
    unmarked: 1,
    result: null,
  },
  {
    studentId: '7',
    name: 'Abubakar Zainab',
    admissionNumber: 'DEMO/002',
    submitted: true,
    unmarked: 0,
    result: '7 / 8 (87.5%)',
  },
  {
    studentId: '8',
    name: 'Bassey Ekaette',
    admissionNumber: 'DEMO/003',
    submitted: false,
    unmarked: 0,
    result: null,
  },
];

export const markingQuestions: MarkingQuestion[] = [
  {
    assignmentId: '21',
    number: 1,
    question: 'Why are leaves green?',
    modelAnswer: 'They hold chlorophyll, which reflects green light.',
    questionMark: 5,
    answers: [
      {
        key: '21:6',
        studentId: '6',
        name: 'Danjuma Chidi',
        answer: 'Because of chlorophyll.',
        marked: false,
        locked: false,
      },
      {
        key: '21:7',
        studentId: '7',
        name: 'Abubakar Zainab',
        answer: 'Chlorophyll reflects green light.',
        marked: true,
        locked: true,
      },
    ],
  },
];

export const performanceSeries: Schema<'AssignmentPerformanceRecord'>[] = [
  {
    id: '1',
    attributes: {
      subject_id: '1',
      subject: 'Mathematics',
      points: [
        { week: 1, percentage_score: 73.75, results: 2 },
        { week: 2, percentage_score: 100, results: 1 },
        { week: 3, percentage_score: 55, results: 1 },
      ],
    },
  },
  {
    id: '2',
    attributes: {
      subject_id: '2',
      subject: 'English Language',
      points: [
        { week: 1, percentage_score: 60, results: 1 },
        { week: 3, percentage_score: 82.5, results: 1 },
      ],
    },
  },
];
