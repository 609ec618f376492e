/**
 * What bench/api/run.ts needs from the server's code: extra students to page through, and
 * the exact SQL the list handlers run (from the same Drizzle queries), for the bare baseline.
 */

import { DESIGNATION } from '@schoolmates/domain/people';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client.ts';
import { byName } from '../../apps/api/src/db/names.ts';
import { campuses, users } from '../../apps/api/src/db/schema.ts';
import { insertUsers } from '../../apps/api/src/db/users.ts';
import { selectPeople } from '../../apps/api/src/people/people.queries.ts';

export async function addBenchStudents(
  database: Database,
  at: { schId: bigint; campusId: bigint; classId: bigint },
  count: number,
) {
  const [hash] = await database.db
    .select({ h: users.passwordHash })
    .from(users)
    .where(eq(users.username, 'student'));
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, (_, k) => {
      const i = start + k;
      return {
        schId: at.schId,
        campusId: at.campusId,
        kind: 'student' as const,
        designationId: DESIGNATION.student,
        username: `bench-${i}`,
        passwordHash: hash?.h ?? 'x',
        surname: `Surname${String(i).padStart(5, '0')}`,
        firstname: 'Bench',
        gender: (i % 2 ? 'male' : 'female') as 'male' | 'female',
        admissionNumber: `BENCH/${i}`,
        dob: '2012-01-01',
        sessionAdmitted: '2025/2026',
        classId: at.classId,
        subClass: 'A',
      };
    });
    await insertUsers(database.db, rows);
  }
}

/** The SQL of GET /student?page=1&per_page=50 and GET /campus for a non-superadmin. */
export function benchQueries(database: Database, at: { schId: bigint; campusId: bigint }) {
  const where = sql`${users.schId} = ${at.schId} and ${users.kind} = 'student' and ${users.campusId} = ${at.campusId}`;
  return {
    studentPage: selectPeople(database.db)
      .where(
        inArray(
          users.id,
          database.db
            .select({ id: users.id })
            .from(users)
            .where(where)
            .orderBy(...byName(users))
            .limit(50)
            .offset(0),
        ),
      )
      .orderBy(...byName(users))
      .toSQL(),
    studentCount: database.db.select({ n: sql<number>`count(*)` }).from(users).where(where).toSQL(),
    campus: database.db
      .select()
      .from(campuses)
      .where(sql`${campuses.schId} = ${at.schId} and ${campuses.id} = ${at.campusId}`)
      .orderBy(asc(campuses.name))
      .toSQL(),
  };
}
