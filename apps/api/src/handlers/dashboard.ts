/** Area `dashboard`: population counts (active people only) and the caller's announcements. */

import { schoolDate } from '@schoolmates/domain/calendar';
import type { components } from '@schoolmates/sdk';
import { announcementsFor } from '../announcements/announcements.queries.ts';
import { announcementRecord } from '../announcements/records.ts';
import type { Auth } from '../auth/sessions.ts';
import { population } from '../dashboard/dashboard.queries.ts';
import { item, list, record } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { listCampusScope } from '../http/scope.ts';
import type { HandlerMap } from './types.ts';

type S = components['schemas'];

const scope = (campusId: bigint | null): S['PopulationScope'] =>
  campusId
    ? { scope: 'campus', campus_id: String(campusId) }
    : { scope: 'school', campus_id: null };

/** Record id of a population answer: the campus's, or the school's for the whole school. */
const scopeId = (auth: Auth, campusId: bigint | null) => campusId ?? auth.schId;

export const dashboardHandlers = {
  async getSchoolPopulation({ db, auth, query }) {
    const campusId = await listCampusScope(db, auth, query.campus_id);
    const [staffs, students, teachers] = await Promise.all([
      population(db, auth.schId, campusId, 'staff'),
      population(db, auth.schId, campusId, 'students'),
      population(db, auth.schId, campusId, 'teachers'),
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
    const c = await population(db, auth.schId, campusId, 'students');
    return item(record(scopeId(auth, campusId), { ...scope(campusId), ...c }));
  },

  async getStaffPopulation({ db, auth, query }) {
    const campusId = await listCampusScope(db, auth, query.campus_id);
    const c = await population(db, auth.schId, campusId, 'staff');
    return item(record(scopeId(auth, campusId), { ...scope(campusId), ...c }));
  },

  async getTeacherPopulation({ db, auth, query }) {
    const campusId = await listCampusScope(db, auth, query.campus_id);
    const c = await population(db, auth.schId, campusId, 'teachers');
    return item(record(scopeId(auth, campusId), { ...scope(campusId), ...c }));
  },

  async listAnnouncements({ db, auth, query }) {
    if (query.sch_id !== undefined && query.sch_id !== String(auth.schId)) {
      throw notFound('School');
    }
    return list((await announcementsFor(db, auth, schoolDate(new Date()))).map(announcementRecord));
  },
} satisfies Partial<HandlerMap>;
