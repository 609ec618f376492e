/** Area `school-setup`: campuses, designations, school, roles, classes, departments, preschools. */

import { assignableDesignations, DESIGNATIONS } from '@schoolmates/domain/people';
import type { components } from '@schoolmates/sdk';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { must } from '../db/rows.ts';
import { storedFileUrl } from '../files/access.ts';
import { item, list, message, record, toId } from '../http/envelope.ts';
import {
  conflict,
  forbidden,
  invalid,
  notFound,
  uniquely,
  unlessReferenced,
} from '../http/errors.ts';
import { campusOfSchool, listCampusScope, targetCampus, visibleCampus } from '../http/scope.ts';
import { fullName } from '../people/records.ts';
import { directorOfStudies } from '../people/staff.queries.ts';
import { ownPreschool } from '../results/preschool.queries.ts';
import { classOfSchool, preschoolOfSchool, teachesClass } from '../school-setup/access.ts';
import {
  campusHasPeople,
  campusList,
  deleteCampus,
  insertCampus,
  otherActiveCampuses,
  revokeCampusSessions,
  setCampusStatus,
  updateCampus,
} from '../school-setup/campuses.queries.ts';
import {
  classesOf,
  classRow,
  deleteClass,
  deletePreschool,
  insertClass,
  insertPreschool,
  peopleInArms,
  preschoolsOf,
  renamePreschool,
  studentsOfClass,
  studentsOfClassCount,
  studentsOfPreschoolCount,
  updateClass,
} from '../school-setup/classes.queries.ts';
import {
  deleteDepartment,
  departmentRow,
  departmentsOf,
  insertDepartment,
  staffOfDepartmentCount,
  updateDepartment,
} from '../school-setup/departments.queries.ts';
import {
  campusAttributes,
  classRecord,
  classStudentRecord,
  departmentRecord,
  designationRecord,
  preschoolRecord,
} from '../school-setup/records.ts';
import { schoolRow } from '../school-setup/school.queries.ts';
import { setSchoolLogo } from '../school-setup/set-school-logo.ts';
import type { HandlerMap } from './types.ts';

type S = components['schemas'];

type SchoolRow = NonNullable<Awaited<ReturnType<typeof schoolRow>>>;

const trimmed = (s: string) => s.trim();

/** The school as report cards and headers show it, with its director of studies. */
async function schoolItem(db: DbOrTx, auth: Auth, school: SchoolRow, note?: string) {
  const dos = await directorOfStudies(db, auth.schId, auth.campusId);
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
      dos: dos ? [dos.dos.title, fullName(dos.user)].filter(Boolean).join(' ') : null,
      auto_generate: school.admissionAutoGenerate,
      admission_number_initial: school.admissionInitial,
    }),
    note,
  );
}

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
    const campus = await uniquely('A campus with this name already exists.', () =>
      insertCampus(db, {
        schId: auth.schId,
        name: body.name.trim(),
        email: body.email,
        phoneno: body.phoneno,
        address: body.address,
        state: body.state,
        isPreschool: body.is_preschool ?? false,
        campusType: body.campus_type ?? null,
        image: image ?? null,
      }),
    );
    return item(record(campus.id, campusAttributes(campus)), 'Campus created.');
  },

  async updateCampus({ db, auth, params, body }) {
    const campus = await campusOfSchool(db, auth, toId(params.id));
    const image = await storedFileUrl(db, auth, 'image_file_id', body.image_file_id, 'campus');
    if (body.is_preschool !== undefined && body.is_preschool !== campus.isPreschool) {
      const used = await campusHasPeople(db, auth.schId, campus.id);
      if (used.people + used.classes + used.preschools > 0) {
        throw conflict('The campus type cannot change once it has classes, preschools or people.');
      }
    }
    const updated = await uniquely('A campus with this name already exists.', () =>
      updateCampus(db, auth.schId, campus.id, {
        ...(body.name !== undefined && { name: body.name.trim() }),
        ...(body.email !== undefined && { email: body.email }),
        ...(body.phoneno !== undefined && { phoneno: body.phoneno }),
        ...(body.address !== undefined && { address: body.address }),
        ...(body.state !== undefined && { state: body.state }),
        ...(body.is_preschool !== undefined && { isPreschool: body.is_preschool }),
        ...(body.campus_type !== undefined && { campusType: body.campus_type }),
        ...(image !== undefined && { image }),
      }),
    );
    return item(record(updated.id, campusAttributes(updated)), 'Campus updated.');
  },

  async deleteCampus({ db, auth, params }) {
    const campus = await campusOfSchool(db, auth, toId(params.id));
    if (campus.id === auth.campusId) throw conflict('You cannot delete your own campus.');
    const used = await campusHasPeople(db, auth.schId, campus.id);
    if (used.people + used.classes + used.preschools + used.periods > 0) {
      throw conflict('Only an empty campus can be deleted; disable it instead.');
    }
    await unlessReferenced('Fees, invoices or expenses name this campus; disable it instead.', () =>
      deleteCampus(db, auth.schId, campus.id),
    );
    return message('Campus deleted.');
  },

  async disableCampus({ db, auth, params }) {
    const campus = await campusOfSchool(db, auth, toId(params.id));
    if (campus.status === 'disabled') return message('Campus disabled.');
    if (campus.id === auth.campusId) throw conflict('You cannot disable your own campus.');
    if ((await otherActiveCampuses(db, auth.schId, campus.id)) === 0) {
      throw conflict('The last active campus cannot be disabled.');
    }
    await db.transaction(async (tx) => {
      await setCampusStatus(tx, auth.schId, campus.id, 'disabled');
      // Its people cannot sign in any more: end their sessions at once.
      await revokeCampusSessions(tx, auth.schId, campus.id);
    });
    return message('Campus disabled.');
  },

  async enableCampus({ db, auth, params }) {
    const campus = await campusOfSchool(db, auth, toId(params.id));
    if (campus.status !== 'active') {
      await setCampusStatus(db, auth.schId, campus.id, 'active');
    }
    return message('Campus enabled.');
  },

  async listDesignations() {
    // The spec's fixed designations; a guardian (issue 28) is the portal's own, not the spec's.
    return list(DESIGNATIONS.filter((d) => d.role !== 'guardian').map(designationRecord));
  },

  async getSchool({ db, auth }) {
    const school = await schoolRow(db, auth.schId);
    if (!school) throw notFound('School');
    return schoolItem(db, auth, school);
  },

  async updateSchool({ db, auth, body }) {
    const school = await setSchoolLogo(db, auth, body.logo_file_id);
    return schoolItem(db, auth, school, school.logo ? 'Logo saved.' : 'Logo removed.');
  },

  async listAssignableRoles({ auth }) {
    const allowed = assignableDesignations(auth.role, auth.plan);
    return list(
      DESIGNATIONS.filter((d) => allowed.includes(d.designationId)).map(designationRecord),
    );
  },

  async listClasses({ db, auth, query }) {
    const campusId = await listCampusScope(db, auth, query.campus_id);
    const rows = await classesOf(db, auth.schId, campusId);
    return list(rows.map((r) => classRecord(r.cls, r.campusName)));
  },

  async createClass({ db, auth, body }) {
    const campus = await targetCampus(db, auth, body.campus_id);
    if (campus.isPreschool) {
      throw invalid({ campus_id: ['must be an elementary campus; use preschools here'] });
    }
    const cls = await uniquely('A class with this name already exists in the campus.', () =>
      insertClass(db, {
        schId: auth.schId,
        campusId: campus.id,
        className: body.class_name.trim(),
        subClasses: (body.sub_class ?? []).map(trimmed),
      }),
    );
    return item(classRecord(cls, campus.name), 'Class created.');
  },

  async updateClass({ db, auth, params, body }) {
    const { cls, campusName } = await classOfSchool(db, auth, toId(params.id));
    if (body.sub_class) {
      const kept = new Set(body.sub_class.map(trimmed));
      const removed = cls.subClasses.filter((arm) => !kept.has(arm));
      if (removed.length > 0) {
        if (await peopleInArms(db, auth.schId, cls.id, removed))
          throw conflict(`Students are still in arm ${removed.join(', ')}.`);
      }
    }
    const updated = await uniquely('A class with this name already exists in the campus.', () =>
      updateClass(db, auth.schId, cls.id, {
        ...(body.class_name !== undefined && { className: body.class_name.trim() }),
        ...(body.sub_class !== undefined && { subClasses: body.sub_class.map(trimmed) }),
      }),
    );
    return item(classRecord(updated, campusName), 'Class updated.');
  },

  async deleteClass({ db, auth, params }) {
    const { cls } = await classOfSchool(db, auth, toId(params.id));
    if (await studentsOfClassCount(db, auth.schId, cls.id)) {
      throw conflict('The class has students; move them first.');
    }
    await unlessReferenced('Invoices were issued to students of this class; keep it.', () =>
      deleteClass(db, auth.schId, cls.id),
    );
    return message('Class deleted.');
  },

  async listStudentsByClass({ db, auth, params, query }) {
    const classId = toId(params.class_id);
    // On a preschool campus the id is a preschool's; students refer to either by class_id.
    let campusId: bigint;
    let className: string;
    let inClass = true;
    const cls = await classRow(db, auth.schId, classId);
    if (cls && visibleCampus(auth, cls.campusId)) {
      campusId = cls.campusId;
      className = cls.className;
    } else {
      const { preschool } = await preschoolOfSchool(db, auth, classId);
      campusId = preschool.campusId;
      className = preschool.name;
      inClass = false;
    }
    const teaches = inClass
      ? await teachesClass(db, auth, classId)
      : (await ownPreschool(db, auth.schId, auth.userId)) === classId;
    if (auth.role === 'teacher' && !teaches) {
      throw forbidden('You may only read classes you teach.');
    }
    const rows = await studentsOfClass(db, auth.schId, classId, inClass, {
      subClass: query.sub_class,
      status: query.status ?? 'active',
    });
    const shown = { id: classId, name: className, campusId };
    return list(rows.map((u) => classStudentRecord(u, shown)));
  },

  async listDepartments({ db, auth }) {
    return list((await departmentsOf(db, auth.schId)).map(departmentRecord));
  },

  async createDepartment({ db, auth, body }) {
    const d = await uniquely('A department with this code or name already exists.', () =>
      insertDepartment(db, {
        schId: auth.schId,
        code: body.department_id.trim(),
        name: body.department_name.trim(),
      }),
    );
    return item(departmentRecord(must(d)), 'Department created.');
  },

  async updateDepartment({ db, auth, params, body }) {
    const d = await uniquely('A department with this code or name already exists.', () =>
      updateDepartment(db, auth.schId, toId(params.id), {
        ...(body.department_id !== undefined && { code: body.department_id.trim() }),
        ...(body.department_name !== undefined && { name: body.department_name.trim() }),
      }),
    );
    if (!d) throw notFound('Department');
    return item(departmentRecord(d), 'Department updated.');
  },

  async deleteDepartment({ db, auth, params }) {
    const id = toId(params.id);
    if (!(await departmentRow(db, auth.schId, id))) throw notFound('Department');
    if (await staffOfDepartmentCount(db, auth.schId, id)) {
      throw conflict('Staff belong to this department; move them first.');
    }
    await deleteDepartment(db, auth.schId, id);
    return message('Department deleted.');
  },

  async listPreschools({ db, auth, query }) {
    const campusId = await listCampusScope(db, auth, query.campus_id);
    const rows = await preschoolsOf(db, auth.schId, campusId);
    return list(rows.map((r) => preschoolRecord(r.preschool, r.campusName)));
  },

  async createPreschool({ db, auth, body }) {
    const campus = await targetCampus(db, auth, body.campus_id);
    if (!campus.isPreschool) throw invalid({ campus_id: ['must be a preschool campus'] });
    const p = await uniquely('A preschool with this name already exists in the campus.', () =>
      insertPreschool(db, { schId: auth.schId, campusId: campus.id, name: body.name.trim() }),
    );
    return item(preschoolRecord(p, campus.name), 'Preschool created.');
  },

  async getPreschool({ db, auth, params }) {
    const { preschool, campusName } = await preschoolOfSchool(db, auth, toId(params.id));
    return item(preschoolRecord(preschool, campusName));
  },

  async updatePreschool({ db, auth, params, body }) {
    const { preschool, campusName } = await preschoolOfSchool(db, auth, toId(params.id));
    const p = await uniquely('A preschool with this name already exists in the campus.', () =>
      renamePreschool(db, auth.schId, preschool.id, body.name.trim()),
    );
    return item(preschoolRecord(p, campusName), 'Preschool updated.');
  },

  async deletePreschool({ db, auth, params }) {
    const { preschool } = await preschoolOfSchool(db, auth, toId(params.id));
    if (await studentsOfPreschoolCount(db, auth.schId, preschool.id)) {
      throw conflict('The preschool has students; move them first.');
    }
    await deletePreschool(db, auth.schId, preschool.id);
    return message('Preschool deleted.');
  },
} satisfies Partial<HandlerMap>;
