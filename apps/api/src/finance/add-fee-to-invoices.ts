/**
 * Adding a new fee to the invoices already made (issue 29, point 6): of a class arm, a class or
 * every invoice of the fee's term and session that the fee applies to, in one step. Each change
 * is an adjustment, as an item change after a payment is (finance/update-invoice.ts): a new
 * version of the lines with the fee last, and one `adjustment` entry in the ledger with the
 * reason, so the invoice's history, its figures and the six summaries follow. Credit a student
 * holds pays the fee added, as it pays a new invoice (apply-credit.ts). `preview` writes nothing
 * and shows what each invoice would become (credit left out).
 */
import { outstandingOf } from '@schoolmates/domain/money';
import type { components } from '@schoolmates/sdk';
import type { Auth } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { record } from '../http/envelope.ts';
import { invalid, notFound } from '../http/errors.ts';
import type { Outbox } from '../messages/outbox.ts';
import { canSee, type FinanceScope } from './access.ts';
import { addFeeLine, type InvoiceForFee, invoicesForFee } from './added-fees.queries.ts';
import { applyCredit } from './apply-credit.ts';
import { type FeeRow, feeApplies, feeRow, feesOfTerm } from './fees.queries.ts';
import { appendLedger, invoicesOfClass } from './ledger.queries.ts';

type S = components['schemas'];

/** The fee's campus must be the caller's (a superadmin's: any of the school's). */
async function visibleFee(db: DbOrTx, scope: FinanceScope, id: bigint): Promise<FeeRow> {
  const fee = await feeRow(db, scope.schId, id);
  if (!fee || !canSee(scope, fee)) throw notFound('Fee');
  return fee;
}

export async function addFeeToInvoices(
  db: DbOrTx,
  outbox: Outbox,
  config: Pick<Config, 'publicUrl'>,
  auth: Auth,
  scope: FinanceScope,
  input: S['InvoiceAddFeeInput'],
): Promise<S['InvoiceAddFeeAnswer']> {
  if (input.sub_class !== undefined && input.class_id === undefined) {
    throw invalid({ sub_class: ['needs class_id'] });
  }
  const fee = await visibleFee(db, scope, BigInt(input.fee_id));
  const [termFee] = (
    await feesOfTerm(db, scope.schId, [fee.campusId], fee.term, fee.session)
  ).filter((f) => f.fee.id === fee.id);
  if (!termFee) throw notFound('Fee');
  const ofClass =
    input.class_id === undefined ? undefined : invoicesOfClass(BigInt(input.class_id));
  const preview = input.preview ?? false;
  const run = async (tx: DbOrTx) => {
    const found = (await invoicesForFee(tx, fee, ofClass, input.sub_class, !preview)).filter(
      // A preschool's invoice has no class: only a fee for every class applies to it.
      (invoice) => feeApplies(termFee, invoice.classId),
    );
    const adding = found.filter((invoice) => !invoice.hasFee);
    if (!preview && adding.length > 0) {
      await addFeeLine(
        tx,
        fee,
        adding.map((invoice) => invoice.id),
      );
      await appendLedger(
        tx,
        adding.map((invoice) => ({
          schId: scope.schId,
          campusId: fee.campusId,
          term: fee.term,
          session: fee.session,
          invoiceId: invoice.id,
          actorId: auth.userId,
          kind: 'adjustment' as const,
          amount: fee.amount,
          reason: input.reason,
        })),
      );
    }
    const fromCredit = preview
      ? new Map<bigint, number>()
      : await applyCredit(
          tx,
          outbox,
          config,
          auth,
          scope,
          adding.map((invoice) => ({ ...invoice, owed: fee.amount })),
        );
    return found.map((invoice) => ({
      ...invoice,
      paid: invoice.paid + (fromCredit.get(invoice.id) ?? 0),
    }));
  };
  const found = preview ? await run(db) : await db.transaction(run);
  const data = found.map((invoice) => line(invoice, fee, preview));
  const added = found.filter((invoice) => !invoice.hasFee).length;
  return {
    data,
    meta: {
      preview,
      invoices: found.length,
      added,
      skipped: found.length - added,
      total_added: added * fee.amount,
    },
  };
}

function line(invoice: InvoiceForFee, fee: FeeRow, preview: boolean) {
  const outcome: S['InvoiceAddFeeOutcome'] = invoice.hasFee
    ? 'has_fee'
    : preview
      ? 'would_add'
      : 'added';
  const newTotal = invoice.hasFee ? invoice.total : invoice.total + fee.amount;
  return record(invoice.id, {
    outcome,
    invoice_id: String(invoice.id),
    invoice_no: invoice.invoiceNo,
    student_id: String(invoice.studentId),
    fullname: invoice.fullname,
    admission_number: invoice.admissionNumber ?? '',
    class_name: invoice.className,
    sub_class: invoice.subClass,
    previous_total: invoice.total,
    new_total: newTotal,
    amount_paid: invoice.paid,
    outstanding: outstandingOf(newTotal, invoice.paid),
  });
}
