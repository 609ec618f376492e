import type { RoleName } from '@schoolmates/sdk';

/** role → designation_id (product spec section 6; there is no code 5; guardians are issue 28's). */
export const DESIGNATION = {
  admin: 1,
  account: 2,
  principal: 3,
  teacher: 4,
  superadmin: 6,
  student: 7,
  guardian: 8,
} as const satisfies Record<RoleName, number>;

export const DESIGNATIONS = [
  { designationId: DESIGNATION.admin, name: 'Admin', role: 'admin' },
  { designationId: DESIGNATION.account, name: 'Account', role: 'account' },
  { designationId: DESIGNATION.principal, name: 'Principal', role: 'principal' },
  { designationId: DESIGNATION.teacher, name: 'Teacher', role: 'teacher' },
  { designationId: DESIGNATION.superadmin, name: 'Super Admin', role: 'superadmin' },
  { designationId: DESIGNATION.student, name: 'Student', role: 'student' },
  { designationId: DESIGNATION.guardian, name: 'Guardian', role: 'guardian' },
] as const satisfies readonly { designationId: number; name: string; role: RoleName }[];

export type DesignationId = (typeof DESIGNATIONS)[number]['designationId'];

export function roleOf(designationId: number): RoleName | undefined {
  return DESIGNATIONS.find((d) => d.designationId === designationId)?.role;
}

export function designationName(designationId: number): string {
  return DESIGNATIONS.find((d) => d.designationId === designationId)?.name ?? 'Unknown';
}

/**
 * Designations a role may give to staff (GET /role and staff create/update): superadmin and
 * principal 1-4; admin 2-4, without Account on the STARTER and STANDARD plans.
 */
export function assignableDesignations(role: RoleName, plan: string): number[] {
  const { admin, account, principal, teacher } = DESIGNATION;
  if (role === 'superadmin' || role === 'principal') return [admin, account, principal, teacher];
  if (role === 'admin') {
    return plan === 'STARTER PLAN' || plan === 'STANDARD PLAN'
      ? [principal, teacher]
      : [account, principal, teacher];
  }
  return [];
}
