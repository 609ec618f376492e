/**
 * Parents and guardians (issue 28), re-exported from schema.ts. A guardian is a user of kind
 * `guardian` (designation 8); each link to a student carries what the guardian is to the
 * student and whether they are the fee contact. One guardian may have several children in one
 * school, across arms and campuses, with one sign-in.
 */
import type { Schema } from '@schoolmates/sdk';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns.ts';
import { oneOf, sameSchool, schoolKey } from './keys.ts';
import { schools, users } from './school-schema.ts';
import { GUARDIAN_RELATIONSHIPS } from './values.ts';

export const guardianLinks = pgTable(
  'guardian_links',
  {
    id: id(),
    schId: ref()
      .notNull()
      .references(() => schools.id),
    guardianId: ref().notNull(),
    studentId: ref().notNull(),
    relationship: text().$type<Schema<'GuardianRelationship'>>().notNull(),
    feeContact: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    schoolKey('guardian_links', t.id, t.schId),
    sameSchool('guardian_links_guardian_fk', t.schId, t.guardianId, users).onDelete('cascade'),
    sameSchool('guardian_links_student_fk', t.schId, t.studentId, users).onDelete('cascade'),
    uniqueIndex('guardian_links_pair').on(t.schId, t.guardianId, t.studentId),
    index('guardian_links_student').on(t.schId, t.studentId),
    oneOf('guardian_links_relationship_check', t.relationship, GUARDIAN_RELATIONSHIPS),
  ],
);
