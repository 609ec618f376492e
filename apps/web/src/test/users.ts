import type { SessionUser } from '@schoolmates/machines/session';
import type { RoleName } from '@schoolmates/sdk';

const designation: Record<RoleName, [1 | 2 | 3 | 4 | 6 | 7 | 8, string]> = {
  superadmin: [6, 'Super Admin'],
  admin: [1, 'Admin'],
  principal: [3, 'Principal'],
  teacher: [4, 'Teacher'],
  account: [2, 'Account'],
  student: [7, 'Student'],
  guardian: [8, 'Guardian'],
};

/** A signed-in user for tests and stories. */
export function demoUser(role: RoleName, overrides: Partial<SessionUser> = {}): SessionUser {
  const [designation_id, designation_name] = designation[role];
  return {
    id: `user-${role}`,
    username: role,
    designation_id,
    role,
    designation_name,
    is_preschool: false,
    plan: 'STARTER PLAN',
    avatar: null,
    image: null,
    email: `${role}@demo.school`,
    firstname: role === 'student' ? 'Ada' : 'Ngozi',
    surname: role === 'student' ? 'Obi' : 'Okafor',
    middlename: null,
    sch_id: 'school-1',
    school_name: 'Bright Future Academy',
    campus_id: 'campus-1',
    campus_name: 'Main Campus',
    class_id: role === 'student' || role === 'teacher' ? 'class-1' : null,
    class_name: role === 'student' || role === 'teacher' ? 'JSS 1' : null,
    sub_class: role === 'student' || role === 'teacher' ? 'A' : null,
    admission_number: role === 'student' ? 'BFA/2025/001' : null,
    must_change_password: false,
    current_academic_period: null,
    ...overrides,
  };
}
