/**
 * Area `people`: staff (incl. attendance, director of studies, one-time passwords) and
 * students (incl. paging, admission numbers, login slips, bulk promotion, own profile).
 */

import { isValidSession } from '@schoolmates/domain/calendar';
import type { components } from '@schoolmates/sdk';
import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  ne,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { hashPassword, oneTimePassword } from '../auth/passwords.ts';
import { type Auth, revokeUserSessions } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { preparedOnce } from '../db/prepared.ts';
import { must, one } from '../db/rows.ts';
import {
  admissionSequences,
  classes,
  departments,
  directorsOfStudies,
  preschools,
  promotions,
  schools,
  staffAttendance,
  teacherSubjects,
  users,
} from '../db/schema.ts';
import {
  admissionFormat,
  admissionMonth,
  formatAdmissionNumber,
} from '../domain/admission-numbers.ts';
import { assignableDesignations, designationName } from '../domain/roles.ts';
import { firstFreeUsername, studentUsername, usernameBase } from '../domain/usernames.ts';
import {
  item,
  list,
  message,
  type Paging,
  paged,
  pageMeta,
  paging,
  record,
  toId,
} from '../http/envelope.ts';
import { conflict, forbidden, HttpError, invalid, notFound, uniquely } from '../http/errors.ts';
import { campusOfSchool, listCampusScope, targetCampus, visibleCampus } from '../http/scope.ts';
import { takenUsernames } from './auth.ts';
import { storedFileUrl } from './files.ts';
import type { HandlerMap } from './types.ts';
import {
  currentPeriod,
  findPerson,
  fullName,
  type PersonRow,
  selectPeople,
  staffAttributes,
  studentAttributes,
} from './views.ts';

type S = components['schemas'];

const like = (search: string) => `%${search.replace(/[%_\\]/g, '\\$&')}%`;

// ---------------------------------------------------------------- shared look-ups

async function personOfSchool(db: DbOrTx, auth: Auth, id: bigint, kind: 'staff' | 'student') {
  const row = await findPerson(
    db,
    and(eq(users.id, id), eq(users.schId, auth.schId), eq(users.kind, kind)),
  );
  if (!row || !visibleCampus(auth, row.user.campusId)) {
    throw notFound(kind === 'staff' ? 'Staff member' : 'Student');
  }
  return row;
}

async function staffRecord(db: DbOrTx, id: bigint): Promise<S['StaffRecord']> {
  const row = await findPerson(db, eq(users.id, id));
  return record(id, staffAttributes(must(row)));
}

async function studentRecord(db: DbOrTx, id: bigint): Promise<S['StudentRecord']> {
  const row = await findPerson(db, eq(users.id, id));
  return record(id, studentAttributes(must(row)));
}

/** A class or a preschool (students sit in one or the other) that the caller sees: 404 otherwise. */
async function checkClassOrPreschool(db: DbOrTx, auth: Auth, id: bigint) {
  const where = (t: typeof classes | typeof preschools) =>
    and(eq(t.id, id), eq(t.schId, auth.schId));
  const [found] = await db
    .select({ campusId: classes.campusId })
    .from(classes)
    .where(where(classes))
    .union(db.select({ campusId: preschools.campusId }).from(preschools).where(where(preschools)));
  if (!found || !visibleCampus(auth, found.campusId)) throw notFound('Class');
}

/** Staff class-teacher arm: the class must be in the staff member's campus, the arm its own. */
async function checkClassArm(
  db: DbOrTx,
  auth: Auth,
  campusId: bigint,
  classId: bigint | null,
  subClass: string | null,
  exceptStaffId?: bigint,
) {
  if (classId === null) return;
  const [cls] = await db
    .select()
    .from(classes)
    .where(
      and(eq(classes.id, classId), eq(classes.schId, auth.schId), eq(classes.campusId, campusId)),
    );
  if (!cls) throw invalid({ class_id: ['is not a class of this campus'] });
  if (subClass !== null && !cls.subClasses.includes(subClass)) {
    throw invalid({ sub_class: ['is not an arm of this class'] });
  }
  const [holder] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.schId, auth.schId),
        eq(users.kind, 'staff'),
        eq(users.classId, classId),
        subClass === null ? isNull(users.subClass) : eq(users.subClass, subClass),
        exceptStaffId ? ne(users.id, exceptStaffId) : undefined,
      ),
    )
    .limit(1);
  if (holder) throw conflict('This class arm already has a class teacher.');
}

async function checkDepartment(db: DbOrTx, auth: Auth, departmentId: bigint | null) {
  if (departmentId === null) return;
  const [d] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.id, departmentId), eq(departments.schId, auth.schId)));
  if (!d) throw invalid({ department_id: ['is not a department of the school'] });
}

function checkDesignation(auth: Auth, designationId: number) {
  if (!assignableDesignations(auth.role, auth.plan).includes(designationId)) {
    throw invalid({ designation_id: ['is not a role you may assign'] });
  }
}

/** E-mails are unique per school (DECISIONS #17): 409 when another of the school's has it. */
async function emailFree(
  db: DbOrTx,
  auth: Auth,
  email: string | null | undefined,
  exceptId?: bigint,
) {
  if (!email) return;
  const [used] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        eq(users.schId, auth.schId),
        exceptId ? ne(users.id, exceptId) : undefined,
      ),
    );
  if (used) throw conflict('This e-mail already belongs to an account.');
}

/** The student's class: a class of an elementary campus or a preschool of a preschool one. */
async function placement(
  db: DbOrTx,
  auth: Auth,
  campus: { id: bigint; isPreschool: boolean },
  classId: bigint,
  subClass: string | null | undefined,
  field = 'class_id',
) {
  if (campus.isPreschool) {
    const [p] = await db
      .select()
      .from(preschools)
      .where(
        and(
          eq(preschools.id, classId),
          eq(preschools.schId, auth.schId),
          eq(preschools.campusId, campus.id),
        ),
      );
    if (!p) throw invalid({ [field]: ['is not a preschool of this campus'] });
    return { classId: null, preschoolId: p.id, subClass: subClass ?? null };
  }
  const [cls] = await db
    .select()
    .from(classes)
    .where(
      and(eq(classes.id, classId), eq(classes.schId, auth.schId), eq(classes.campusId, campus.id)),
    );
  if (!cls) throw invalid({ [field]: ['is not a class of this campus'] });
  if (subClass && !cls.subClasses.includes(subClass)) {
    throw invalid({
      [field === 'class_id' ? 'sub_class' : `${field}.sub_class`]: ['is not an arm of this class'],
    });
  }
  return { classId: cls.id, preschoolId: null, subClass: subClass ?? null };
}

/** Allocates the next `{INITIAL}/{MMYYYY}/{NNNNN}` atomically (one UPSERT … RETURNING). */
async function nextAdmissionNumber(db: DbOrTx, schId: bigint, initial: string, now = new Date()) {
  const month = admissionMonth(now);
  const row = one(
    await db
      .insert(admissionSequences)
      .values({ schId, month, lastNumber: 1 })
      .onConflictDoUpdate({
        target: [admissionSequences.schId, admissionSequences.month],
        set: { lastNumber: sql`${admissionSequences.lastNumber} + 1` },
      })
      .returning({ n: admissionSequences.lastNumber }),
  );
  return formatAdmissionNumber(initial, month, row.n);
}

async function loginSlip(
  row: PersonRow,
  password: string,
  issuedAt: Date,
): Promise<S['LoginSlipRecord']> {
  const u = row.user;
  return record(u.id, {
    user_type: u.kind,
    fullname: fullName(u),
    username: u.username,
    one_time_password: password,
    admission_number: u.admissionNumber,
    class_name: row.className,
    sub_class: u.subClass,
    campus: row.campusName,
    issued_at: issuedAt.toISOString(),
  });
}

async function setOneTimePassword(db: DbOrTx, userId: bigint): Promise<string> {
  const password = oneTimePassword();
  await db
    .update(users)
    .set({
      passwordHash: await hashPassword(password),
      mustChangePassword: true,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
  await revokeUserSessions(db, userId);
  return password;
}

/** Class arms a teacher teaches (class teacher and subject teacher). */
async function teacherArms(db: DbOrTx, auth: Auth) {
  const [me] = await db
    .select({ classId: users.classId, subClass: users.subClass })
    .from(users)
    .where(eq(users.id, auth.userId));
  const arms = await db
    .selectDistinct({ classId: teacherSubjects.classId, subClass: teacherSubjects.subClass })
    .from(teacherSubjects)
    .where(and(eq(teacherSubjects.schId, auth.schId), eq(teacherSubjects.staffId, auth.userId)));
  if (me?.classId) arms.push({ classId: me.classId, subClass: me.subClass });
  return arms;
}

function armCondition(arms: { classId: bigint; subClass: string | null }[]): SQL {
  if (arms.length === 0) return sql`false`;
  return (
    or(
      ...arms.map((a) =>
        a.subClass === null
          ? eq(users.classId, a.classId)
          : and(eq(users.classId, a.classId), eq(users.subClass, a.subClass)),
      ),
    ) ?? sql`false`
  );
}

async function attendanceRecords(
  db: DbOrTx,
  where: SQL | undefined,
  p?: ReturnType<typeof paging>,
) {
  const recorder = sql<
    string | null
  >`(select r.username from users r where r.id = ${staffAttendance.recordedBy})`;
  const q = db
    .select({
      a: staffAttendance,
      user: users,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      recordedBy: recorder,
    })
    .from(staffAttendance)
    .innerJoin(users, eq(users.id, staffAttendance.staffId))
    .where(where)
    .orderBy(desc(staffAttendance.dateIn), asc(users.surname), asc(users.firstname))
    .$dynamic();
  const rows = p ? await q.limit(p.perPage).offset(p.offset) : await q;
  return {
    total: rows[0]?.total ?? 0,
    records: rows.map((r): S['StaffAttendanceRecord'] =>
      record(r.a.id, {
        staff_id: String(r.a.staffId),
        fullname: fullName(r.user),
        username: r.user.username,
        designation: designationName(r.user.designationId),
        date_in: r.a.dateIn,
        time_in: r.a.timeIn,
        time_out: r.a.timeOut,
        status: r.a.status as S['StaffAttendanceStatus'],
        remark: r.a.remark,
        recorded_by: r.recordedBy,
        updated_at: r.a.updatedAt.toISOString(),
      }),
    ),
  };
}

async function dosRecord(db: DbOrTx, auth: Auth, campusId: bigint): Promise<S['DosRecord'] | null> {
  const [row] = await db
    .select({ dos: directorsOfStudies, user: users })
    .from(directorsOfStudies)
    .innerJoin(users, eq(users.id, directorsOfStudies.staffId))
    .where(
      and(eq(directorsOfStudies.schId, auth.schId), eq(directorsOfStudies.campusId, campusId)),
    );
  if (!row) return null;
  const campus = await campusOfSchool(db, auth, campusId);
  const name = fullName(row.user);
  return record(row.user.id, {
    staff_id: String(row.user.id),
    campus_id: String(campusId),
    campus: campus.name,
    title: row.dos.title,
    fullname: name,
    dos: [row.dos.title, name].filter(Boolean).join(' '),
    signature: row.user.signature,
  });
}

function isForeignKeyViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    if ((e as { code?: unknown }).code === '23503') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * One page of people in name order. The page's ids are chosen on `users` alone (the index
 * users_school_kind_name gives them in order), and only those rows are joined for names:
 * joining first would join every person of the school before the LIMIT.
 */
function pageOfPeople(
  db: DbOrTx,
  where: SQL | undefined,
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  const order = [asc(users.surname), asc(users.firstname), asc(users.id)] as const;
  const ids = db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return selectPeople(db)
    .where(inArray(users.id, ids))
    .orderBy(...order);
}

const countPeople = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(where);

/**
 * The students list as it first opens and is paged through (no filter), prepared once per
 * database and scope (one campus, or the whole school for a superadmin): the same SQL as
 * pageOfPeople and countPeople, without building it again on every request.
 */
function studentsPage(db: DbOrTx, p: Paging, schId: bigint, campusId: bigint | null) {
  const scope = campusId ? 'campus' : 'school';
  const { page, total } = preparedOnce(db, `students_page_${scope}`, (name) => {
    const where = and(
      eq(users.schId, sql.placeholder('schId')),
      eq(users.kind, 'student'),
      campusId ? eq(users.campusId, sql.placeholder('campusId')) : undefined,
    );
    return {
      page: pageOfPeople(db, where, sql.placeholder('limit'), sql.placeholder('offset')).prepare(
        name,
      ),
      total: countPeople(db, where).prepare(`${name}_count`),
    };
  });
  const values = { schId, campusId, limit: p.perPage, offset: p.offset };
  return Promise.all([page.execute(values), total.execute(values)]);
}

// ---------------------------------------------------------------- handlers

export const peopleHandlers = {
  async listStaff({ db, auth, query }) {
    const campusId = await listCampusScope(db, auth, query.campus_id);
    const p = paging(query);
    const where = and(
      eq(users.schId, auth.schId),
      eq(users.kind, 'staff'),
      campusId ? eq(users.campusId, campusId) : undefined,
      query.status ? eq(users.status, query.status) : undefined,
      query.designation_id ? eq(users.designationId, query.designation_id) : undefined,
      query.search
        ? or(
            ilike(users.surname, like(query.search)),
            ilike(users.firstname, like(query.search)),
            ilike(users.middlename, like(query.search)),
            ilike(users.username, like(query.search)),
            ilike(users.email, like(query.search)),
            ilike(users.phone, like(query.search)),
          )
        : undefined,
    );
    const [rows, [total]] = await Promise.all([
      pageOfPeople(db, where, p.perPage, p.offset),
      countPeople(db, where),
    ]);
    return paged(
      rows.map((r) => record(r.user.id, staffAttributes(r))),
      pageMeta(p, total?.n ?? 0),
    );
  },

  async createStaff({ db, auth, body }) {
    checkDesignation(auth, body.designation_id);
    const image = await storedFileUrl(db, auth, 'image_file_id', body.image_file_id, 'person');
    const campus = await targetCampus(db, auth, body.campus_id);
    const departmentId = body.department_id ? toId(body.department_id) : null;
    const classId = body.class_id ? toId(body.class_id) : null;
    const password = oneTimePassword();
    const passwordHash = await hashPassword(password);
    const id = await db.transaction(async (tx) => {
      await checkDepartment(tx, auth, departmentId);
      await checkClassArm(tx, auth, campus.id, classId, body.sub_class ?? null);
      await emailFree(tx, auth, body.email);
      const base = usernameBase(body.firstname, body.surname);
      const username = firstFreeUsername(base, await takenUsernames(tx, base));
      const u = one(
        await uniquely('This username or e-mail is taken.', () =>
          tx
            .insert(users)
            .values({
              schId: auth.schId,
              campusId: campus.id,
              kind: 'staff',
              designationId: body.designation_id,
              username,
              email: body.email ?? null,
              passwordHash,
              mustChangePassword: true,
              surname: body.surname.trim(),
              firstname: body.firstname.trim(),
              middlename: body.middlename ?? null,
              gender: body.gender,
              phone: body.phoneno ?? null,
              address: body.address ?? null,
              image: image ?? null,
              departmentId,
              teacherType: body.teacher_type ?? (classId ? 'class teacher' : null),
              classId,
              subClass: classId ? (body.sub_class ?? null) : null,
            })
            .returning({ id: users.id }),
        ),
      );
      return u.id;
    });
    const rec = await staffRecord(db, id);
    return item(
      { id: rec.id, attributes: { ...rec.attributes, one_time_password: password } },
      'Staff member created; give them the one-time password.',
    );
  },

  async updateStaff({ db, auth, params, body }) {
    const row = await personOfSchool(db, auth, toId(params.id), 'staff');
    const u = row.user;
    if (body.designation_id !== undefined && body.designation_id !== u.designationId) {
      checkDesignation(auth, body.designation_id);
      if (u.designationId === 6) throw conflict('The superadmin’s role cannot change here.');
    }
    const image = await storedFileUrl(db, auth, 'image_file_id', body.image_file_id, 'person');
    const campusId =
      body.campus_id !== undefined ? (await targetCampus(db, auth, body.campus_id)).id : u.campusId;
    const departmentId =
      body.department_id === undefined
        ? u.departmentId
        : body.department_id
          ? toId(body.department_id)
          : null;
    const classId =
      body.class_id === undefined ? u.classId : body.class_id ? toId(body.class_id) : null;
    const subClass = body.sub_class === undefined ? u.subClass : body.sub_class;
    await db.transaction(async (tx) => {
      await checkDepartment(tx, auth, departmentId);
      if (
        body.class_id !== undefined ||
        body.sub_class !== undefined ||
        body.campus_id !== undefined
      ) {
        await checkClassArm(tx, auth, campusId, classId, classId ? subClass : null, u.id);
      }
      await emailFree(tx, auth, body.email, u.id);
      await uniquely('This e-mail already belongs to an account.', () =>
        tx
          .update(users)
          .set({
            ...(body.surname !== undefined && { surname: body.surname.trim() }),
            ...(body.firstname !== undefined && { firstname: body.firstname.trim() }),
            ...(body.middlename !== undefined && { middlename: body.middlename }),
            ...(body.designation_id !== undefined && { designationId: body.designation_id }),
            ...(body.gender !== undefined && { gender: body.gender }),
            ...(body.email !== undefined && { email: body.email }),
            ...(body.phoneno !== undefined && { phone: body.phoneno }),
            ...(body.address !== undefined && { address: body.address }),
            ...(body.teacher_type !== undefined && { teacherType: body.teacher_type }),
            ...(image !== undefined && { image }),
            campusId,
            departmentId,
            classId,
            subClass: classId ? subClass : null,
            updatedAt: sql`now()`,
          })
          .where(and(eq(users.id, u.id), eq(users.schId, auth.schId))),
      );
    });
    return item(await staffRecord(db, u.id), 'Staff member updated.');
  },

  async deleteStaff({ db, auth, params }) {
    const row = await personOfSchool(db, auth, toId(params.id), 'staff');
    if (row.user.id === auth.userId) throw conflict('You cannot delete yourself.');
    if (row.isDos) throw conflict('The director of studies cannot be deleted.');
    try {
      await db.delete(users).where(and(eq(users.id, row.user.id), eq(users.schId, auth.schId)));
    } catch (error) {
      if (isForeignKeyViolation(error)) {
        throw conflict('This staff member has history; disable them instead.');
      }
      throw error;
    }
    return message('Staff member deleted.');
  },

  async issueStaffOneTimePassword({ db, auth, params }) {
    const row = await personOfSchool(db, auth, toId(params.id), 'staff');
    if (row.user.id === auth.userId) throw conflict('Use the change-password screen for yourself.');
    if (row.user.status !== 'active') throw conflict('Enable this staff member first.');
    const issuedAt = new Date();
    const password = await db.transaction((tx) => setOneTimePassword(tx, row.user.id));
    return item(await loginSlip(row, password, issuedAt), 'One-time password issued.');
  },

  async disableStaff({ db, auth, params }) {
    const row = await personOfSchool(db, auth, toId(params.id), 'staff');
    if (row.user.id === auth.userId) throw conflict('You cannot disable yourself.');
    if (row.user.status !== 'disabled') {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ status: 'disabled', updatedAt: sql`now()` })
          .where(eq(users.id, row.user.id));
        await revokeUserSessions(tx, row.user.id);
      });
    }
    return message('Staff member disabled.');
  },

  async enableStaff({ db, auth, params }) {
    const row = await personOfSchool(db, auth, toId(params.id), 'staff');
    if (row.user.status !== 'active') {
      await db
        .update(users)
        .set({ status: 'active', updatedAt: sql`now()` })
        .where(eq(users.id, row.user.id));
    }
    return message('Staff member enabled.');
  },

  async listStaffAttendance({ db, auth, query }) {
    const campusId = await listCampusScope(db, auth, query.campus_id);
    const p = paging(query);
    const where = and(
      eq(staffAttendance.schId, auth.schId),
      campusId ? eq(staffAttendance.campusId, campusId) : undefined,
      auth.role === 'teacher'
        ? eq(staffAttendance.staffId, auth.userId)
        : query.staff_id
          ? eq(staffAttendance.staffId, toId(query.staff_id))
          : undefined,
      query.date ? eq(staffAttendance.dateIn, query.date) : undefined,
      query.status ? eq(staffAttendance.status, query.status) : undefined,
    );
    const { total, records } = await attendanceRecords(db, where, p);
    return paged(records, pageMeta(p, total));
  },

  async saveStaffAttendance({ db, auth, body }) {
    const ids = body.entries.map((e) => toId(e.staff_id));
    if (auth.role === 'teacher' && ids.some((id) => id !== auth.userId)) {
      throw forbidden('A teacher may only record their own attendance.');
    }
    const staff = await db
      .select({ id: users.id, campusId: users.campusId })
      .from(users)
      .where(
        and(
          eq(users.schId, auth.schId),
          eq(users.kind, 'staff'),
          eq(users.status, 'active'),
          inArray(users.id, ids),
          auth.role === 'superadmin' ? undefined : eq(users.campusId, auth.campusId),
        ),
      );
    const campusOf = new Map(staff.map((s) => [s.id, s.campusId]));
    const errors: Record<string, string[]> = {};
    ids.forEach((id, i) => {
      if (!campusOf.has(id))
        errors[`entries.${i}.staff_id`] = ['is not active staff of your campus'];
    });
    if (new Set(ids).size !== ids.length) errors.entries = ['list each staff member once'];
    if (Object.keys(errors).length > 0) throw invalid(errors);
    await db.transaction(async (tx) => {
      for (const e of body.entries) {
        const staffId = toId(e.staff_id);
        const values = {
          timeIn: e.time_in ?? null,
          timeOut: e.time_out ?? null,
          status: e.status,
          remark: e.remark ?? null,
          recordedBy: auth.userId,
          updatedAt: new Date(),
        };
        await tx
          .insert(staffAttendance)
          .values({
            schId: auth.schId,
            campusId: must(campusOf.get(staffId)),
            staffId,
            dateIn: body.date_in,
            ...values,
          })
          .onConflictDoUpdate({
            target: [staffAttendance.staffId, staffAttendance.dateIn, staffAttendance.schId],
            set: values,
          });
      }
    });
    const { records } = await attendanceRecords(
      db,
      and(
        eq(staffAttendance.schId, auth.schId),
        eq(staffAttendance.dateIn, body.date_in),
        inArray(staffAttendance.staffId, ids),
      ),
    );
    return list(records, { message: 'Attendance saved.' });
  },

  async setDirectorOfStudies({ db, auth, body }) {
    const row = await personOfSchool(db, auth, toId(body.staff_id), 'staff');
    if (row.user.status !== 'active') throw conflict('This staff member is disabled.');
    const campusId = row.user.campusId;
    await db
      .insert(directorsOfStudies)
      .values({ campusId, schId: auth.schId, staffId: row.user.id, title: body.title ?? null })
      .onConflictDoUpdate({
        target: [directorsOfStudies.campusId, directorsOfStudies.schId],
        set: { staffId: row.user.id, title: body.title ?? null },
      });
    return item(await dosRecord(db, auth, campusId), 'Director of studies set.');
  },

  async getDirectorOfStudies({ db, auth, query }) {
    let campusId = auth.campusId;
    if (query.campus_id) {
      campusId = (await targetCampus(db, auth, query.campus_id)).id;
    }
    return item(await dosRecord(db, auth, campusId));
  },

  async listStudents({ db, auth, query }) {
    const campusId = await listCampusScope(db, auth, query.campus_id);
    const p = paging(query);
    const where = and(
      eq(users.schId, auth.schId),
      eq(users.kind, 'student'),
      campusId ? eq(users.campusId, campusId) : undefined,
      auth.role === 'teacher' ? armCondition(await teacherArms(db, auth)) : undefined,
      query.class_id
        ? or(eq(users.classId, toId(query.class_id)), eq(users.preschoolId, toId(query.class_id)))
        : undefined,
      query.sub_class ? eq(users.subClass, query.sub_class) : undefined,
      query.status ? eq(users.status, query.status) : undefined,
      query.session_admitted ? eq(users.sessionAdmitted, query.session_admitted) : undefined,
      query.search
        ? or(
            ilike(users.surname, like(query.search)),
            ilike(users.firstname, like(query.search)),
            ilike(users.middlename, like(query.search)),
            ilike(users.admissionNumber, like(query.search)),
          )
        : undefined,
    );
    const unfiltered =
      auth.role !== 'teacher' &&
      !query.class_id &&
      !query.sub_class &&
      !query.status &&
      !query.session_admitted &&
      !query.search;
    const [rows, [total]] = unfiltered
      ? await studentsPage(db, p, auth.schId, campusId)
      : await Promise.all([pageOfPeople(db, where, p.perPage, p.offset), countPeople(db, where)]);
    const today = new Date();
    return paged(
      rows.map((r) => record(r.user.id, studentAttributes(r, today))),
      pageMeta(p, total?.n ?? 0),
    );
  },

  async createStudent({ db, auth, body }) {
    if (!isValidSession(body.session_admitted)) {
      throw invalid({ session_admitted: ['must be two consecutive years'] });
    }
    const image = await storedFileUrl(db, auth, 'image_file_id', body.image_file_id, 'person');
    const campus = await targetCampus(db, auth, body.campus_id);
    const place = await placement(db, auth, campus, toId(body.class_id), body.sub_class);
    const admitted = body.admitted_class_id
      ? await placement(
          db,
          auth,
          campus,
          toId(body.admitted_class_id),
          body.admitted_sub_class,
          'admitted_class_id',
        )
      : null;
    const [school] = await db.select().from(schools).where(eq(schools.id, auth.schId));
    if (!must(school).admissionAutoGenerate && !body.admission_number) {
      throw invalid({ admission_number: ['is required'] });
    }
    const password = oneTimePassword();
    const passwordHash = await hashPassword(password);
    const id = await db.transaction(async (tx) => {
      const { admissionAutoGenerate, admissionInitial } = must(school);
      const admissionNumber =
        admissionAutoGenerate && admissionInitial
          ? await nextAdmissionNumber(tx, auth.schId, admissionInitial)
          : must(body.admission_number);
      const [used] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.schId, auth.schId),
            sql`lower(${users.admissionNumber}) = lower(${admissionNumber})`,
          ),
        );
      if (used) throw conflict('This admission number is already used in the school.');
      await emailFree(tx, auth, body.email_address);
      const base = admissionNumber.toLowerCase();
      const username = studentUsername(admissionNumber, await takenUsernames(tx, base));
      const u = one(
        await uniquely('This admission number or e-mail is already used.', () =>
          tx
            .insert(users)
            .values({
              schId: auth.schId,
              campusId: campus.id,
              kind: 'student',
              designationId: 7,
              username,
              email: body.email_address ?? null,
              passwordHash,
              mustChangePassword: true,
              surname: body.surname.trim(),
              firstname: body.firstname.trim(),
              middlename: body.middlename ?? null,
              gender: body.gender,
              phone: body.phone_number ?? null,
              address: body.home_address ?? null,
              image: image ?? null,
              classId: place.classId,
              preschoolId: place.preschoolId,
              subClass: place.subClass,
              admissionNumber,
              dob: body.dob,
              nationality: body.nationality ?? null,
              state: body.state ?? null,
              sessionAdmitted: body.session_admitted,
              admittedClassId: admitted?.classId ?? place.classId,
              admittedSubClass: admitted ? admitted.subClass : place.subClass,
              genotype: body.genotype ?? null,
              bloodGroup: body.blood_group ?? null,
            })
            .returning({ id: users.id }),
        ),
      );
      return u.id;
    });
    const rec = await studentRecord(db, id);
    return item(
      { id: rec.id, attributes: { ...rec.attributes, one_time_password: password } },
      'Student created; give them the one-time password.',
    );
  },

  async updateStudent({ db, auth, params, body }) {
    const row = await personOfSchool(db, auth, toId(params.id), 'student');
    const u = row.user;
    if (body.session_admitted !== undefined && !isValidSession(body.session_admitted)) {
      throw invalid({ session_admitted: ['must be two consecutive years'] });
    }
    const image = await storedFileUrl(db, auth, 'image_file_id', body.image_file_id, 'person');
    if (body.status !== undefined && body.status !== u.status && u.status === 'graduated') {
      throw conflict('A graduated student’s status cannot change.');
    }
    const campus = await campusOfSchool(db, auth, u.campusId);
    const place =
      body.class_id !== undefined || body.sub_class !== undefined
        ? await placement(
            db,
            auth,
            campus,
            body.class_id !== undefined ? toId(body.class_id) : must(u.classId ?? u.preschoolId),
            body.sub_class === undefined ? u.subClass : body.sub_class,
          )
        : null;
    const admitted =
      body.admitted_class_id !== undefined && body.admitted_class_id !== null
        ? await placement(
            db,
            auth,
            campus,
            toId(body.admitted_class_id),
            body.admitted_sub_class,
            'admitted_class_id',
          )
        : null;
    await db.transaction(async (tx) => {
      if (body.admission_number !== undefined) {
        const [used] = await tx
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              eq(users.schId, auth.schId),
              ne(users.id, u.id),
              sql`lower(${users.admissionNumber}) = lower(${body.admission_number})`,
            ),
          );
        if (used) throw conflict('This admission number is already used in the school.');
      }
      await emailFree(tx, auth, body.email_address, u.id);
      await uniquely('This admission number or e-mail is already used.', () =>
        tx
          .update(users)
          .set({
            ...(body.surname !== undefined && { surname: body.surname.trim() }),
            ...(body.firstname !== undefined && { firstname: body.firstname.trim() }),
            ...(body.middlename !== undefined && { middlename: body.middlename }),
            ...(body.admission_number !== undefined && { admissionNumber: body.admission_number }),
            ...(body.gender !== undefined && { gender: body.gender }),
            ...(body.dob !== undefined && { dob: body.dob }),
            ...(body.nationality !== undefined && { nationality: body.nationality }),
            ...(body.state !== undefined && { state: body.state }),
            ...(body.session_admitted !== undefined && { sessionAdmitted: body.session_admitted }),
            ...(body.admitted_class_id === null && {
              admittedClassId: null,
              admittedSubClass: null,
            }),
            ...(admitted && {
              admittedClassId: admitted.classId,
              admittedSubClass: admitted.subClass,
            }),
            ...(place && {
              classId: place.classId,
              preschoolId: place.preschoolId,
              subClass: place.subClass,
            }),
            ...(body.phone_number !== undefined && { phone: body.phone_number }),
            ...(body.email_address !== undefined && { email: body.email_address }),
            ...(body.home_address !== undefined && { address: body.home_address }),
            ...(body.genotype !== undefined && { genotype: body.genotype }),
            ...(body.blood_group !== undefined && { bloodGroup: body.blood_group }),
            ...(image !== undefined && { image }),
            ...(body.status !== undefined && { status: body.status }),
            updatedAt: sql`now()`,
          })
          .where(and(eq(users.id, u.id), eq(users.schId, auth.schId))),
      );
      if (body.status === 'withdrawn' && u.status !== 'withdrawn')
        await revokeUserSessions(tx, u.id);
    });
    return item(await studentRecord(db, u.id), 'Student updated.');
  },

  async deleteStudent({ db, auth, params }) {
    const row = await personOfSchool(db, auth, toId(params.id), 'student');
    try {
      await db.transaction(async (tx) => {
        await tx
          .delete(promotions)
          .where(and(eq(promotions.schId, auth.schId), eq(promotions.studentId, row.user.id)));
        await tx.delete(users).where(and(eq(users.id, row.user.id), eq(users.schId, auth.schId)));
      });
    } catch (error) {
      if (isForeignKeyViolation(error))
        throw conflict('This student has history; withdraw them instead.');
      throw error;
    }
    return message('Student deleted.');
  },

  async issueStudentOneTimePassword({ db, auth, params }) {
    const row = await personOfSchool(db, auth, toId(params.id), 'student');
    if (row.user.status !== 'active')
      throw conflict('Only an active student can get a new password.');
    const issuedAt = new Date();
    const password = await db.transaction((tx) => setOneTimePassword(tx, row.user.id));
    return item(await loginSlip(row, password, issuedAt), 'One-time password issued.');
  },

  async issueClassLoginSlips({ db, auth, body }) {
    const classId = toId(body.class_id);
    await checkClassOrPreschool(db, auth, classId);
    const rows = await selectPeople(db)
      .where(
        and(
          eq(users.schId, auth.schId),
          eq(users.kind, 'student'),
          eq(users.status, 'active'),
          or(eq(users.classId, classId), eq(users.preschoolId, classId)),
          auth.role === 'superadmin' ? undefined : eq(users.campusId, auth.campusId),
          body.sub_class ? eq(users.subClass, body.sub_class) : undefined,
          body.student_ids ? inArray(users.id, body.student_ids.map(toId)) : undefined,
          body.include_activated ? undefined : eq(users.mustChangePassword, true),
        ),
      )
      .orderBy(asc(users.surname), asc(users.firstname));
    const issuedAt = new Date();
    const slips: S['LoginSlipRecord'][] = [];
    // Hash first (slow, outside the transaction), then write all at once.
    const passwords = rows.map(() => oneTimePassword());
    const hashes = await Promise.all(passwords.map(hashPassword));
    await db.transaction(async (tx) => {
      for (const [i, r] of rows.entries()) {
        await tx
          .update(users)
          .set({ passwordHash: must(hashes[i]), mustChangePassword: true, updatedAt: sql`now()` })
          .where(eq(users.id, r.user.id));
        await revokeUserSessions(tx, r.user.id);
        slips.push(await loginSlip(r, must(passwords[i]), issuedAt));
      }
    });
    return list(slips, { message: `${slips.length} login slips issued.` });
  },

  async enableStudent({ db, auth, params }) {
    const row = await personOfSchool(db, auth, toId(params.id), 'student');
    if (row.user.status === 'graduated' || row.user.status === 'withdrawn') {
      throw conflict(`A ${row.user.status} student cannot be enabled.`);
    }
    if (row.user.status !== 'active') {
      await db
        .update(users)
        .set({ status: 'active', updatedAt: sql`now()` })
        .where(eq(users.id, row.user.id));
    }
    return message('Student enabled.');
  },

  async disableStudent({ db, auth, params }) {
    const row = await personOfSchool(db, auth, toId(params.id), 'student');
    if (row.user.status === 'graduated' || row.user.status === 'withdrawn') {
      throw conflict(`A ${row.user.status} student cannot be disabled.`);
    }
    if (row.user.status !== 'disabled') {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ status: 'disabled', updatedAt: sql`now()` })
          .where(eq(users.id, row.user.id));
        await revokeUserSessions(tx, row.user.id);
      });
    }
    return message('Student disabled.');
  },

  async getAdmissionNumberSettings({ db, auth }) {
    return item(await admissionSettingsRecord(db, auth));
  },

  async saveAdmissionNumberSettings({ db, auth, body }) {
    if (body.auto_generate && body.initial) {
      // The monthly sequence continues from the highest number already issued with this prefix.
      const month = admissionMonth(new Date());
      const prefix = `${body.initial.toUpperCase()}/${month}/`;
      const [row] = await db
        .select({
          max: sql<
            number | null
          >`max((substring(${users.admissionNumber} from ${prefix.length + 1}))::int)`.mapWith(
            (v) => (v === null ? null : Number(v)),
          ),
        })
        .from(users)
        .where(
          and(
            eq(users.schId, auth.schId),
            sql`upper(${users.admissionNumber}) like ${`${prefix}%`}`,
            sql`substring(${users.admissionNumber} from ${prefix.length + 1}) ~ '^[0-9]{5}$'`,
          ),
        );
      if (row?.max) {
        await db
          .insert(admissionSequences)
          .values({ schId: auth.schId, month, lastNumber: row.max })
          .onConflictDoUpdate({
            target: [admissionSequences.schId, admissionSequences.month],
            set: { lastNumber: sql`greatest(${admissionSequences.lastNumber}, ${row.max})` },
          });
      }
    }
    await db
      .update(schools)
      .set(
        body.auto_generate
          ? { admissionAutoGenerate: true, admissionInitial: must(body.initial).toUpperCase() }
          : {
              admissionAutoGenerate: false,
              ...(body.initial ? { admissionInitial: body.initial.toUpperCase() } : {}),
            },
      )
      .where(eq(schools.id, auth.schId));
    return item(await admissionSettingsRecord(db, auth), 'Admission-number settings saved.');
  },

  async promoteStudents({ db, auth, body }) {
    const fromClassId = toId(body.from_class_id);
    const [from] = await db
      .select()
      .from(classes)
      .where(and(eq(classes.id, fromClassId), eq(classes.schId, auth.schId)));
    if (!from || !visibleCampus(auth, from.campusId)) throw notFound('Class');
    let to: typeof from | undefined;
    if (body.action === 'promote') {
      [to] = await db
        .select()
        .from(classes)
        .where(and(eq(classes.id, toId(must(body.to_class_id))), eq(classes.schId, auth.schId)));
      if (!to || !visibleCampus(auth, to.campusId)) throw notFound('Class');
      if (body.to_sub_class && !to.subClasses.includes(body.to_sub_class)) {
        throw invalid({ to_sub_class: ['is not an arm of the class'] });
      }
    }
    const period = await currentPeriod(db, from.campusId);
    if (!period) throw notFound('Current academic period');
    const ids = body.student_ids.map(toId);
    const records = await db.transaction(async (tx) => {
      // Lock the chosen students; every one must be an active student of the source arm.
      const rows = await tx
        .select()
        .from(users)
        .where(and(eq(users.schId, auth.schId), eq(users.kind, 'student'), inArray(users.id, ids)))
        .for('update');
      const byId = new Map(rows.map((r) => [r.id, r]));
      const errors: Record<string, string[]> = {};
      ids.forEach((id, i) => {
        const s = byId.get(id);
        if (!s) errors[`student_ids.${i}`] = ['is not a student of the school'];
        else if (
          s.classId !== from.id ||
          (body.from_sub_class && s.subClass !== body.from_sub_class)
        ) {
          errors[`student_ids.${i}`] = ['is not in the class being promoted'];
        } else if (s.status !== 'active') errors[`student_ids.${i}`] = ['is not an active student'];
      });
      if (Object.keys(errors).length > 0) throw invalid(errors);
      const out: S['StudentPromotionRecord'][] = [];
      for (const id of ids) {
        const s = must(byId.get(id));
        const graduate = body.action === 'graduate';
        const toSub = graduate ? null : (body.to_sub_class ?? s.subClass);
        const status = graduate ? 'graduated' : 'active';
        await tx
          .update(users)
          .set(
            graduate
              ? { status: 'graduated', updatedAt: sql`now()` }
              : { classId: must(to).id, subClass: toSub, updatedAt: sql`now()` },
          )
          .where(and(eq(users.id, s.id), eq(users.schId, auth.schId)));
        const h = one(
          await tx
            .insert(promotions)
            .values({
              schId: auth.schId,
              studentId: s.id,
              fromClassId: from.id,
              fromSubClass: s.subClass,
              toClassId: graduate ? null : must(to).id,
              toSubClass: toSub,
              status,
              session: period.session,
              promotedBy: auth.userId,
            })
            .returning({ id: promotions.id }),
        );
        if (graduate) await revokeUserSessions(tx, s.id);
        out.push(
          record(h.id, {
            student_id: String(s.id),
            fullname: fullName(s),
            admission_number: s.admissionNumber ?? '',
            from_class_id: String(from.id),
            from_class: from.className,
            from_sub_class: s.subClass,
            to_class_id: graduate ? null : String(must(to).id),
            to_class: graduate ? null : must(to).className,
            to_sub_class: toSub,
            status,
            session: period.session,
          }),
        );
      }
      return out;
    });
    return list(records, {
      message: `${records.length} students ${body.action === 'graduate' ? 'graduated' : 'promoted'}.`,
    });
  },

  async updateStudentProfile({ db, auth, params, body }) {
    if (toId(params.id) !== auth.userId) throw forbidden('You may only change your own profile.');
    const image = await storedFileUrl(db, auth, 'image_file_id', body.image_file_id, 'ownAvatar');
    await emailFree(db, auth, body.email_address, auth.userId);
    await uniquely('This e-mail already belongs to an account.', () =>
      db
        .update(users)
        .set({
          ...(body.phone_number !== undefined && { phone: body.phone_number }),
          ...(body.email_address !== undefined && { email: body.email_address }),
          ...(body.home_address !== undefined && { address: body.home_address }),
          ...(body.genotype !== undefined && { genotype: body.genotype }),
          ...(body.blood_group !== undefined && { bloodGroup: body.blood_group }),
          ...(image !== undefined && { image }),
          updatedAt: sql`now()`,
        })
        .where(and(eq(users.id, auth.userId), eq(users.schId, auth.schId))),
    );
    return item(await studentRecord(db, auth.userId), 'Profile updated.');
  },
} satisfies Partial<HandlerMap>;

async function admissionSettingsRecord(
  db: DbOrTx,
  auth: Auth,
): Promise<S['AdmissionNumberSettingsRecord']> {
  const [school] = await db.select().from(schools).where(eq(schools.id, auth.schId));
  if (!school) throw new HttpError(404, 'School not found.');
  let next: string | null = null;
  if (school.admissionAutoGenerate && school.admissionInitial) {
    const month = admissionMonth(new Date());
    const [seq] = await db
      .select({ n: admissionSequences.lastNumber })
      .from(admissionSequences)
      .where(and(eq(admissionSequences.schId, school.id), eq(admissionSequences.month, month)));
    next = formatAdmissionNumber(school.admissionInitial, month, (seq?.n ?? 0) + 1);
  }
  return record(school.id, {
    auto_generate: school.admissionAutoGenerate,
    initial: school.admissionInitial,
    format: school.admissionInitial ? admissionFormat(school.admissionInitial) : null,
    next_admission_number: next,
  });
}
