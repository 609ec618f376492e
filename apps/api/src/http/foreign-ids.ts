/**
 * The security log of another school's ids, written in one place: when a request answers 404,
 * every id it named (path, query or body) is looked up in the table its name refers to, and
 * each that is another school's record is logged with who asked, the operation and the id.
 * Handlers only answer 404 (as for an id that exists nowhere, so nothing is revealed).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

/** School-owned tables an id's name refers to (`sch_id`, `school_id`: the school itself). */
const TABLES_OF_NAME: Record<string, readonly string[]> = {
  campus_id: ['campuses'],
  class_id: ['classes', 'preschools'],
  from_class_id: ['classes', 'preschools'],
  to_class_id: ['classes', 'preschools'],
  admitted_class_id: ['classes'],
  preschool_id: ['preschools'],
  department_id: ['departments'],
  subject_id: ['subjects'],
  subject_ids: ['subjects', 'preschool_subjects'],
  student_id: ['users'],
  student_ids: ['users'],
  staff_id: ['users'],
  sch_id: ['schools'],
  school_id: ['schools'],
};

/**
 * The tables of a path's `{id}`, by the resource the path names: its first segment after the
 * API version (`/class/{id}` → classes, `/v2/lessonnote/edit/{id}` → lesson_notes).
 * foreign-ids.test.ts checks that every `{id}` of the contract is here.
 */
const TABLES_OF_PATH: Record<string, readonly string[]> = {
  campus: ['campuses'],
  disablecampus: ['campuses'],
  enablecampus: ['campuses'],
  class: ['classes'],
  department: ['departments'],
  subjects: ['subjects'],
  preschool: ['preschools'],
  preschoolsubject: ['preschool_subjects'],
  staff: ['users'],
  disablestaff: ['users'],
  enablestaff: ['users'],
  student: ['users'],
  disablestudent: ['users'],
  enablestudent: ['users'],
  profile: ['users'],
  guardians: ['users'],
  // a school's own announcements, and the portal's notices to one school (lesson-notes-schema.ts)
  announcements: ['school_announcements', 'announcements'],
  bank: ['finance_banks'],
  fee: ['finance_fees'],
  invoice: ['finance_invoices'],
  payment: ['finance_payments'],
  expenses: ['finance_expenses'],
  grading: ['grading_bands'],
  gpa: ['grade_points'],
  'delete-extra-curricular': ['extra_curriculars'],
  'delete-preschoolcurricular': ['extra_curriculars'],
  skills: ['rating_groups'],
  reports: ['rating_groups'],
  principalcomment: ['principal_comments'],
  assignment: ['assignment_questions'],
  lessonnote: ['lesson_notes'],
  flipclass: ['lesson_notes'],
  files: ['files'],
  messages: ['messages'],
  // the school's holidays (/attendance/holidays/{id}), the only id under /attendance
  attendance: ['school_holidays'],
};

/**
 * The tables an id named `field` of a request to `route` is looked up in (a route as the
 * contract or the server writes it: `/bank/{id}`, `/api/v2/lessonnote/edit/:id`).
 */
export function tablesOf(route: string, field: string): readonly string[] | undefined {
  const [first = '', second = ''] = route.replace(/^\/(api\/)?/, '').split('/');
  const resource = /^v\d+$/.test(first) ? second : first;
  return (field === 'id' ? TABLES_OF_PATH[resource] : undefined) ?? TABLES_OF_NAME[field];
}

const isId = (value: unknown): value is string =>
  (typeof value === 'string' || typeof value === 'number') && /^[1-9]\d{0,17}$/.test(String(value));

/** The ids a request names, as [field, id, tables], from its path, query and body. */
function namedIds(req: FastifyRequest): [string, string, readonly string[]][] {
  const out: [string, string, readonly string[]][] = [];
  const route = req.routeOptions.url ?? '';
  const add = (field: string, value: unknown) => {
    const tables = tablesOf(route, field);
    if (!tables) return;
    for (const id of Array.isArray(value) ? value : [value]) {
      if (isId(id)) out.push([field, String(id), tables]);
    }
  };
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    value !== null && typeof value === 'object' && !Array.isArray(value);
  for (const part of [req.params, req.query, req.body]) {
    if (!isRecord(part)) continue;
    for (const [field, value] of Object.entries(part)) {
      add(field, value);
      // A list of records names ids too (a guardian's `children: [{ student_id }]`).
      if (Array.isArray(value)) {
        for (const entry of value.filter(isRecord)) {
          for (const [inner, id] of Object.entries(entry)) add(inner, id);
        }
      }
    }
  }
  return out;
}

/** Logs each id of a 404 request that is a record of another school (see the file's head). */
export async function logForeignIds(db: DbOrTx, req: FastifyRequest, auth: Auth): Promise<void> {
  const named = namedIds(req);
  if (named.length === 0) return;
  const probes: SQL[] = named.flatMap(([field, id, tables]) =>
    tables.map((table) =>
      table === 'schools'
        ? sql`select ${field}::text as field, ${id}::text as id from schools
            where id = ${id}::bigint and id <> ${auth.schId}`
        : sql`select ${field}::text as field, ${id}::text as id from ${sql.identifier(table)}
            where id = ${id}::bigint and sch_id <> ${auth.schId}`,
    ),
  );
  const found = rowsOf<{ field: string; id: string }>(
    // Reads other schools' rows by design: named for the school-scope check (db/school-scope.ts).
    await db.execute(
      sql`/* cross-school: the security log of another school's ids */ ${sql.join(probes, sql` union `)}`,
    ),
  );
  for (const { field, id } of found) {
    req.log.warn(
      {
        security: 'another school’s id',
        userId: String(auth.userId),
        schId: String(auth.schId),
        operation: req.routeOptions.config.operationId,
        field,
        id,
      },
      'request for a record that is not the caller’s',
    );
  }
}
