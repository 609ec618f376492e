import type { AuthSession } from './session.setup.ts';
import type { SessionUser } from './session.storage.ts';

/** A signed-in teacher, for examples, stories and tests. */
export const exampleUser: SessionUser = {
  id: '12',
  username: 'ada.obi',
  designation_id: 4,
  role: 'teacher',
  designation_name: 'Teacher',
  is_preschool: false,
  plan: 'STARTER PLAN',
  avatar: null,
  image: null,
  email: 'ada.obi@school.test',
  firstname: 'Ada',
  surname: 'Obi',
  middlename: null,
  sch_id: '1',
  school_name: 'Bright Future Academy',
  campus_id: '3',
  campus_name: 'Main campus',
  class_id: '7',
  class_name: 'JSS 1',
  sub_class: 'A',
  admission_number: null,
  must_change_password: false,
  current_academic_period: {
    id: '5',
    attributes: {
      period: 'First Half',
      term: 'First Term',
      session: '2025/2026',
      is_current_period: true,
      campus_id: '3',
    },
  },
};

/** What a successful sign-in answers (`data` of `POST /login`). */
export const exampleSession: AuthSession = {
  token: 'token-example-0001',
  expires_at: '2026-01-19T09:00:00.000Z',
  user: exampleUser,
};
