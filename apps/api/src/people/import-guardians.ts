/**
 * The optional guardian columns of a student import (issue 28): each row's guardian checked
 * cell by cell (problems at `rows.N.guardian_*`, like the other cells), rows naming the same
 * phone or e-mail taken as one guardian, and each guardian matched against the school's by
 * phone or e-mail, so the preview says which are new. The import then links or makes each
 * guardian once, in its transaction (`linkOrMakeGuardian`, as the Guardians page does).
 */
import type { Schema } from '@schoolmates/sdk';
import type { Config } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { must } from '../db/rows.ts';
import { GUARDIAN_RELATIONSHIPS } from '../db/values.ts';
import { linkOrMakeGuardian } from '../guardians/add-guardian.ts';
import { type Contacts, checkReachable, contactsOf } from '../guardians/contacts.ts';
import { type FieldErrors, HttpError } from '../http/errors.ts';
import type { Outbox } from '../messages/outbox.ts';
import { accountsWithContacts } from './import.queries.ts';
import { cellText, looksLikeEmail, rowCells } from './import-cells.ts';

type Row = Schema<'StudentImportRow'>;
type Field = keyof Row;
type Relationship = Schema<'GuardianRelationship'>;

export interface ImportGuardian {
  surname: string;
  firstname: string;
  contacts: Contacts;
  /** The rows (from 0) naming this guardian, each a student to link. */
  links: { row: number; relationship: Relationship; feeContact: boolean }[];
  /** The school's guardian with this phone or e-mail, linked instead of a copy. */
  existing: bigint | undefined;
}

const GUARDIAN_FIELDS = [
  'guardian_surname',
  'guardian_firstname',
  'guardian_relationship',
  'guardian_phone',
  'guardian_email',
  'guardian_whatsapp',
  'guardian_fee_contact',
] as const satisfies readonly Field[];
const YES: readonly string[] = ['yes', 'y', 'true', '1', 'x'];
const NO: readonly string[] = ['no', 'n', 'false', '0'];

/** Runs a check that throws 422; its field errors join `errors` instead (null answered). */
function collected<T>(errors: FieldErrors, check: () => T): T | null {
  try {
    return check();
  } catch (error) {
    if (!(error instanceof HttpError) || !error.errors) throw error;
    for (const [key, messages] of Object.entries(error.errors)) {
      errors[key] = [...(errors[key] ?? []), ...messages];
    }
    return null;
  }
}

/** One row's guardian, checked; null when the row names none or its guardian has a problem. */
function rowGuardian(errors: FieldErrors, i: number, row: Row, studentEmails: Map<string, number>) {
  if (!GUARDIAN_FIELDS.some((f) => cellText(row[f]) !== null)) return null;
  const before = Object.keys(errors).length;
  const cell = rowCells<Field>(errors, i, row);
  const surname = cell.required('guardian_surname');
  const firstname = cell.required('guardian_firstname');
  const relationship = cell.text('guardian_relationship')?.toLowerCase() ?? 'guardian';
  if (!(GUARDIAN_RELATIONSHIPS as readonly string[]).includes(relationship)) {
    cell.problem('guardian_relationship', 'must be mother, father, guardian or sponsor');
  }
  const fee = cell.text('guardian_fee_contact')?.toLowerCase() ?? 'no';
  if (!YES.includes(fee) && !NO.includes(fee))
    cell.problem('guardian_fee_contact', 'must be yes or no');
  const email = cell.text('guardian_email');
  if (email !== null && !looksLikeEmail(email)) cell.problem('guardian_email', 'is not an e-mail');
  else if (email !== null && studentEmails.has(email.toLowerCase())) {
    cell.problem(
      'guardian_email',
      `is the e-mail of the student on row ${(studentEmails.get(email.toLowerCase()) ?? 0) + 1}`,
    );
  }
  const field = (name: string) => `rows.${i}.guardian_${name}`;
  const contacts = collected(errors, () => {
    const typed = contactsOf(
      { email, phone: cell.text('guardian_phone'), whatsapp: cell.text('guardian_whatsapp') },
      field,
    );
    const checked = { email: typed.email ?? null, phone: typed.phone ?? null, whatsapp: null };
    checkReachable(checked, field);
    return { ...checked, whatsapp: typed.whatsapp ?? null };
  });
  if (contacts === null || Object.keys(errors).length > before) return null;
  return {
    surname,
    firstname,
    contacts,
    link: { row: i, relationship: relationship as Relationship, feeContact: YES.includes(fee) },
  };
}

/**
 * The file's guardians, one per person however many rows name them, each matched against the
 * school's; problems join `errors`. `studentEmails` are the file's students' e-mails by row.
 */
export async function checkImportGuardians(
  db: DbOrTx,
  schId: bigint,
  rows: readonly Row[],
  errors: FieldErrors,
  studentEmails: readonly (string | null)[],
): Promise<ImportGuardian[]> {
  const emailRows = new Map<string, number>();
  studentEmails.forEach((e, i) => {
    if (e !== null && !emailRows.has(e.toLowerCase())) emailRows.set(e.toLowerCase(), i);
  });
  const guardians: (ImportGuardian & { firstRow: number })[] = [];
  const byEmail = new Map<string, (typeof guardians)[number]>();
  const byPhone = new Map<string, (typeof guardians)[number]>();
  rows.forEach((row, i) => {
    const typed = rowGuardian(errors, i, row, emailRows);
    if (!typed) return;
    const { problem } = rowCells<Field>(errors, i, row);
    const email = typed.contacts.email?.toLowerCase() ?? null;
    const phone = typed.contacts.phone;
    const viaEmail = email === null ? undefined : byEmail.get(email);
    const viaPhone = phone === null ? undefined : byPhone.get(phone);
    if (viaEmail && viaPhone && viaEmail !== viaPhone) {
      problem(
        'guardian_phone',
        `is the phone of the guardian on row ${viaPhone.firstRow + 1}, the e-mail of the one on row ${viaEmail.firstRow + 1}`,
      );
      return;
    }
    const same = viaEmail ?? viaPhone;
    if (!same) {
      const guardian = { ...typed, links: [typed.link], existing: undefined, firstRow: i };
      guardians.push(guardian);
      if (email !== null) byEmail.set(email, guardian);
      if (phone !== null) byPhone.set(phone, guardian);
      return;
    }
    // The same guardian as an earlier row: its other contact may not name someone else.
    const known = same.contacts;
    if (email !== null && known.email !== null && known.email.toLowerCase() !== email) {
      problem('guardian_email', `differs from row ${same.firstRow + 1}, the same guardian's phone`);
      return;
    }
    if (phone !== null && known.phone !== null && known.phone !== phone) {
      problem(
        'guardian_phone',
        `differs from row ${same.firstRow + 1}, the same guardian's e-mail`,
      );
      return;
    }
    known.email ??= typed.contacts.email;
    known.phone ??= typed.contacts.phone;
    known.whatsapp ??= typed.contacts.whatsapp;
    if (email !== null) byEmail.set(email, same);
    if (phone !== null) byPhone.set(phone, same);
    same.links.push(typed.link);
  });

  const accounts = await accountsWithContacts(db, schId, [...byEmail.keys()], [...byPhone.keys()]);
  for (const guardian of guardians) {
    const email = guardian.contacts.email?.toLowerCase() ?? null;
    const phone = guardian.contacts.phone;
    // The lowest id first, as `guardianByContact` picks when the import links.
    const match = accounts.find(
      (a) =>
        a.kind === 'guardian' &&
        ((email !== null && a.email === email) || (phone !== null && a.phone === phone)),
    );
    guardian.existing = match?.id;
    if (!match && email !== null && accounts.some((a) => a.email === email)) {
      const row = guardian.links.find(
        (l) => cellText(rows[l.row]?.guardian_email)?.toLowerCase() === email,
      );
      const errorsOfRow = rowCells<Field>(errors, row?.row ?? guardian.firstRow, {});
      errorsOfRow.problem('guardian_email', 'already belongs to an account that is not a guardian');
    }
  }
  return guardians;
}

/** In the import's transaction: each guardian linked to their new students, or made and invited. */
export async function linkImportGuardians(
  tx: DbOrTx,
  outbox: Outbox,
  config: Pick<Config, 'publicUrl'>,
  at: { schId: bigint; campusId: bigint },
  guardians: readonly ImportGuardian[],
  studentIds: readonly bigint[],
  passwordHash: string,
) {
  const linked: { id: bigint; matched: boolean }[] = [];
  for (const guardian of guardians) {
    const outcome = await linkOrMakeGuardian(
      tx,
      outbox,
      config,
      at,
      {
        surname: guardian.surname,
        firstname: guardian.firstname,
        contacts: guardian.contacts,
        links: guardian.links.map((l) => ({
          studentId: must(studentIds[l.row]),
          relationship: l.relationship,
          feeContact: l.feeContact,
        })),
      },
      passwordHash,
    );
    linked.push(outcome);
  }
  return linked;
}

/** The file's guardians as the answer shows them: as checked, or as linked by the import. */
export function importedGuardians(
  guardians: readonly ImportGuardian[],
  linked?: readonly { id: bigint; matched: boolean }[],
): Schema<'ImportedGuardian'>[] {
  return guardians.map((g, i) => {
    const id = linked?.[i]?.id ?? g.existing;
    return {
      id: id === undefined ? null : String(id),
      surname: g.surname,
      firstname: g.firstname,
      email: g.contacts.email,
      phone: g.contacts.phone,
      rows: g.links.map((l) => l.row),
      matched: linked?.[i]?.matched ?? g.existing !== undefined,
    };
  });
}
