/** School-setup rows → wire attributes, typed from the contract's schemas. */

import type { DESIGNATIONS } from '@schoolmates/domain/people';
import type { components } from '@schoolmates/sdk';
import type { campuses, classes, departments, preschools, users } from '../db/schema.ts';
import { record } from '../http/envelope.ts';

type S = components['schemas'];

export type CampusRow = typeof campuses.$inferSelect;
export const campusAttributes = (c: CampusRow): S['CampusAttributes'] => ({
  name: c.name,
  email: c.email,
  phoneno: c.phoneno,
  address: c.address,
  state: c.state,
  image: c.image,
  campus_type: c.campusType,
  is_preschool: c.isPreschool,
  status: c.status,
});

export const classRecord = (c: typeof classes.$inferSelect, campusName: string): S['ClassRecord'] =>
  record(c.id, {
    class_name: c.className,
    sub_class: c.subClasses,
    campus_id: String(c.campusId),
    campus_name: campusName,
  });

export const preschoolRecord = (
  p: typeof preschools.$inferSelect,
  campusName: string,
): S['PreschoolRecord'] =>
  record(p.id, { name: p.name, campus_id: String(p.campusId), campus_name: campusName });

export const departmentRecord = (d: typeof departments.$inferSelect): S['DepartmentRecord'] =>
  record(d.id, { department_id: d.code, department_name: d.name });

export const designationRecord = (d: (typeof DESIGNATIONS)[number]): S['DesignationRecord'] =>
  record(d.designationId, {
    designation_id: d.designationId,
    designation_name: d.name,
    role: d.role,
  });

/** A student as a class list shows them (`GET /studentbyclass/{class_id}`). */
export const classStudentRecord = (
  u: typeof users.$inferSelect,
  cls: { id: bigint; name: string; campusId: bigint },
): S['ClassStudentRecord'] =>
  record(u.id, {
    surname: u.surname,
    firstname: u.firstname,
    middlename: u.middlename,
    admission_number: u.admissionNumber ?? '',
    gender: u.gender,
    image: u.image,
    class_id: String(cls.id),
    present_class: cls.name,
    sub_class: u.subClass,
    campus_id: String(cls.campusId),
    status: u.status,
  });
