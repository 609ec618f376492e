/**
 * What the people imports (`POST /student/import`, `POST /staff/import`) share around their
 * checks: the dry run's answer, the refusal of a file with problems, the one-time passwords
 * hashed before the transaction, and the answer with a login slip per person added.
 */
import type { Schema } from '@schoolmates/sdk';
import { hashOneTimePassword, oneTimePassword } from '../auth/passwords.ts';
import type { DbOrTx } from '../db/client.ts';
import { must } from '../db/rows.ts';
import { item } from '../http/envelope.ts';
import { type FieldErrors, invalid } from '../http/errors.ts';
import { peopleByIds } from './import.queries.ts';
import { loginSlip } from './records.ts';

/** The dry run's answer, or null to go on; a real import of a file with problems is refused. */
export function checkedOrRefused(dryRun: boolean, rows: number, errors: FieldErrors) {
  const problems = Object.keys(errors).length;
  const message = `${problems} problems found; nothing was written.`;
  if (dryRun) {
    const data: Schema<'PeopleImportAttributes'> = { dry_run: true, rows, errors, slips: [] };
    return item(data, problems ? message : 'Every row is ready.');
  }
  if (problems) throw invalid(errors, message);
  return null;
}

/** One-time passwords and their hashes (slow: made before the transaction opens). */
export async function oneTimeLogins(count: number) {
  const passwords = Array.from({ length: count }, () => oneTimePassword());
  return { passwords, hashes: await Promise.all(passwords.map(hashOneTimePassword)) };
}

/** The import's answer: a login slip per person added, in row order. */
export async function importedAnswer(
  db: DbOrTx,
  schId: bigint,
  ids: bigint[],
  passwords: string[],
  message: string,
) {
  const issuedAt = new Date();
  const people = await peopleByIds(db, schId, ids);
  const data: Schema<'PeopleImportAttributes'> = {
    dry_run: false,
    rows: ids.length,
    errors: {},
    slips: ids.map((id, i) => loginSlip(must(people.get(id)), must(passwords[i]), issuedAt)),
  };
  return item(data, message);
}
