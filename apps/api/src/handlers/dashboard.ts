/** Area `dashboard`: population counts (active people only) and the caller's announcements. */

import type { components } from '@schoolmates/sdk';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { announcementsFor } from '../announcements/announcements.queries.ts';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { must } from '../db/rows.ts';
import { users } from '../db/schema.ts';
import { item, list, record } from '../http/envelope.ts';
import { listCampusScope } from '../http/scope.ts';
import type { HandlerMap } from './types.ts';

type S = components['schemas'];

async function counts(db: DbOrTx, auth: Auth, campusId: bigint | null, who: SQL) {
  const [row] = await db
    .select({
      male: sql<number>`count(*) filter (where ${users.gender} = 'male')`.mapWith(Number),
      female: sql<number>`count(*) filter (where ${users.gender} = 'female')`.mapWith(Number),
      total: sql<number>`count(*)`.mapWith(Number),
    })
    .from(users)
    .where(
      and(
        eq(users.schId, auth.schId),
        eq(users.status, 'active'),
        campusId ? eq(users.campusId, campusId) : undefined,
        who,
      ),
    );
  return row ?? { male: 0, female: 0, total: 0 };
}

const scope = (campusId: bigint | null): S['PopulationScope'] =>
  campusId
    ? { scope: 'campus', campus_id: String(campusId) }
    : { scope: 'school', campus_id: null };

/** Record id of a population answer: the campus's, or the school's for the whole school. */
const scopeId = (auth: Auth, campusId: bigint | null) => campusId ?? auth.schId;

const STUDENTS = eq(users.kind, 'student');
const STAFF = eq(users.kind, 'staff');
const TEACHERS = must(and(eq(users.kind, 'staff'), eq(users.designationId, 4)));

export const dashboardHandlers = {
  async getSchoolPopulation({ db, auth, query }) {
    const campusId = await listCampusScope(db, auth, query.campus_id);
    const [staffs, students, teachers] = await Promise.all([
      counts(db, auth, campusId, STAFF),
      counts(db, auth, campusId, STUDENTS),
      counts(db, auth, campusId, TEACHERS),
    ]);
    return item(
      record(scopeId(auth, campusId), {
        ...scope(campusId),
        staffs,
        students,
        teachers,
        total_school_population: staffs.total + students.total,
      }),
    );
  },

  async getStudentPopulation({ db, auth, query }) {
    const campusId = await listCampusScope(db, auth, query.campus_id);
    const c = await counts(db, auth, campusId, STUDENTS);
    return item(record(scopeId(auth, campusId), { ...scope(campusId), ...c }));
  },

  async getStaffPopulation({ db, auth, query }) {
    const campusId = await listCampusScope(db, auth, query.campus_id);
    const c = await counts(db, auth, campusId, STAFF);
    return item(record(scopeId(auth, campusId), { ...scope(campusId), ...c }));
  },

  async getTeacherPopulation({ db, auth, query }) {
    const campusId = await listCampusScope(db, auth, query.campus_id);
    const c = await counts(db, auth, campusId, TEACHERS);
    return item(record(scopeId(auth, campusId), { ...scope(campusId), ...c }));
  },

  listAnnouncements: async ({ db, auth }) => list(await announcementsFor(db, auth)),
} satisfies Partial<HandlerMap>;
