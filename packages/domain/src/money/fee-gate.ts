/**
 * Fee-gated results (issue 29): a school may hold a student's result for a term while the
 * student owes more than a threshold for that term. The owed balance is what the term's
 * invoices charge less what was paid on them, each invoice as its ledger reads it.
 */

/** The school's setting: off by default; the threshold is in kobo. */
export interface FeeGate {
  enabled: boolean;
  threshold: number;
}

/** What a student owes for a term: Σ (total − paid) over the term's invoices. */
export function termOwed(invoices: readonly { total: number; paid: number }[]): number {
  return invoices.reduce((sum, invoice) => sum + invoice.total - invoice.paid, 0);
}

/**
 * Whether the term's result is held: the gate is on, the student owes above its threshold
 * (owing exactly the threshold is not held), and the student is not exempted for the term.
 */
export function resultHeld(gate: FeeGate, owed: number, exempted: boolean): boolean {
  return gate.enabled && !exempted && owed > gate.threshold;
}
