/**
 * Fee-gated results (issue 29): the school's gate, its exemptions, and what students owe for a
 * term (Σ of the term's invoices' ledger: charged less paid, as finance reads an invoice).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { one, rowsOf } from '../db/rows.ts';
import { resultFeeExemptions, resultFeeGates } from '../db/schema.ts';
import { chargedSum, paidSum } from '../finance/balances.ts';

type Term = (typeof resultFeeExemptions.$inferSelect)['term'];

/** The school's gate row, if it saved one. */
export async function gateRow(db: DbOrTx, schId: bigint) {
  const [row] = await db.select().from(resultFeeGates).where(eq(resultFeeGates.schId, schId));
  return row;
}

/** One gate per school: saving replaces it. */
export async function saveGate(
  db: DbOrTx,
  values: { schId: bigint; enabled: boolean; threshold: number; updatedBy: bigint },
) {
  const { enabled, threshold, updatedBy } = values;
  return one(
    await db
      .insert(resultFeeGates)
      .values(values)
      .onConflictDoUpdate({
        target: [resultFeeGates.schId],
        set: { enabled, threshold, updatedBy, updatedAt: sql`excluded.updated_at` },
      })
      .returning(),
  );
}

/** The exemptions of these students for (term, session). */
export function exemptionsOf(
  db: DbOrTx,
  schId: bigint,
  studentIds: readonly bigint[],
  term: string,
  session: string,
) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(resultFeeExemptions)
    .where(
      and(
        eq(resultFeeExemptions.schId, schId),
        inArray(resultFeeExemptions.studentId, [...studentIds]),
        eq(resultFeeExemptions.term, term as Term),
        eq(resultFeeExemptions.session, session),
      ),
    );
}

export async function insertExemption(db: DbOrTx, values: typeof resultFeeExemptions.$inferInsert) {
  return one(await db.insert(resultFeeExemptions).values(values).returning());
}

/** Σ charged and Σ paid of each student's invoices of (term, session); none: absent. */
export async function owedOf(
  db: DbOrTx,
  schId: bigint,
  studentIds: readonly bigint[],
  term: string,
  session: string,
): Promise<Map<bigint, { total: number; paid: number }>> {
  if (studentIds.length === 0) return new Map();
  const ids = sql.join(
    studentIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = rowsOf<{ student_id: string; total: string; paid: string }>(
    await db.execute(sql`
      select i.student_id, ${chargedSum} as total, ${paidSum} as paid
      from finance_invoices i
      join finance_ledger l on l.sch_id = i.sch_id and l.invoice_id = i.id
      where i.sch_id = ${schId} and i.student_id in (${ids})
        and i.term = ${term} and i.session = ${session}
      group by i.student_id`),
  );
  return new Map(
    rows.map((r) => [BigInt(r.student_id), { total: Number(r.total), paid: Number(r.paid) }]),
  );
}
