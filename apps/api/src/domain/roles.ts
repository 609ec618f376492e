import type { RoleName } from '../contract.ts';

/** designation_id → role (product spec section 6; there is no code 5). */
export const DESIGNATIONS = [
  { designationId: 1, name: 'Admin', role: 'admin' },
  { designationId: 2, name: 'Account', role: 'account' },
  { designationId: 3, name: 'Principal', role: 'principal' },
  { designationId: 4, name: 'Teacher', role: 'teacher' },
  { designationId: 6, name: 'Super Admin', role: 'superadmin' },
  { designationId: 7, name: 'Student', role: 'student' },
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
  if (role === 'superadmin' || role === 'principal') return [1, 2, 3, 4];
  if (role === 'admin') {
    return plan === 'STARTER PLAN' || plan === 'STANDARD PLAN' ? [3, 4] : [2, 3, 4];
  }
  return [];
}
