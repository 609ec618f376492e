/**
 * Results tables (issue 6), re-exported from schema.ts. Same rules as schema.ts: bigint ids,
 * `sch_id` on every row and `campus_id` where it belongs to a campus. Scores are whole tenths
 * (rules.md), grade points whole hundredths; absent is a flag, never a zero.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { campuses, classes, preschools, schools, subjects, users } from './schema.ts';

const id = () => bigint({ mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity();
const ref = () => bigint({ mode: 'bigint' });
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const schId = () =>
  ref()
    .notNull()
    .references(() => schools.id);
const campusId = () =>
  ref()
    .notNull()
    .references(() => campuses.id);

export type ComponentKey = 'ca1' | 'ca2' | 'ca3' | 'ca4' | 'exam';
export interface StoredComponent {
  key: ComponentKey;
  name: string;
  maximum: number;
  period: 'First Half' | 'Second Half';
}
export interface StoredRating {
  name: string;
  score: number;
}
export interface StoredActivity {
  extra_curricular_id: string;
  name: string;
  value: boolean;
}
export interface StoredTopicSubject {
  subject_id: string;
  subject: string;
  topics: { topic: string; score: string }[];
}

/** The score scheme of a campus: ordered components (ca1..ca4, exam). */
export const scoreSettings = pgTable('score_settings', {
  id: id(),
  schId: schId(),
  campusId: campusId().unique(),
  scoreOptionId: integer(),
  components: jsonb().$type<StoredComponent[]>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Sections of the report sheet a campus shows for (period, term). */
export const sheetSettings = pgTable(
  'sheet_settings',
  {
    id: id(),
    schId: schId(),
    campusId: campusId(),
    period: text().notNull(),
    term: text().notNull(),
    sectionIds: integer().array().notNull(),
  },
  (t) => [uniqueIndex('sheet_settings_campus_period').on(t.campusId, t.period, t.term)],
);

export const gradingBands = pgTable(
  'grading_bands',
  {
    id: id(),
    schId: schId(),
    campusId: campusId(),
    scoreFrom: integer().notNull(),
    scoreTo: integer().notNull(),
    grade: text().notNull(),
    remark: text().notNull(),
  },
  (t) => [index('grading_bands_campus').on(t.campusId)],
);

export const gradePoints = pgTable(
  'grade_points',
  {
    id: id(),
    schId: schId(),
    campusId: campusId(),
    minMark: integer().notNull(),
    maxMark: integer().notNull(),
    /** Hundredths of a point (0..500). */
    gradePoint: integer().notNull(),
    remark: text().notNull(),
  },
  (t) => [index('grade_points_campus').on(t.campusId)],
);

/** Extra-curricular activities: elementary ones (optionally for one class) and preschool ones. */
export const extraCurriculars = pgTable(
  'extra_curriculars',
  {
    id: id(),
    schId: schId(),
    campusId: campusId(),
    preschool: boolean().notNull().default(false),
    classId: ref().references(() => classes.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('extra_curriculars_unique').on(
      t.campusId,
      t.preschool,
      sql`coalesce(${t.classId}, 0)`,
      sql`lower(${t.name})`,
    ),
  ],
);

/** Skill groups (affective_disposition, psychomotor_skills) and report types. */
export const ratingGroups = pgTable(
  'rating_groups',
  {
    id: id(),
    schId: schId(),
    campusId: campusId(),
    kind: text().$type<'skill' | 'report'>().notNull(),
    groupType: text().notNull(),
    attributes: text().array().notNull(),
  },
  (t) => [uniqueIndex('rating_groups_campus_type').on(t.campusId, t.groupType)],
);

/** The head of school's comment bank, by range of student averages. */
export const principalComments = pgTable(
  'principal_comments',
  {
    id: id(),
    schId: schId(),
    campusId: campusId(),
    hosId: ref()
      .notNull()
      .references(() => users.id),
    comment: text().notNull(),
    scoreFrom: integer().notNull(),
    scoreTo: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('principal_comments_campus').on(t.campusId)],
);

export const closingResumptions = pgTable(
  'closing_resumptions',
  {
    id: id(),
    schId: schId(),
    campusId: campusId(),
    term: text().notNull(),
    session: text().notNull(),
    sessionEnds: date({ mode: 'string' }).notNull(),
    sessionResumes: date({ mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('closing_resumptions_term').on(t.campusId, t.term, t.session)],
);

/** One result per (student, period, term, session), in the class arm it was earned in. */
export const results = pgTable(
  'results',
  {
    id: id(),
    schId: schId(),
    campusId: campusId(),
    studentId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: ref()
      .notNull()
      .references(() => classes.id),
    subClass: text(),
    period: text().$type<'First Half' | 'Second Half'>().notNull(),
    term: text().notNull(),
    session: text().notNull(),
    status: text()
      .$type<'not_released' | 'released' | 'withheld'>()
      .notNull()
      .default('not_released'),
    everReleased: boolean().notNull().default(false),
    teacherComment: text(),
    schoolOpened: integer(),
    timesPresent: integer(),
    affectiveDisposition: jsonb().$type<StoredRating[]>().notNull().default([]),
    psychomotorSkills: jsonb().$type<StoredRating[]>().notNull().default([]),
    psychomotorPerformance: jsonb().$type<StoredRating[]>().notNull().default([]),
    pupilReport: jsonb().$type<StoredRating[]>().notNull().default([]),
    extraCurricular: jsonb().$type<StoredActivity[]>().notNull().default([]),
    abacus: text(),
    performanceRemark: text(),
    hosComment: text(),
    /** True when hos_comment was typed for the student; false when copied from the bank. */
    hosCommentEdited: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('results_student_period').on(t.studentId, t.period, t.term, t.session),
    index('results_class_term').on(t.schId, t.classId, t.term, t.session),
  ],
);

/** One entered cell: (result, subject, component) → whole tenths, or absent. */
export const resultScores = pgTable(
  'result_scores',
  {
    schId: schId(),
    resultId: ref()
      .notNull()
      .references(() => results.id, { onDelete: 'cascade' }),
    subjectId: ref()
      .notNull()
      .references(() => subjects.id),
    component: text().$type<ComponentKey>().notNull(),
    tenths: integer(),
    absent: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.resultId, t.subjectId, t.component] })],
);

/** Audit of release, withhold and score changes to results that had been released. */
export const resultAudit = pgTable(
  'result_audit',
  {
    id: id(),
    schId: schId(),
    resultId: ref()
      .notNull()
      .references(() => results.id, { onDelete: 'cascade' }),
    actorId: ref().references(() => users.id),
    action: text().notNull(),
    detail: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [index('result_audit_result').on(t.resultId)],
);

export const preschoolResults = pgTable(
  'preschool_results',
  {
    id: id(),
    schId: schId(),
    campusId: campusId(),
    studentId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    preschoolId: ref()
      .notNull()
      .references(() => preschools.id),
    period: text().notNull(),
    term: text().notNull(),
    session: text().notNull(),
    schoolOpened: integer(),
    timesPresent: integer(),
    evaluationReport: jsonb().$type<StoredTopicSubject[]>().notNull().default([]),
    cognitiveDevelopment: jsonb().$type<StoredTopicSubject[]>().notNull().default([]),
    extraCurricular: jsonb().$type<StoredActivity[]>().notNull().default([]),
    teacherComment: text(),
    hosComment: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('preschool_results_student_period').on(t.studentId, t.period, t.term, t.session),
    index('preschool_results_class').on(t.preschoolId, t.period, t.term, t.session),
  ],
);
