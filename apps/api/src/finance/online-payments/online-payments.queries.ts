/** The rows of paying online (db/online-payments-schema.ts); every statement names its school. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  financeInvoices,
  financePayments,
  onlinePaymentEvents,
  onlinePaymentSettings,
  onlineTransactions,
  users,
} from '../../db/schema.ts';
import type { Provider } from './providers.ts';

export type SettingsRow = typeof onlinePaymentSettings.$inferSelect;
export type TransactionRow = typeof onlineTransactions.$inferSelect;
export type Status = TransactionRow['status'];

export async function settingsOf(db: DbOrTx, schId: bigint): Promise<SettingsRow[]> {
  return db
    .select()
    .from(onlinePaymentSettings)
    .where(eq(onlinePaymentSettings.schId, schId))
    .orderBy(onlinePaymentSettings.provider);
}

export async function settingOf(
  db: DbOrTx,
  schId: bigint,
  provider: Provider,
  options: { forUpdate?: boolean } = {},
): Promise<SettingsRow | undefined> {
  const query = db
    .select()
    .from(onlinePaymentSettings)
    .where(
      and(eq(onlinePaymentSettings.schId, schId), eq(onlinePaymentSettings.provider, provider)),
    );
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
}

export async function saveSettings(
  db: DbOrTx,
  row: typeof onlinePaymentSettings.$inferInsert & { updatedAt: Date },
): Promise<SettingsRow> {
  const { schId, provider, ...rest } = row;
  const [saved] = await db
    .insert(onlinePaymentSettings)
    .values(row)
    .onConflictDoUpdate({
      target: [onlinePaymentSettings.provider, onlinePaymentSettings.schId],
      set: rest,
    })
    .returning();
  if (!saved) throw new Error(`payment settings of school ${schId} (${provider}) not saved`);
  return saved;
}

export async function insertTransaction(
  db: DbOrTx,
  row: typeof onlineTransactions.$inferInsert,
): Promise<TransactionRow | undefined> {
  const [saved] = await db.insert(onlineTransactions).values(row).onConflictDoNothing().returning();
  return saved;
}

export async function transactionOf(
  db: DbOrTx,
  schId: bigint,
  provider: Provider | undefined,
  reference: string,
  options: { forUpdate?: boolean } = {},
): Promise<TransactionRow | undefined> {
  const query = db
    .select()
    .from(onlineTransactions)
    .where(
      and(
        eq(onlineTransactions.schId, schId),
        eq(onlineTransactions.reference, reference),
        provider ? eq(onlineTransactions.provider, provider) : undefined,
      ),
    )
    .limit(1);
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
}

export async function updateTransaction(
  db: DbOrTx,
  row: Pick<TransactionRow, 'schId' | 'id'>,
  set: Partial<typeof onlineTransactions.$inferInsert>,
): Promise<TransactionRow> {
  const [saved] = await db
    .update(onlineTransactions)
    .set(set)
    .where(and(eq(onlineTransactions.schId, row.schId), eq(onlineTransactions.id, row.id)))
    .returning();
  if (!saved) throw new Error(`online transaction ${row.id} not updated`);
  return saved;
}

/** Takes the event for processing; false when it was taken before (a replay). */
export async function claimEvent(
  db: DbOrTx,
  row: { schId: bigint; provider: Provider; eventId: string; transactionId: bigint | null },
): Promise<boolean> {
  const taken = await db
    .insert(onlinePaymentEvents)
    .values(row)
    .onConflictDoNothing()
    .returning({ eventId: onlinePaymentEvents.eventId });
  return taken.length > 0;
}

export async function eventSeen(
  db: DbOrTx,
  schId: bigint,
  provider: Provider,
  eventId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ eventId: onlinePaymentEvents.eventId })
    .from(onlinePaymentEvents)
    .where(
      and(
        eq(onlinePaymentEvents.schId, schId),
        eq(onlinePaymentEvents.provider, provider),
        eq(onlinePaymentEvents.eventId, eventId),
      ),
    );
  return row !== undefined;
}

export async function payerEmail(
  db: DbOrTx,
  schId: bigint,
  userId: bigint,
): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.schId, schId), eq(users.id, userId)));
  return row?.email ?? null;
}

export interface TransactionListRow extends TransactionRow {
  receiptNo: string | null;
  campusId: bigint | null;
}

const listed = {
  transaction: onlineTransactions,
  receiptNo: financePayments.receiptNo,
  campusId: financeInvoices.campusId,
};

/** The school's transactions with their ledger payment's receipt, newest first. */
export async function listTransactions(
  db: DbOrTx,
  schId: bigint,
  filters: {
    status?: Status | undefined;
    reference?: string | undefined;
    campusId?: bigint | null;
  },
  limit = 500,
): Promise<TransactionListRow[]> {
  const rows = await db
    .select(listed)
    .from(onlineTransactions)
    .leftJoin(
      financePayments,
      and(
        eq(financePayments.schId, onlineTransactions.schId),
        eq(financePayments.id, onlineTransactions.paymentId),
      ),
    )
    .leftJoin(
      financeInvoices,
      and(
        eq(financeInvoices.schId, onlineTransactions.schId),
        eq(financeInvoices.id, onlineTransactions.invoiceId),
      ),
    )
    .where(
      and(
        eq(onlineTransactions.schId, schId),
        filters.status ? eq(onlineTransactions.status, filters.status) : undefined,
        filters.reference ? eq(onlineTransactions.reference, filters.reference) : undefined,
        filters.campusId
          ? sql`(${financeInvoices.campusId} = ${filters.campusId} or ${onlineTransactions.invoiceId} is null)`
          : undefined,
      ),
    )
    .orderBy(desc(onlineTransactions.createdAt), desc(onlineTransactions.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row.transaction,
    receiptNo: row.receiptNo,
    campusId: row.campusId,
  }));
}

/** Transactions still `initialized` after `olderThan`, of every school (the scheduled check). */
export async function staleTransactions(
  db: DbOrTx,
  schId: bigint,
  olderThan: Date,
  limit = 100,
): Promise<TransactionRow[]> {
  return db
    .select()
    .from(onlineTransactions)
    .where(
      and(
        eq(onlineTransactions.schId, schId),
        eq(onlineTransactions.status, 'initialized'),
        sql`${onlineTransactions.createdAt} < ${olderThan.toISOString()}`,
      ),
    )
    .orderBy(onlineTransactions.createdAt)
    .limit(limit);
}
