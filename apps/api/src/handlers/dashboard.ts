/**
 * Area `dashboard`: population counts (active people only, dashboard/populations.ts) and the
 * caller's announcements.
 */

import { schoolDate } from '@schoolmates/domain/calendar';
import { announcementsFor } from '../announcements/announcements.queries.ts';
import { announcementRecord } from '../announcements/records.ts';
import { populationOf, schoolPopulation } from '../dashboard/populations.ts';
import { item, list } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import type { HandlerMap } from './types.ts';

export const dashboardHandlers = {
  async getSchoolPopulation({ db, auth, query }) {
    return item(await schoolPopulation(db, auth, query.campus_id));
  },

  async getStudentPopulation({ db, auth, query }) {
    return item(await populationOf(db, auth, query.campus_id, 'students'));
  },

  async getStaffPopulation({ db, auth, query }) {
    return item(await populationOf(db, auth, query.campus_id, 'staff'));
  },

  async getTeacherPopulation({ db, auth, query }) {
    return item(await populationOf(db, auth, query.campus_id, 'teachers'));
  },

  async listAnnouncements({ db, auth, query }) {
    if (query.sch_id !== undefined && query.sch_id !== String(auth.schId)) {
      throw notFound('School');
    }
    return list((await announcementsFor(db, auth, schoolDate(new Date()))).map(announcementRecord));
  },
} satisfies Partial<HandlerMap>;
