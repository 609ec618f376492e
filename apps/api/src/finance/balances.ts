/**
 * What an invoice charges and what was paid on it, as SQL over its ledger entries `l`: the one
 * definition finance's own reads and other areas' (a family's balance, the fee gate) sum.
 */
import { sql } from 'drizzle-orm';

/** Σ of one invoice's ledger entries `l`: what it charges (gross − discounts). */
export const chargedSum = sql`coalesce(sum(case when l.kind in ('invoice_issued', 'adjustment')
  then l.amount when l.kind = 'discount' then -l.amount else 0 end), 0)`;
/** Σ of one invoice's ledger entries `l`: what was paid on it, corrections and reversals counted. */
export const paidSum = sql`coalesce(sum(l.amount) filter (where l.kind in
  ('payment', 'payment_correction', 'reversal')), 0)`;
