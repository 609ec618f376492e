/**
 * Using a student's credit (issue 29: "the excess becomes a credit on the student's account,
 * which the next invoice uses"): in the transaction that issues invoices (issue-invoices.ts) or
 * adds a fee to invoices already made (add-fee-to-invoices.ts), what a student who holds credit
 * newly owes on an invoice (all of a new one, a fee added) is paid from it, as far as it goes,
 * through the bursar's payment code
 * (a receipt number, a `payment` ledger entry into the bank the money sits in, the receipt
 * through the outbox), and the credit row that takes it back names that payment. So the
 * invoice, the statement and the six summaries read the used credit as money received on the
 * invoice it paid, once: the students' rows are locked before the credit is read
 * (credits.queries.ts), so two invoices made at once take turns.
 */
import type { Auth } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import type { Outbox } from '../messages/outbox.ts';
import type { FinanceScope } from './access.ts';
import { creditsHeld, insertCredit, lockStudents } from './credits.queries.ts';
import { recordPayment } from './record-payment.ts';

const CREDIT_REMARK = "Paid from the student's credit (an earlier payment above the balance)";

/**
 * Pays up to `owed` of each invoice from its student's credit; answers what the credit paid,
 * by invoice (none for most).
 */
export async function applyCredit(
  tx: DbOrTx,
  outbox: Outbox,
  config: Pick<Config, 'publicUrl'>,
  auth: Auth,
  scope: FinanceScope,
  invoices: readonly { id: bigint; studentId: bigint; owed: number }[],
): Promise<Map<bigint, number>> {
  const paid = new Map<bigint, number>();
  const students = [...new Set(invoices.map((invoice) => invoice.studentId))];
  // Most students hold none: only those who did are locked and read again.
  const holding = [
    ...new Set((await creditsHeld(tx, scope.schId, students)).map((c) => c.studentId)),
  ];
  if (holding.length === 0) return paid;
  await lockStudents(tx, scope.schId, holding);
  const held = await creditsHeld(tx, scope.schId, holding);
  for (const invoice of invoices) {
    let owed = invoice.owed;
    for (const credit of held) {
      if (credit.studentId !== invoice.studentId || credit.amount === 0 || owed === 0) continue;
      const used = Math.min(credit.amount, owed);
      const payment = await recordPayment(
        tx,
        outbox,
        config,
        auth,
        scope,
        {
          invoice_id: String(invoice.id),
          amount_paid: used,
          payment_method: 'transfer',
          bank_id: String(credit.bankId),
          remark: CREDIT_REMARK,
        },
        // The invoice's own write (its key, its unique term) keeps this from running twice.
        async () => {},
      );
      await insertCredit(tx, {
        schId: scope.schId,
        studentId: invoice.studentId,
        amount: -used,
        bankId: credit.bankId,
        paymentId: BigInt(payment.data.id),
      });
      credit.amount -= used;
      owed -= used;
      paid.set(invoice.id, (paid.get(invoice.id) ?? 0) + used);
    }
  }
  return paid;
}
