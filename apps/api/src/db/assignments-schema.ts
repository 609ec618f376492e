/**
 * Assignment tables (issue 15), re-exported from schema.ts. A set is (period, term, session,
 * week, class arm, subject, kind); its questions hold the correct option or model answer,
 * which only staff queries read. A submission is once per student and set (a unique index, so
 * a double click or a race answers 409); marks are whole tenths. A result row only records that
 * the teacher published a student's result: the score is computed from the marks when read, so
 * later mark changes show at once.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, ref } from './columns.ts';
import { files } from './files-schema.ts';
import { oneOf, sameSchool, schoolKey } from './keys.ts';
import { campuses, classes, schools, subjects, users } from './school-schema.ts';
import { ASSIGNMENT_QUESTION_TYPES, ASSIGNMENT_STATUSES, PERIODS, TERMS } from './values.ts';

const schId = () =>
  ref()
    .notNull()
    .references(() => schools.id);
const at = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const assignmentSets = pgTable(
  'assignment_sets',
  {
    id: id(),
    schId: schId(),
    campusId: ref().notNull(),
    /**
     * The teacher who created the set, for display: any teacher of the subject in the arm may
     * edit it, and it outlives its author (no key: `set null` would null `sch_id` too).
     */
    teacherId: ref(),
    classId: ref().notNull(),
    /** Null: every arm of the class. */
    subClass: text(),
    subjectId: ref().notNull(),
    period: text().$type<(typeof PERIODS)[number]>().notNull(),
    term: text().$type<(typeof TERMS)[number]>().notNull(),
    session: text().notNull(),
    week: integer().notNull(),
    questionType: text().$type<(typeof ASSIGNMENT_QUESTION_TYPES)[number]>().notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    createdAt: at(),
  },
  (t) => [
    schoolKey('assignment_sets', t.id, t.schId),
    sameSchool('assignment_sets_campus_fk', t.schId, t.campusId, campuses),
    sameSchool('assignment_sets_class_fk', t.schId, t.classId, classes).onDelete('cascade'),
    sameSchool('assignment_sets_subject_fk', t.schId, t.subjectId, subjects).onDelete('cascade'),
    uniqueIndex('assignment_sets_set').on(
      t.schId,
      t.session,
      t.term,
      t.period,
      t.week,
      t.classId,
      sql`coalesce(${t.subClass}, '')`,
      t.subjectId,
      t.questionType,
    ),
    oneOf('assignment_sets_period_check', t.period, PERIODS),
    oneOf('assignment_sets_term_check', t.term, TERMS),
    oneOf('assignment_sets_question_type_check', t.questionType, ASSIGNMENT_QUESTION_TYPES),
    check('assignment_sets_week_check', sql`${t.week} between 1 and 13`),
  ],
);

export const assignmentQuestions = pgTable(
  'assignment_questions',
  {
    id: id(),
    schId: schId(),
    setId: ref().notNull(),
    questionNumber: integer().notNull(),
    question: text().notNull(),
    option1: text(),
    option2: text(),
    option3: text(),
    option4: text(),
    /** The correct option (objective) or the model answer (theory): staff only. */
    answer: text().notNull(),
    imageFileId: ref(),
    questionMark: integer().notNull(),
    status: text().$type<(typeof ASSIGNMENT_STATUSES)[number]>().notNull().default('unpublished'),
    createdAt: at(),
    updatedAt: at(),
  },
  (t) => [
    schoolKey('assignment_questions', t.id, t.schId),
    sameSchool('assignment_questions_set_fk', t.schId, t.setId, assignmentSets).onDelete('cascade'),
    sameSchool('assignment_questions_image_fk', t.schId, t.imageFileId, files),
    uniqueIndex('assignment_questions_number').on(t.setId, t.questionNumber, t.schId),
    oneOf('assignment_questions_status_check', t.status, ASSIGNMENT_STATUSES),
  ],
);

/** One per student and set: the unique index is the "submitted once" rule. */
export const assignmentSubmissions = pgTable(
  'assignment_submissions',
  {
    id: id(),
    schId: schId(),
    setId: ref().notNull(),
    studentId: ref().notNull(),
    submittedAt: at(),
    /** Set when the teacher publishes the student's result; the student sees marks from then. */
    resultPublishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    schoolKey('assignment_submissions', t.id, t.schId),
    sameSchool('assignment_submissions_set_fk', t.schId, t.setId, assignmentSets).onDelete(
      'cascade',
    ),
    sameSchool('assignment_submissions_student_fk', t.schId, t.studentId, users).onDelete(
      'cascade',
    ),
    uniqueIndex('assignment_submissions_once').on(t.setId, t.studentId, t.schId),
    index('assignment_submissions_student').on(t.studentId),
  ],
);

export const assignmentAnswers = pgTable(
  'assignment_answers',
  {
    id: id(),
    schId: schId(),
    submissionId: ref().notNull(),
    questionId: ref().notNull(),
    answer: text().notNull(),
    /** Whole tenths; null while a theory answer is not marked. */
    markTenths: integer(),
    comment: text(),
    markedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    schoolKey('assignment_answers', t.id, t.schId),
    sameSchool(
      'assignment_answers_submission_fk',
      t.schId,
      t.submissionId,
      assignmentSubmissions,
    ).onDelete('cascade'),
    sameSchool('assignment_answers_question_fk', t.schId, t.questionId, assignmentQuestions),
    uniqueIndex('assignment_answers_once').on(t.submissionId, t.questionId, t.schId),
    index('assignment_answers_question').on(t.questionId),
  ],
);
