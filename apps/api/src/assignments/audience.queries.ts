/** Who an assignment's messages go to: the active students of its class (its arm, or every arm). */
import { and, eq, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { assignmentSets, subjects, users } from '../db/schema.ts';
import type { AssignmentCaller } from './access.ts';
import { setsOf } from './access.ts';
import { matchSets, type SetFilter } from './sets.queries.ts';

const s = assignmentSets;

/** Each student of the sets `filter` matches, with the set and its subject's name. */
export async function studentsOfSets(db: DbOrTx, caller: AssignmentCaller, filter: SetFilter) {
  return db
    .select({ setId: s.id, week: s.week, subject: subjects.name, studentId: users.id })
    .from(s)
    .innerJoin(subjects, and(eq(subjects.schId, s.schId), eq(subjects.id, s.subjectId)))
    .innerJoin(
      users,
      and(
        eq(users.schId, s.schId),
        eq(users.classId, s.classId),
        or(isNull(s.subClass), eq(users.subClass, s.subClass)),
        eq(users.kind, 'student'),
        eq(users.status, 'active'),
      ),
    )
    .where(and(setsOf(caller), ...matchSets(filter)));
}
