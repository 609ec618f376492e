/** A guardian as the contract answers it, from its row and its links. */
import type { Schema } from '@schoolmates/sdk';
import type { QueryOf } from '../contract.ts';
import type { DbOrTx } from '../db/client.ts';
import { optionalId, pageMeta, paging } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { childrenOf, type GuardianRow, guardianOf, guardiansPage } from './guardians.queries.ts';

type Link = Awaited<ReturnType<typeof childrenOf>>[number];

function guardianRecord(row: GuardianRow, links: readonly Link[]): Schema<'Guardian'> {
  return {
    id: String(row.id),
    surname: row.surname,
    firstname: row.firstname,
    email: row.email,
    phone: row.phone,
    whatsapp: row.whatsapp,
    username: row.username,
    signed_in: row.signedIn,
    opted_out: row.optedOut,
    children: links.map((link) => ({
      student_id: String(link.studentId),
      student_fullname: link.studentName,
      admission_number: link.admissionNumber,
      class_name: link.className,
      sub_class: link.subClass,
      relationship: link.relationship,
      fee_contact: link.feeContact,
    })),
  };
}

/** The records of these rows, their children read in one query. */
async function guardianRecords(db: DbOrTx, schId: bigint, rows: readonly GuardianRow[]) {
  const links = await childrenOf(
    db,
    schId,
    rows.map((r) => r.id),
  );
  return rows.map((row) =>
    guardianRecord(
      row,
      links.filter((l) => l.guardianId === row.id),
    ),
  );
}

/** A page of the school's guardians, found by name or by a child. */
export async function guardianList(db: DbOrTx, schId: bigint, query: QueryOf<'listGuardians'>) {
  const page = paging(query);
  const filter = { search: query.search, studentId: optionalId(query.student_id) };
  const { rows, total } = await guardiansPage(db, schId, filter, page);
  return { records: await guardianRecords(db, schId, rows), meta: pageMeta(page, total) };
}

/** One guardian of the school as a record; 404 when there is none. */
export async function guardianRecordOf(db: DbOrTx, schId: bigint, id: bigint) {
  const row = await guardianOf(db, schId, id);
  if (!row) throw notFound('Guardian');
  const [record] = await guardianRecords(db, schId, [row]);
  if (!record) throw notFound('Guardian');
  return record;
}
