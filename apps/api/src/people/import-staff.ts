/**
 * Importing staff from a spreadsheet: every row checked first (a dry run stops there, a file
 * with problems is refused whole), then all added in one transaction with a username from
 * their names and a one-time password each.
 */
import type { Auth } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import type { BodyOf } from '../contract.ts';
import type { Db } from '../db/client.ts';
import { must } from '../db/rows.ts';
import { uniquely } from '../http/errors.ts';
import { targetCampus } from '../http/scope.ts';
import type { Outbox } from '../messages/outbox.ts';
import { checkedOrRefused, imported, oneTimeLogins, tellPasswords } from './bulk-import.ts';
import { insertPeople } from './import.queries.ts';
import { checkStaffRows, staffUsernames } from './staff-import.ts';

/** Checks (and unless a dry run, adds) the file's staff; answers the outcome. */
export async function importStaff(
  db: Db,
  outbox: Outbox,
  config: Pick<Config, 'publicUrl'>,
  auth: Auth,
  body: BodyOf<'importStaff'>,
) {
  const campus = await targetCampus(db, auth, body.campus_id);
  const { errors, staff } = await checkStaffRows(db, auth, body.rows);
  const checked = checkedOrRefused(body.dry_run, body.rows.length, errors);
  if (checked) return checked;
  const { passwords, hashes } = await oneTimeLogins(staff.length);
  const ids = await db.transaction(async (tx) => {
    const names = await staffUsernames(tx, staff);
    const byName = await uniquely('A username or e-mail of the file is already used.', () =>
      insertPeople(
        tx,
        staff.map((s, i) => ({
          schId: auth.schId,
          campusId: campus.id,
          kind: 'staff' as const,
          designationId: s.designationId,
          username: must(names[i]),
          email: s.email,
          passwordHash: must(hashes[i]),
          mustChangePassword: true,
          surname: s.surname,
          firstname: s.firstname,
          middlename: s.middlename,
          gender: s.gender,
          phone: s.phone,
          address: s.address,
          departmentId: s.departmentId,
        })),
      ),
    );
    const added = names.map((n) => must(byName.get(n)));
    await tellPasswords(tx, outbox, config, auth.schId, added, names, passwords);
    return added;
  });
  return imported(db, auth.schId, ids, passwords);
}
