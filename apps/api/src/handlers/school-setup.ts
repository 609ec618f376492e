/** Area `school-setup`: campuses, designations, school, roles, classes, departments, preschools. */

import type { components } from '@schoolmates/sdk';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { preparedOnce } from '../db/prepared.ts';
import { must, one } from '../db/rows.ts';
import {
  academicPeriods,
  campuses,
  classes,
  departments,
  directorsOfStudies,
  preschools,
  schools,
  sessions,
  users,
} from '../db/schema.ts';
import { assignableDesignations, DESIGNATIONS } from '../domain/roles.ts';
import { storedFileUrl } from '../files/access.ts';
import { item, list, message, record, toId } from '../http/envelope.ts';
import { conflict, forbidden, invalid, notFound, uniquely } from '../http/errors.ts';
import { campusOfSchool, listCampusScope, targetCampus, visibleCampus } from '../http/scope.ts';
import { fullName } from '../people/records.ts';
import { classOfSchool, preschoolOfSchool, teachesClass } from '../school-setup/access.ts';
import { campusAttributes } from '../school-setup/records.ts';
import type { HandlerMap } from './types.ts';

type S = components['schemas'];

const classRecord = (c: typeof classes.$inferSelect, campusName: string): S['ClassRecord'] =>
  record(c.id, {
    class_name: c.className,
    sub_class: c.subClasses,
    campus_id: String(c.campusId),
    campus_name: campusName,
  });

const preschoolRecord = (
  p: typeof preschools.$inferSelect,
  campusName: string,
): S['PreschoolRecord'] =>
  record(p.id, { name: p.name, campus_id: String(p.campusId), campus_name: campusName });

const departmentRecord = (d: typeof departments.$inferSelect): S['DepartmentRecord'] =>
  record(d.id, { department_id: d.code, department_name: d.name });

async function campusHasPeople(db: DbOrTx, campusId: bigint) {
  const [[u], [c], [p], [a]] = await Promise.all([
    db.select({ n: count() }).from(users).where(eq(users.campusId, campusId)),
    db.select({ n: count() }).from(classes).where(eq(classes.campusId, campusId)),
    db.select({ n: count() }).from(preschools).where(eq(preschools.campusId, campusId)),
    db.select({ n: count() }).from(academicPeriods).where(eq(academicPeriods.campusId, campusId)),
  ]);
  return { people: must(u).n, classes: must(c).n, preschools: must(p).n, periods: must(a).n };
}

const trimmed = (s: string) => s.trim();

/** GET /campus, every screen's first call: the school's campuses (superadmin) or its own. */
const campusList = (db: DbOrTx, all: boolean, byStatus: boolean) =>
  preparedOnce(db, `campus_list_${all ? 'school' : 'own'}${byStatus ? '_status' : ''}`, (name) =>
    db
      .select()
      .from(campuses)
      .where(
        and(
          eq(campuses.schId, sql.placeholder('schId')),
          all ? undefined : eq(campuses.id, sql.placeholder('campusId')),
          byStatus ? eq(campuses.status, sql.placeholder('status')) : undefined,
        ),
      )
      .orderBy(asc(campuses.name))
      .prepare(name),
  );

export const schoolSetupHandlers = {
  async listCampuses({ db, auth, query }) {
    const all = auth.role === 'superadmin';
    const rows = await campusList(db, all, !!query.status).execute({
      schId: auth.schId,
      campusId: auth.campusId,
      status: query.status,
    });
    return list(rows.map((c) => record(c.id, campusAttributes(c))));
  },

  async createCampus({ db, auth, body }) {
    const image = await storedFileUrl(db, auth, 'image_file_id', body.image_file_id, 'campus');
    const campus = one(
      await uniquely('A campus with this name already exists.', () =>
        db
          .insert(campuses)
          .values({
            schId: auth.schId,
            name: trimmed(body.name),
            email: body.email,
            phoneno: body.phoneno,
            address: body.address,
            state: body.state,
            isPreschool: body.is_preschool ?? false,
            campusType: body.campus_type ?? null,
            image: image ?? null,
          })
          .returning(),
      ),
    );
    return item(record(campus.id, campusAttributes(campus)), 'Campus created.');
  },

  async updateCampus({ db, auth, params, body }) {
    const campus = await campusOfSchool(db, auth, toId(params.id));
    const image = await storedFileUrl(db, auth, 'image_file_id', body.image_file_id, 'campus');
    if (body.is_preschool !== undefined && body.is_preschool !== campus.isPreschool) {
      const used = await campusHasPeople(db, campus.id);
      if (used.people + used.classes + used.preschools > 0) {
        throw conflict('The campus type cannot change once it has classes, preschools or people.');
      }
    }
    const updated = one(
      await uniquely('A campus with this name already exists.', () =>
        db
          .update(campuses)
          .set({
            ...(body.name !== undefined && { name: trimmed(body.name) }),
            ...(body.email !== undefined && { email: body.email }),
            ...(body.phoneno !== undefined && { phoneno: body.phoneno }),
            ...(body.address !== undefined && { address: body.address }),
            ...(body.state !== undefined && { state: body.state }),
            ...(body.is_preschool !== undefined && { isPreschool: body.is_preschool }),
            ...(body.campus_type !== undefined && { campusType: body.campus_type }),
            ...(image !== undefined && { image }),
          })
          .where(and(eq(campuses.id, campus.id), eq(campuses.schId, auth.schId)))
          .returning(),
      ),
    );
    return item(record(updated.id, campusAttributes(updated)), 'Campus updated.');
  },

  async deleteCampus({ db, auth, params }) {
    const campus = await campusOfSchool(db, auth, toId(params.id));
    if (campus.id === auth.campusId) throw conflict('You cannot delete your own campus.');
    const used = await campusHasPeople(db, campus.id);
    if (used.people + used.classes + used.preschools + used.periods > 0) {
      throw conflict('Only an empty campus can be deleted; disable it instead.');
    }
    await db
      .delete(campuses)
      .where(and(eq(campuses.id, campus.id), eq(campuses.schId, auth.schId)));
    return message('Campus deleted.');
  },

  async disableCampus({ db, auth, params }) {
    const campus = await campusOfSchool(db, auth, toId(params.id));
    if (campus.status === 'disabled') return message('Campus disabled.');
    if (campus.id === auth.campusId) throw conflict('You cannot disable your own campus.');
    const [others] = await db
      .select({ n: count() })
      .from(campuses)
      .where(
        and(
          eq(campuses.schId, auth.schId),
          eq(campuses.status, 'active'),
          ne(campuses.id, campus.id),
        ),
      );
    if (!others?.n) throw conflict('The last active campus cannot be disabled.');
    await db.transaction(async (tx) => {
      await tx.update(campuses).set({ status: 'disabled' }).where(eq(campuses.id, campus.id));
      // Its people cannot sign in any more: end their sessions at once.
      await tx
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            sql`${sessions.revokedAt} is null`,
            inArray(
              sessions.userId,
              tx.select({ id: users.id }).from(users).where(eq(users.campusId, campus.id)),
            ),
          ),
        );
    });
    return message('Campus disabled.');
  },

  async enableCampus({ db, auth, params }) {
    const campus = await campusOfSchool(db, auth, toId(params.id));
    if (campus.status !== 'active') {
      await db.update(campuses).set({ status: 'active' }).where(eq(campuses.id, campus.id));
    }
    return message('Campus enabled.');
  },

  async listDesignations() {
    return list(
      DESIGNATIONS.map((d) =>
        record(d.designationId, {
          designation_id: d.designationId,
          designation_name: d.name,
          role: d.role,
        }),
      ),
    );
  },

  async getSchool({ db, auth }) {
    const [school] = await db.select().from(schools).where(eq(schools.id, auth.schId));
    if (!school) throw notFound('School');
    const [dos] = await db
      .select({ title: directorsOfStudies.title, user: users })
      .from(directorsOfStudies)
      .innerJoin(users, eq(users.id, directorsOfStudies.staffId))
      .where(
        and(
          eq(directorsOfStudies.schId, auth.schId),
          eq(directorsOfStudies.campusId, auth.campusId),
        ),
      );
    return item(
      record(school.id, {
        schname: school.name,
        school_type: school.schoolType,
        plan: school.plan as S['Plan'],
        schaddr: school.address,
        schphone: school.phone,
        schemail: school.email,
        schmotto: school.motto,
        schwebsite: school.website,
        schlogo: school.logo,
        country: school.country,
        dos: dos ? [dos.title, fullName(dos.user)].filter(Boolean).join(' ') : null,
        auto_generate: school.admissionAutoGenerate,
        admission_number_initial: school.admissionInitial,
      }),
    );
  },

  async listAssignableRoles({ auth }) {
    const allowed = assignableDesignations(auth.role, auth.plan);
    return list(
      DESIGNATIONS.filter((d) => allowed.includes(d.designationId)).map((d) =>
        record(d.designationId, {
          designation_id: d.designationId,
          designation_name: d.name,
          role: d.role,
        }),
      ),
    );
  },

  async listClasses({ db, auth, query }) {
    const campusId = await listCampusScope(db, auth, query.campus_id);
    const rows = await db
      .select({ cls: classes, campusName: campuses.name })
      .from(classes)
      .innerJoin(campuses, eq(campuses.id, classes.campusId))
      .where(
        and(eq(classes.schId, auth.schId), campusId ? eq(classes.campusId, campusId) : undefined),
      )
      .orderBy(asc(campuses.name), asc(classes.className));
    return list(rows.map((r) => classRecord(r.cls, r.campusName)));
  },

  async createClass({ db, auth, body }) {
    const campus = await targetCampus(db, auth, body.campus_id);
    if (campus.isPreschool) {
      throw invalid({ campus_id: ['must be an elementary campus; use preschools here'] });
    }
    const cls = one(
      await uniquely('A class with this name already exists in the campus.', () =>
        db
          .insert(classes)
          .values({
            schId: auth.schId,
            campusId: campus.id,
            className: trimmed(body.class_name),
            subClasses: (body.sub_class ?? []).map(trimmed),
          })
          .returning(),
      ),
    );
    return item(classRecord(cls, campus.name), 'Class created.');
  },

  async updateClass({ db, auth, params, body }) {
    const { cls, campusName } = await classOfSchool(db, auth, toId(params.id));
    if (body.sub_class) {
      const kept = new Set(body.sub_class.map(trimmed));
      const removed = cls.subClasses.filter((arm) => !kept.has(arm));
      if (removed.length > 0) {
        const [inUse] = await db
          .select({ n: count() })
          .from(users)
          .where(
            and(
              eq(users.schId, auth.schId),
              eq(users.classId, cls.id),
              inArray(users.subClass, removed),
            ),
          );
        if (inUse?.n) throw conflict(`Students are still in arm ${removed.join(', ')}.`);
      }
    }
    const updated = one(
      await uniquely('A class with this name already exists in the campus.', () =>
        db
          .update(classes)
          .set({
            ...(body.class_name !== undefined && { className: trimmed(body.class_name) }),
            ...(body.sub_class !== undefined && { subClasses: body.sub_class.map(trimmed) }),
          })
          .where(and(eq(classes.id, cls.id), eq(classes.schId, auth.schId)))
          .returning(),
      ),
    );
    return item(classRecord(updated, campusName), 'Class updated.');
  },

  async deleteClass({ db, auth, params }) {
    const { cls } = await classOfSchool(db, auth, toId(params.id));
    const [used] = await db
      .select({ n: count() })
      .from(users)
      .where(
        and(
          eq(users.schId, auth.schId),
          sql`(${users.classId} = ${cls.id} or ${users.admittedClassId} = ${cls.id})`,
          eq(users.kind, 'student'),
        ),
      );
    if (used?.n) throw conflict('The class has students; move them first.');
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ classId: null, subClass: null })
        .where(
          and(eq(users.schId, auth.schId), eq(users.classId, cls.id), eq(users.kind, 'staff')),
        );
      await tx.delete(classes).where(and(eq(classes.id, cls.id), eq(classes.schId, auth.schId)));
    });
    return message('Class deleted.');
  },

  async listStudentsByClass({ db, auth, params, query }) {
    const classId = toId(params.class_id);
    // On a preschool campus the id is a preschool's; students refer to either by class_id.
    let campusId: bigint;
    let className: string;
    let inClass = true;
    const [cls] = await db
      .select()
      .from(classes)
      .where(and(eq(classes.id, classId), eq(classes.schId, auth.schId)));
    if (cls && visibleCampus(auth, cls.campusId)) {
      campusId = cls.campusId;
      className = cls.className;
    } else {
      const { preschool } = await preschoolOfSchool(db, auth, classId);
      campusId = preschool.campusId;
      className = preschool.name;
      inClass = false;
    }
    if (auth.role === 'teacher' && !(await teachesClass(db, auth, classId))) {
      throw forbidden('You may only read classes you teach.');
    }
    const rows = await db
      .select()
      .from(users)
      .where(
        and(
          eq(users.schId, auth.schId),
          eq(users.kind, 'student'),
          inClass ? eq(users.classId, classId) : eq(users.preschoolId, classId),
          query.sub_class ? eq(users.subClass, query.sub_class) : undefined,
          eq(users.status, query.status ?? 'active'),
        ),
      )
      .orderBy(asc(users.surname), asc(users.firstname));
    return list(
      rows.map((u) =>
        record(u.id, {
          surname: u.surname,
          firstname: u.firstname,
          middlename: u.middlename,
          admission_number: u.admissionNumber ?? '',
          gender: u.gender,
          image: u.image,
          class_id: String(classId),
          present_class: className,
          sub_class: u.subClass,
          campus_id: String(campusId),
          status: u.status,
        }),
      ),
    );
  },

  async listDepartments({ db, auth }) {
    const rows = await db
      .select()
      .from(departments)
      .where(eq(departments.schId, auth.schId))
      .orderBy(asc(departments.name));
    return list(rows.map(departmentRecord));
  },

  async createDepartment({ db, auth, body }) {
    const [d] = await uniquely('A department with this code or name already exists.', () =>
      db
        .insert(departments)
        .values({
          schId: auth.schId,
          code: trimmed(body.department_id),
          name: trimmed(body.department_name),
        })
        .returning(),
    );
    return item(departmentRecord(must(d)), 'Department created.');
  },

  async updateDepartment({ db, auth, params, body }) {
    const [d] = await uniquely('A department with this code or name already exists.', () =>
      db
        .update(departments)
        .set({
          ...(body.department_id !== undefined && { code: trimmed(body.department_id) }),
          ...(body.department_name !== undefined && { name: trimmed(body.department_name) }),
        })
        .where(and(eq(departments.id, toId(params.id)), eq(departments.schId, auth.schId)))
        .returning(),
    );
    if (!d) throw notFound('Department');
    return item(departmentRecord(d), 'Department updated.');
  },

  async deleteDepartment({ db, auth, params }) {
    const id = toId(params.id);
    const [d] = await db
      .select()
      .from(departments)
      .where(and(eq(departments.id, id), eq(departments.schId, auth.schId)));
    if (!d) throw notFound('Department');
    const [used] = await db.select({ n: count() }).from(users).where(eq(users.departmentId, id));
    if (used?.n) throw conflict('Staff belong to this department; move them first.');
    await db
      .delete(departments)
      .where(and(eq(departments.id, id), eq(departments.schId, auth.schId)));
    return message('Department deleted.');
  },

  async listPreschools({ db, auth, query }) {
    const campusId = await listCampusScope(db, auth, query.campus_id);
    const rows = await db
      .select({ preschool: preschools, campusName: campuses.name })
      .from(preschools)
      .innerJoin(campuses, eq(campuses.id, preschools.campusId))
      .where(
        and(
          eq(preschools.schId, auth.schId),
          campusId ? eq(preschools.campusId, campusId) : undefined,
        ),
      )
      .orderBy(asc(campuses.name), asc(preschools.name));
    return list(rows.map((r) => preschoolRecord(r.preschool, r.campusName)));
  },

  async createPreschool({ db, auth, body }) {
    const campus = await targetCampus(db, auth, body.campus_id);
    if (!campus.isPreschool) throw invalid({ campus_id: ['must be a preschool campus'] });
    const p = one(
      await uniquely('A preschool with this name already exists in the campus.', () =>
        db
          .insert(preschools)
          .values({ schId: auth.schId, campusId: campus.id, name: trimmed(body.name) })
          .returning(),
      ),
    );
    return item(preschoolRecord(p, campus.name), 'Preschool created.');
  },

  async getPreschool({ db, auth, params }) {
    const { preschool, campusName } = await preschoolOfSchool(db, auth, toId(params.id));
    return item(preschoolRecord(preschool, campusName));
  },

  async updatePreschool({ db, auth, params, body }) {
    const { preschool, campusName } = await preschoolOfSchool(db, auth, toId(params.id));
    const p = one(
      await uniquely('A preschool with this name already exists in the campus.', () =>
        db
          .update(preschools)
          .set({ name: trimmed(body.name) })
          .where(and(eq(preschools.id, preschool.id), eq(preschools.schId, auth.schId)))
          .returning(),
      ),
    );
    return item(preschoolRecord(p, campusName), 'Preschool updated.');
  },

  async deletePreschool({ db, auth, params }) {
    const { preschool } = await preschoolOfSchool(db, auth, toId(params.id));
    const [used] = await db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.schId, auth.schId), eq(users.preschoolId, preschool.id)));
    if (used?.n) throw conflict('The preschool has students; move them first.');
    await db
      .delete(preschools)
      .where(and(eq(preschools.id, preschool.id), eq(preschools.schId, auth.schId)));
    return message('Preschool deleted.');
  },
} satisfies Partial<HandlerMap>;
