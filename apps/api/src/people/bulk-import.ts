/**
 * What the people imports (`POST /student/import`, `POST /staff/import`) share around their
 * checks: the dry run's outcome, the refusal of a file with problems, the one-time passwords
 * hashed before the transaction, the login slip per person added, and the answer.
 */
import type { Schema } from '@schoolmates/sdk';
import { hashOneTimePassword, oneTimePassword } from '../auth/passwords.ts';
import type { Config } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { must } from '../db/rows.ts';
import { item } from '../http/envelope.ts';
import { type FieldErrors, invalid } from '../http/errors.ts';
import { notify } from '../messages/notify.ts';
import type { Outbox } from '../messages/outbox.ts';
import { peopleByIds } from './import.queries.ts';
import { oneTimePasswordNotice } from './one-time-password-notice.ts';
import { loginSlip } from './records.ts';

type ImportAttributes = Schema<'PeopleImportAttributes'>;

/** The dry run's outcome, or null to go on; a real import of a file with problems is refused. */
export function checkedOrRefused(
  dryRun: boolean,
  rows: number,
  errors: FieldErrors,
): ImportAttributes | null {
  const problems = Object.keys(errors).length;
  if (dryRun) return { dry_run: true, rows, errors, slips: [] };
  if (problems) throw invalid(errors, problemsFound(problems));
  return null;
}

const problemsFound = (problems: number) => `${problems} problems found; nothing was written.`;

/** One-time passwords and their hashes (slow: made before the transaction opens). */
export async function oneTimeLogins(count: number) {
  const passwords = Array.from({ length: count }, () => oneTimePassword());
  return { passwords, hashes: await Promise.all(passwords.map(hashOneTimePassword)) };
}

/** Each person added is sent their username and one-time password, where they have an e-mail. */
export async function tellPasswords(
  tx: DbOrTx,
  outbox: Outbox,
  config: Pick<Config, 'publicUrl'>,
  schId: bigint,
  ids: readonly bigint[],
  usernames: readonly string[],
  passwords: readonly string[],
) {
  const issued = ids.map((userId, i) => ({
    userId,
    username: must(usernames[i]),
    password: must(passwords[i]),
  }));
  await notify(tx, outbox, oneTimePasswordNotice(schId, issued, new Date(), config));
}

/** The import's outcome: a login slip per person added, in row order. */
export async function imported(
  db: DbOrTx,
  schId: bigint,
  ids: bigint[],
  passwords: string[],
): Promise<ImportAttributes> {
  const issuedAt = new Date();
  const people = await peopleByIds(db, schId, ids);
  return {
    dry_run: false,
    rows: ids.length,
    errors: {},
    slips: ids.map((id, i) => loginSlip(must(people.get(id)), must(passwords[i]), issuedAt)),
  };
}

/** The answer to an import: the dry run's finding, or `added` (how many were written). */
export function importAnswer(outcome: ImportAttributes, added: (count: number) => string) {
  const problems = Object.keys(outcome.errors).length;
  if (!outcome.dry_run) return item(outcome, added(outcome.rows));
  return item(outcome, problems ? problemsFound(problems) : 'Every row is ready.');
}
