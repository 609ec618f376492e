/**
 * `addPerson(t, { username, ... })`: inserts a demo-school user straight into the database
 * (a student of the demo campus unless told otherwise), signing in with DEMO_PASSWORD; answers
 * its id as a string. For tests that need more people than the seed has.
 */

import { DESIGNATION } from '@schoolmates/domain/people';
import { hashPassword } from '../auth/passwords.ts';
import { one } from '../db/rows.ts';
import type { users } from '../db/schema.ts';
import { insertUsers } from '../db/users.ts';
import { DEMO_PASSWORD } from '../seed/demo.ts';
import type { TestContext } from './harness.ts';

let passwordHash: string | undefined;

export async function addPerson(
  t: TestContext,
  values: Partial<typeof users.$inferInsert> & { username: string },
): Promise<string> {
  passwordHash ??= await hashPassword(DEMO_PASSWORD);
  const row = one(
    await insertUsers(t.database.db, [
      {
        schId: t.ids.demo.schId,
        campusId: t.ids.demo.campusId,
        kind: 'student',
        designationId: DESIGNATION.student,
        passwordHash,
        surname: values.username,
        firstname: 'Pupil',
        gender: 'female',
        ...values,
      },
    ]),
  );
  return String(row.id);
}
