/**
 * The dashboard's population answers: active people by gender, of the school or of the campus
 * the caller names (listCampusScope), under the record id of that scope.
 */
import type { components } from '@schoolmates/sdk';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { record } from '../http/envelope.ts';
import { listCampusScope } from '../http/scope.ts';
import { population, type WHO } from './dashboard.queries.ts';

type S = components['schemas'];

const scope = (campusId: bigint | null): S['PopulationScope'] =>
  campusId
    ? { scope: 'campus', campus_id: String(campusId) }
    : { scope: 'school', campus_id: null };

/** Record id of a population answer: the campus's, or the school's for the whole school. */
const scopeId = (auth: Auth, campusId: bigint | null) => campusId ?? auth.schId;

/** One population (students, staff or teachers) of the scope. */
export async function populationOf(
  db: DbOrTx,
  auth: Auth,
  campus: string | undefined,
  who: keyof typeof WHO,
) {
  const campusId = await listCampusScope(db, auth, campus);
  const counts = await population(db, auth.schId, campusId, who);
  return record(scopeId(auth, campusId), { ...scope(campusId), ...counts });
}

/** The scope's staff, students and teachers, and its people in all. */
export async function schoolPopulation(db: DbOrTx, auth: Auth, campus: string | undefined) {
  const campusId = await listCampusScope(db, auth, campus);
  const [staffs, students, teachers] = await Promise.all([
    population(db, auth.schId, campusId, 'staff'),
    population(db, auth.schId, campusId, 'students'),
    population(db, auth.schId, campusId, 'teachers'),
  ]);
  return record(scopeId(auth, campusId), {
    ...scope(campusId),
    staffs,
    students,
    teachers,
    total_school_population: staffs.total + students.total,
  });
}
