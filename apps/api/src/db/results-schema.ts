/**
 * Results tables (issue 6), re-exported from schema.ts. Same rules as schema.ts: bigint ids,
 * `sch_id` on every row and `campus_id` where it belongs to a campus. Scores are whole tenths
 * (rules.md), grade points whole hundredths; absent is a flag, never a zero.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns.ts';
import { oneOf, sameSchool, schoolKey } from './keys.ts';
import { campuses, classes, preschools, schools, subjects, users } from './school-schema.ts';
import {
  CLASS_RANKINGS,
  PERIODS,
  RESULT_COMPONENT_KEYS,
  RESULT_STATUSES,
  TERMS,
} from './values.ts';

const schId = () =>
  ref()
    .notNull()
    .references(() => schools.id);
const campusId = () => ref().notNull();
const period = () => text().$type<(typeof PERIODS)[number]>().notNull();
const term = () => text().$type<(typeof TERMS)[number]>().notNull();
/** The primary key and the campus reference of a table of one campus's rows. */
const ofCampus = (
  table: string,
  t: { id: AnyPgColumn; schId: AnyPgColumn; campusId: AnyPgColumn },
) => [
  schoolKey(table, t.id, t.schId),
  sameSchool(`${table}_campus_fk`, t.schId, t.campusId, campuses),
];
/** Checks that `period` and `term` hold the contract's values. */
const termChecks = (table: string, t: { period?: AnyPgColumn; term: AnyPgColumn }) => [
  ...(t.period ? [oneOf(`${table}_period_check`, t.period, PERIODS)] : []),
  oneOf(`${table}_term_check`, t.term, TERMS),
];

export type ComponentKey = (typeof RESULT_COMPONENT_KEYS)[number];
export interface StoredComponent {
  key: ComponentKey;
  name: string;
  maximum: number;
  period: (typeof PERIODS)[number];
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
export const scoreSettings = pgTable(
  'score_settings',
  {
    id: id(),
    schId: schId(),
    campusId: campusId(),
    scoreOptionId: integer(),
    components: jsonb().$type<StoredComponent[]>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...ofCampus('score_settings', t),
    uniqueIndex('score_settings_campus').on(t.campusId, t.schId),
  ],
);

/** Sections of the report sheet a campus shows for (period, term). */
export const sheetSettings = pgTable(
  'sheet_settings',
  {
    id: id(),
    schId: schId(),
    campusId: campusId(),
    period: period(),
    term: term(),
    sectionIds: integer().array().notNull(),
  },
  (t) => [
    ...ofCampus('sheet_settings', t),
    uniqueIndex('sheet_settings_campus_period').on(t.campusId, t.period, t.term, t.schId),
    ...termChecks('sheet_settings', t),
  ],
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
  (t) => [...ofCampus('grading_bands', t), index('grading_bands_campus').on(t.campusId)],
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
  (t) => [...ofCampus('grade_points', t), index('grade_points_campus').on(t.campusId)],
);

/** Extra-curricular activities: elementary ones (optionally for one class) and preschool ones. */
export const extraCurriculars = pgTable(
  'extra_curriculars',
  {
    id: id(),
    schId: schId(),
    campusId: campusId(),
    preschool: boolean().notNull().default(false),
    classId: ref(),
    name: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    ...ofCampus('extra_curriculars', t),
    sameSchool('extra_curriculars_class_fk', t.schId, t.classId, classes).onDelete('cascade'),
    uniqueIndex('extra_curriculars_unique').on(
      t.campusId,
      t.preschool,
      sql`coalesce(${t.classId}, 0)`,
      sql`lower(${t.name})`,
      t.schId,
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
  (t) => [
    ...ofCampus('rating_groups', t),
    uniqueIndex('rating_groups_campus_type').on(t.campusId, t.groupType, t.schId),
  ],
);

/** The head of school's comment bank, by range of student averages. */
export const principalComments = pgTable(
  'principal_comments',
  {
    id: id(),
    schId: schId(),
    campusId: campusId(),
    hosId: ref().notNull(),
    comment: text().notNull(),
    scoreFrom: integer().notNull(),
    scoreTo: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    ...ofCampus('principal_comments', t),
    sameSchool('principal_comments_hos_fk', t.schId, t.hosId, users),
    index('principal_comments_campus').on(t.campusId),
  ],
);

export const closingResumptions = pgTable(
  'closing_resumptions',
  {
    id: id(),
    schId: schId(),
    campusId: campusId(),
    term: term(),
    session: text().notNull(),
    sessionEnds: date({ mode: 'string' }).notNull(),
    sessionResumes: date({ mode: 'string' }).notNull(),
  },
  (t) => [
    ...ofCampus('closing_resumptions', t),
    uniqueIndex('closing_resumptions_term').on(t.campusId, t.term, t.session, t.schId),
    ...termChecks('closing_resumptions', t),
  ],
);

/** What a class's positions rank on (rules.md), when the class chose; no row: by average. */
export const classRankings = pgTable(
  'class_rankings',
  {
    id: id(),
    schId: schId(),
    classId: ref().notNull(),
    rankedBy: text().$type<(typeof CLASS_RANKINGS)[number]>().notNull(),
  },
  (t) => [
    schoolKey('class_rankings', t.id, t.schId),
    sameSchool('class_rankings_class_fk', t.schId, t.classId, classes).onDelete('cascade'),
    uniqueIndex('class_rankings_class').on(t.classId, t.schId),
    oneOf('class_rankings_ranked_by_check', t.rankedBy, CLASS_RANKINGS),
  ],
);

/** One result per (student, period, term, session), in the class arm it was earned in. */
export const results = pgTable(
  'results',
  {
    id: id(),
    schId: schId(),
    campusId: campusId(),
    studentId: ref().notNull(),
    classId: ref().notNull(),
    subClass: text(),
    period: period(),
    term: term(),
    session: text().notNull(),
    status: text().$type<(typeof RESULT_STATUSES)[number]>().notNull().default('not_released'),
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
    ...ofCampus('results', t),
    sameSchool('results_student_fk', t.schId, t.studentId, users).onDelete('cascade'),
    sameSchool('results_class_fk', t.schId, t.classId, classes),
    uniqueIndex('results_student_period').on(t.studentId, t.period, t.term, t.session, t.schId),
    index('results_class_term').on(t.schId, t.classId, t.term, t.session),
    ...termChecks('results', t),
    oneOf('results_status_check', t.status, RESULT_STATUSES),
  ],
);

/** One entered cell: (result, subject, component) → whole tenths, or absent. */
export const resultScores = pgTable(
  'result_scores',
  {
    schId: schId(),
    resultId: ref().notNull(),
    subjectId: ref().notNull(),
    component: text().$type<ComponentKey>().notNull(),
    tenths: integer(),
    absent: boolean().notNull().default(false),
  },
  (t) => [
    schoolKey('result_scores', t.resultId, t.subjectId, t.component, t.schId),
    sameSchool('result_scores_result_fk', t.schId, t.resultId, results).onDelete('cascade'),
    sameSchool('result_scores_subject_fk', t.schId, t.subjectId, subjects),
    oneOf('result_scores_component_check', t.component, RESULT_COMPONENT_KEYS),
  ],
);

/** Audit of release, withhold and score changes to results that had been released. */
export const resultAudit = pgTable(
  'result_audit',
  {
    id: id(),
    schId: schId(),
    resultId: ref().notNull(),
    actorId: ref(),
    action: text().notNull(),
    detail: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [
    schoolKey('result_audit', t.id, t.schId),
    sameSchool('result_audit_result_fk', t.schId, t.resultId, results).onDelete('cascade'),
    sameSchool('result_audit_actor_fk', t.schId, t.actorId, users),
    index('result_audit_result').on(t.resultId),
  ],
);

export const preschoolResults = pgTable(
  'preschool_results',
  {
    id: id(),
    schId: schId(),
    campusId: campusId(),
    studentId: ref().notNull(),
    preschoolId: ref().notNull(),
    period: period(),
    term: term(),
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
    ...ofCampus('preschool_results', t),
    sameSchool('preschool_results_student_fk', t.schId, t.studentId, users).onDelete('cascade'),
    sameSchool('preschool_results_preschool_fk', t.schId, t.preschoolId, preschools),
    uniqueIndex('preschool_results_student_period').on(
      t.studentId,
      t.period,
      t.term,
      t.session,
      t.schId,
    ),
    index('preschool_results_class').on(t.preschoolId, t.period, t.term, t.session),
    ...termChecks('preschool_results', t),
  ],
);

/**
 * Fee-gated results (issue 29): one row per school (none: off). While on, a student who owes
 * more than `threshold` kobo for a term reads "held" instead of that term's result.
 */
export const resultFeeGates = pgTable(
  'result_fee_gates',
  {
    schId: schId(),
    enabled: boolean().notNull().default(false),
    threshold: bigint({ mode: 'number' }).notNull().default(0),
    updatedBy: ref(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    schoolKey('result_fee_gates', t.schId),
    sameSchool('result_fee_gates_updated_by_fk', t.schId, t.updatedBy, users),
    check('result_fee_gates_threshold_check', sql`${t.threshold} >= 0`),
  ],
);

/** A student whose term result is not held whatever they owe, with the reason staff gave. */
export const resultFeeExemptions = pgTable(
  'result_fee_exemptions',
  {
    id: id(),
    schId: schId(),
    studentId: ref().notNull(),
    term: term(),
    session: text().notNull(),
    reason: text().notNull(),
    createdBy: ref().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    schoolKey('result_fee_exemptions', t.id, t.schId),
    sameSchool('result_fee_exemptions_student_fk', t.schId, t.studentId, users),
    sameSchool('result_fee_exemptions_created_by_fk', t.schId, t.createdBy, users),
    uniqueIndex('result_fee_exemptions_student_term').on(t.schId, t.studentId, t.term, t.session),
    ...termChecks('result_fee_exemptions', t),
  ],
);
