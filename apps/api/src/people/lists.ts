/**
 * The staff and students lists: a page of the school's (or the asked campus's) people, filtered
 * as asked. A teacher sees only the students they teach; the students list as it first opens
 * (no filter) is one prepared statement (studentsPage).
 */
import type { Auth } from '../auth/sessions.ts';
import type { QueryOf } from '../contract.ts';
import type { DbOrTx } from '../db/client.ts';
import { pageMeta, paging, record } from '../http/envelope.ts';
import { listCampusScope } from '../http/scope.ts';
import { teacherStudents } from './access.ts';
import { countPeople, pageOfPeople, studentsPage } from './people.queries.ts';
import { staffAttributes, studentAttributes } from './records.ts';
import { staffWhere } from './staff.queries.ts';
import { studentWhere } from './students.queries.ts';

export async function staffList(db: DbOrTx, auth: Auth, query: QueryOf<'listStaff'>) {
  const campusId = await listCampusScope(db, auth, query.campus_id);
  const p = paging(query);
  const where = staffWhere(auth.schId, campusId, query);
  const [rows, [total]] = await Promise.all([
    pageOfPeople(db, auth.schId, where, p.perPage, p.offset),
    countPeople(db, where),
  ]);
  return {
    records: rows.map((r) => record(r.user.id, staffAttributes(r))),
    meta: pageMeta(p, total?.n ?? 0),
  };
}

export async function studentList(db: DbOrTx, auth: Auth, query: QueryOf<'listStudents'>) {
  const campusId = await listCampusScope(db, auth, query.campus_id);
  const p = paging(query);
  const seen = auth.role === 'teacher' ? await teacherStudents(db, auth) : undefined;
  const where = studentWhere(auth.schId, campusId, seen, query);
  const unfiltered =
    auth.role !== 'teacher' &&
    !query.class_id &&
    !query.sub_class &&
    !query.status &&
    !query.session_admitted &&
    !query.search;
  const [rows, [total]] = unfiltered
    ? await studentsPage(db, p, auth.schId, campusId)
    : await Promise.all([
        pageOfPeople(db, auth.schId, where, p.perPage, p.offset),
        countPeople(db, where),
      ]);
  const today = new Date();
  return {
    records: rows.map((r) => record(r.user.id, studentAttributes(r, today))),
    meta: pageMeta(p, total?.n ?? 0),
  };
}
