/**
 * What bench/finance/run.ts needs from the server's code: many payments at once, bulk inserted
 * with the server's own schema and ledger rules (receipt numbers from the counter, one
 * `payment` entry each), for the summaries over a busy term.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client.ts';
import { financeInvoices, financeLedger, financePayments } from '../../apps/api/src/db/schema.ts';
import { allocateNumbers, documentNumber } from '../../apps/api/src/finance/ledger.queries.ts';

/** `perInvoice` cash payments of a quarter of the total on every invoice of the term. */
export async function addBenchPayments(
  database: Database,
  at: { schId: bigint; actorId: bigint },
  period: { term: 'First Term' | 'Second Term' | 'Third Term'; session: string },
  perInvoice: number,
): Promise<number> {
  return database.db.transaction(async (tx) => {
    const invoices = await tx
      .select({
        id: financeInvoices.id,
        campusId: financeInvoices.campusId,
        total: sql<string>`(select sum(case when l.kind = 'discount' then -l.amount else l.amount end)
          from finance_ledger l where l.sch_id = ${financeInvoices.schId}
            and l.invoice_id = ${financeInvoices.id}
            and l.kind in ('invoice_issued', 'adjustment', 'discount'))`,
      })
      .from(financeInvoices)
      .where(
        and(
          eq(financeInvoices.schId, at.schId),
          eq(financeInvoices.term, period.term),
          eq(financeInvoices.session, period.session),
        ),
      );
    const wanted = invoices.flatMap((invoice) =>
      Array.from({ length: perInvoice }, () => ({
        invoice,
        amount: Math.max(1, Math.floor(Number(invoice.total) / (perInvoice + 1))),
      })),
    );
    const first = await allocateNumbers(tx, at.schId, period.session, 'receipt', wanted.length);
    for (let start = 0; start < wanted.length; start += 2000) {
      const chunk = wanted.slice(start, start + 2000);
      const rows = await tx
        .insert(financePayments)
        .values(
          chunk.map((p, i) => ({
            schId: at.schId,
            invoiceId: p.invoice.id,
            receiptNo: documentNumber('receipt', period.session, first + start + i),
            recordedBy: at.actorId,
          })),
        )
        .returning({ id: financePayments.id });
      await tx.insert(financeLedger).values(
        chunk.map((p, i) => ({
          schId: at.schId,
          kind: 'payment' as const,
          campusId: p.invoice.campusId,
          ...period,
          invoiceId: p.invoice.id,
          paymentId: (rows[i] as { id: bigint }).id,
          amount: p.amount,
          actorId: at.actorId,
          method: 'cash' as const,
          occurredOn: '2025-09-15',
        })),
      );
    }
    return wanted.length;
  });
}
