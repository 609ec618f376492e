/**
 * Lesson notes and flip classes (issue 16), re-exported from schema.ts: one table for both
 * (`kind`; a flip class adds `video_url`); the announcements a school writes; and the audit
 * log of approvals and announcement changes. Same key rule as schema.ts: `sch_id` in every key.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
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
import type { RoleName } from '../contract.ts';
import { id, ref } from './columns.ts';
import { files } from './files-schema.ts';
import { oneOf, sameSchool, schoolKey } from './keys.ts';
import { campuses, classes, schools, subjects, users } from './school-schema.ts';
import { AUDIENCES, LESSON_NOTE_KINDS, LESSON_NOTE_STATUSES, PRIORITIES, TERMS } from './values.ts';

const stamp = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const schId = () =>
  ref()
    .notNull()
    .references(() => schools.id);

export type LessonNoteKind = (typeof LESSON_NOTE_KINDS)[number];

export const lessonNotes = pgTable(
  'lesson_notes',
  {
    id: id(),
    schId: schId(),
    campusId: ref().notNull(),
    kind: text().$type<LessonNoteKind>().notNull(),
    classId: ref().notNull(),
    subjectId: ref().notNull(),
    week: integer().notNull(),
    term: text().$type<(typeof TERMS)[number]>().notNull(),
    session: text().notNull(),
    topic: text().notNull(),
    description: text().notNull(),
    dateFrom: date({ mode: 'string' }).notNull(),
    dateTo: date({ mode: 'string' }).notNull(),
    subTopic: text(),
    specificObjectives: text(),
    previousLesson: text(),
    previousKnowledge: text(),
    setInduction: text(),
    methodology: text(),
    teachingAid: text(),
    /** Flip classes only: an https link. */
    videoUrl: text(),
    /** The note typed in the portal; a note has this, an uploaded file, or both. */
    content: text(),
    fileId: ref(),
    /** The teacher who wrote it. */
    staffId: ref().notNull(),
    status: text().$type<(typeof LESSON_NOTE_STATUSES)[number]>().notNull().default('not_approved'),
    /** The approver's latest comment (approval or sending back). */
    comment: text(),
    approvedBy: ref(),
    dateApproved: timestamp({ withTimezone: true }),
    dateSubmitted: stamp(),
    updatedAt: stamp(),
  },
  (t) => [
    schoolKey('lesson_notes', t.id, t.schId),
    sameSchool('lesson_notes_campus_fk', t.schId, t.campusId, campuses),
    sameSchool('lesson_notes_class_fk', t.schId, t.classId, classes).onDelete('cascade'),
    sameSchool('lesson_notes_subject_fk', t.schId, t.subjectId, subjects).onDelete('cascade'),
    sameSchool('lesson_notes_file_fk', t.schId, t.fileId, files),
    sameSchool('lesson_notes_staff_fk', t.schId, t.staffId, users).onDelete('cascade'),
    sameSchool('lesson_notes_approved_by_fk', t.schId, t.approvedBy, users),
    // An upload belongs to one note.
    uniqueIndex('lesson_notes_file').on(t.fileId, t.schId),
    index('lesson_notes_week').on(t.schId, t.classId, t.subjectId, t.session, t.term, t.week),
    index('lesson_notes_staff').on(t.staffId),
    oneOf('lesson_notes_kind_check', t.kind, LESSON_NOTE_KINDS),
    oneOf('lesson_notes_status_check', t.status, LESSON_NOTE_STATUSES),
    oneOf('lesson_notes_term_check', t.term, TERMS),
    check('lesson_notes_content_check', sql`num_nonnulls(${t.fileId}, ${t.content}) >= 1`),
  ],
);

/**
 * Who did what to which record (lesson-note approvals, announcement changes). `entity_id` has
 * no foreign key: the entry outlives a deleted record.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    schId: schId(),
    actorId: ref(),
    /** An `AuditEntity` (audit/audit-log.ts). */
    entity: text().notNull(),
    entityId: ref().notNull(),
    action: text().notNull(),
    detail: jsonb(),
    createdAt: stamp(),
  },
  (t) => [
    schoolKey('audit_log', t.id, t.schId),
    sameSchool('audit_log_actor_fk', t.schId, t.actorId, users),
    index('audit_log_entity').on(t.schId, t.entity, t.entityId),
  ],
);

/**
 * An announcement a school writes for its audience (the `announcements` reference table keeps
 * the portal's notices). Each table has its own identity (Citus distributes a table with its
 * sequence): even ids here, odd ones there, so one id still names one announcement whichever
 * table holds it (a caller's list mixes both). `campus_id` null: every campus of the school.
 */
export const schoolAnnouncements = pgTable(
  'school_announcements',
  {
    id: bigint({ mode: 'bigint' }).generatedAlwaysAsIdentity({ startWith: 2, increment: 2 }),
    schId: schId(),
    campusId: ref(),
    priority: text().$type<(typeof PRIORITIES)[number]>().notNull().default('normal'),
    title: text().notNull(),
    description: text().notNull(),
    /** Who sees it; with `roles`, the roles listed in `roles`. */
    audience: text().$type<(typeof AUDIENCES)[number]>().notNull(),
    roles: text().array().$type<RoleName[]>().notNull().default(sql`'{}'::text[]`),
    expiryDate: date({ mode: 'string' }),
    createdBy: ref(),
    createdAt: stamp(),
    updatedAt: stamp(),
  },
  (t) => [
    schoolKey('school_announcements', t.id, t.schId),
    sameSchool('school_announcements_campus_fk', t.schId, t.campusId, campuses),
    sameSchool('school_announcements_created_by_fk', t.schId, t.createdBy, users),
    index('school_announcements_school').on(t.schId, t.createdAt),
    oneOf('school_announcements_priority_check', t.priority, PRIORITIES),
    oneOf('school_announcements_audience_check', t.audience, AUDIENCES),
  ],
);
