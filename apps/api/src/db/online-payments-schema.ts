/**
 * Paying fees online (issue 29), re-exported from schema.ts.
 *
 * - `online_payment_settings`: the superadmin's Paystack or Flutterwave set-up, one row per
 *   provider; the secret key (and Flutterwave's webhook hash) sealed with the server's key
 *   (messages/sealed.ts), never in clear.
 * - `online_transactions`: one row per checkout the server started (its reference names the
 *   school: `<sch_id>-<random>`), and one per webhook naming no transaction (`unmatched`).
 *   Money enters the ledger only through the bursar's payment code; the row keeps the
 *   ledger's payment it became and the provider's last verify answer.
 * - `online_payment_events`: each provider event processed, once: its key is (provider, event
 *   id) within the school, so a replay, or the same event delivered at once, finds it taken.
 * - `student_credits`: a student's credit as signed rows: + what a payment brought above an
 *   invoice's balance, − what a later invoice used (finance/apply-credit.ts), naming the ledger
 *   payment it became. Each row names the bank the money sits in, so a used credit enters the
 *   ledger as a payment into that bank.
 */
import type { Schema } from '@schoolmates/sdk';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns.ts';
import { financeBanks, financeInvoices, financePayments } from './finance-schema.ts';
import { oneOf, sameSchool, schoolKey } from './keys.ts';
import { schools, users } from './school-schema.ts';

import { ONLINE_PAYMENT_PROVIDERS, ONLINE_PAYMENT_STATUSES } from './values.ts';

type Provider = Schema<'OnlinePaymentProvider'>;
type Status = Schema<'OnlinePaymentStatus'>;

const kobo = () => bigint({ mode: 'number' });

export const onlinePaymentSettings = pgTable(
  'online_payment_settings',
  {
    schId: ref()
      .notNull()
      .references(() => schools.id),
    provider: text().$type<Provider>().notNull(),
    enabled: boolean().notNull().default(true),
    publicKey: text().notNull(),
    /** The secret key (Paystack, Flutterwave), sealed. */
    sealedSecretKey: text().notNull(),
    /** Flutterwave: the secret hash its webhooks carry in `verif-hash`, sealed. */
    sealedWebhookHash: text(),
    /** The school's bank the provider settles into (payments enter the ledger as transfers). */
    bankId: ref().notNull(),
    partPayments: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    schoolKey('online_payment_settings', t.provider, t.schId),
    sameSchool('online_payment_settings_bank_fk', t.schId, t.bankId, financeBanks),
    oneOf('online_payment_settings_provider_check', t.provider, ONLINE_PAYMENT_PROVIDERS),
  ],
);

export const onlineTransactions = pgTable(
  'online_transactions',
  {
    id: id(),
    schId: ref()
      .notNull()
      .references(() => schools.id),
    provider: text().$type<Provider>().notNull(),
    reference: text().notNull(),
    /** Null for an unmatched webhook. */
    invoiceId: ref(),
    studentId: ref(),
    /** Who started the checkout (recorded as who recorded the payment). */
    payerId: ref(),
    /** Asked for, kobo. */
    amount: kobo().notNull(),
    /** What the provider's verify answer said was paid. */
    paidAmount: kobo(),
    excess: kobo().notNull().default(0),
    status: text().$type<Status>().notNull(),
    paymentId: ref(),
    flag: text(),
    /** The provider's last verify answer (its `data`), as it came. */
    lastVerify: jsonb(),
    createdAt: createdAt(),
    verifiedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    schoolKey('online_transactions', t.id, t.schId),
    uniqueIndex('online_transactions_reference').on(t.schId, t.provider, t.reference),
    index('online_transactions_status').on(t.schId, t.status, t.createdAt),
    sameSchool('online_transactions_invoice_fk', t.schId, t.invoiceId, financeInvoices),
    sameSchool('online_transactions_student_fk', t.schId, t.studentId, users),
    sameSchool('online_transactions_payer_fk', t.schId, t.payerId, users),
    sameSchool('online_transactions_payment_fk', t.schId, t.paymentId, financePayments),
    oneOf('online_transactions_provider_check', t.provider, ONLINE_PAYMENT_PROVIDERS),
    oneOf('online_transactions_status_check', t.status, ONLINE_PAYMENT_STATUSES),
  ],
);

export const onlinePaymentEvents = pgTable(
  'online_payment_events',
  {
    schId: ref()
      .notNull()
      .references(() => schools.id),
    provider: text().$type<Provider>().notNull(),
    eventId: text().notNull(),
    transactionId: ref(),
    receivedAt: createdAt(),
  },
  (t) => [
    schoolKey('online_payment_events', t.provider, t.eventId, t.schId),
    sameSchool(
      'online_payment_events_transaction_fk',
      t.schId,
      t.transactionId,
      onlineTransactions,
    ),
    oneOf('online_payment_events_provider_check', t.provider, ONLINE_PAYMENT_PROVIDERS),
  ],
);

export const studentCredits = pgTable(
  'student_credits',
  {
    id: id(),
    schId: ref()
      .notNull()
      .references(() => schools.id),
    studentId: ref().notNull(),
    /** Positive: credit gained (an overpayment); negative: credit an invoice used. */
    amount: kobo().notNull(),
    /** The bank the money arrived in (the provider's settlement bank when it was paid). */
    bankId: ref().notNull(),
    /** The online transaction that overpaid (a gain). */
    transactionId: ref(),
    /** The ledger payment the credit became on an invoice (a use). */
    paymentId: ref(),
    createdAt: createdAt(),
  },
  (t) => [
    schoolKey('student_credits', t.id, t.schId),
    index('student_credits_student').on(t.schId, t.studentId),
    sameSchool('student_credits_student_fk', t.schId, t.studentId, users),
    sameSchool('student_credits_bank_fk', t.schId, t.bankId, financeBanks),
    sameSchool('student_credits_transaction_fk', t.schId, t.transactionId, onlineTransactions),
    sameSchool('student_credits_payment_fk', t.schId, t.paymentId, financePayments),
  ],
);
