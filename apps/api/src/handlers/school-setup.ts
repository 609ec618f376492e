/** Area `school-setup`: campuses, designations, school, roles, classes, departments, preschools. */

import { assignableDesignations, DESIGNATIONS } from '@schoolmates/domain/people';
import type { components } from '@schoolmates/sdk';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { must } from '../db/rows.ts';
import { schoolRow } from '../db/school-rows.ts';
import { item, list, message, record, toId } from '../http/envelope.ts';
import { conflict, invalid, notFound, uniquely, unlessReferenced } from '../http/errors.ts';
import { campusOfSchool, listCampusScope, targetCampus } from '../http/scope.ts';
import { fullName } from '../people/records.ts';
import { directorOfStudies } from '../people/staff.queries.ts';
import { classOfSchool, preschoolOfSchool } from '../school-setup/access.ts';
import {
  campusHasPeople,
  campusList,
  deleteCampus,
  setCampusStatus,
} from '../school-setup/campuses.queries.ts';
import { classList } from '../school-setup/class-lists.ts';
import {
  classesOf,
  deleteClass,
  deletePreschool,
  insertPreschool,
  preschoolsOf,
  renamePreschool,
  studentsOfClassCount,
  studentsOfPreschoolCount,
} from '../school-setup/classes.queries.ts';
import { createCampus } from '../school-setup/create-campus.ts';
import { createClass } from '../school-setup/create-class.ts';
import {
  deleteDepartment,
  departmentRow,
  departmentsOf,
  insertDepartment,
  staffOfDepartmentCount,
  updateDepartment,
} from '../school-setup/departments.queries.ts';
import { disableCampus } from '../school-setup/disable-campus.ts';
import {
  campusAttributes,
  classRecord,
  departmentRecord,
  designationRecord,
  preschoolRecord,
} from '../school-setup/records.ts';
import { setSchoolLogo } from '../school-setup/set-school-logo.ts';
import { updateCampus } from '../school-setup/update-campus.ts';
import { updateClass } from '../school-setup/update-class.ts';
import type { HandlerMap } from './types.ts';

type S = components['schemas'];

type SchoolRow = NonNullable<Awaited<ReturnType<typeof schoolRow>>>;

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
    return item(await createCampus(db, auth, body), 'Campus created.');
  },

  async updateCampus({ db, auth, params, body }) {
    return item(await updateCampus(db, auth, toId(params.id), body), 'Campus updated.');
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
    await disableCampus(db, auth, toId(params.id));
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
    return item(await createClass(db, auth, body), 'Class created.');
  },

  async updateClass({ db, auth, params, body }) {
    return item(await updateClass(db, auth, toId(params.id), body), 'Class updated.');
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
    return list(await classList(db, auth, toId(params.class_id), query));
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
