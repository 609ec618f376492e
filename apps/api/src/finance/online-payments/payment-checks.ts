/**
 * The scheduled check of online payments (issue 29 point 4): a transaction still `initialized`
 * an hour after its checkout started is asked about at the provider and settled as a webhook
 * would settle it (a payer who paid while the webhook was lost is credited; a failed one is
 * flagged; an abandoned one stays). It runs on the outbox's pg-boss as a job of its own queue
 * that queues its next run when done (a `stately` queue keeps one waiting), where the outbox is
 * delivered (`pnpm start`, or `pnpm worker` when DELIVERY_WORKER=off).
 */
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { schools } from '../../db/schema.ts';
import type { JobOutbox, Outbox } from '../../messages/outbox.ts';
import { settingOf, staleTransactions } from './online-payments.queries.ts';
import { openKeys, PAYMENT_PROVIDERS } from './provider-settings.ts';
import { type Outcome, settle } from './settle.ts';

export const PAYMENT_CHECKS_QUEUE = 'online-payment-checks';
/** How long a checkout is left to its webhook before the provider is asked. */
export const STALE_AFTER_MS = 60 * 60 * 1000;
const EVERY_SECONDS = 15 * 60;

/** Verifies every school's transactions initialized before an hour ago; answers what came of each. */
export async function checkStalePayments(
  db: Db,
  outbox: Outbox,
  config: Config,
  now = new Date(),
  log: (message: string) => void = console.error,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const before = new Date(now.getTime() - STALE_AFTER_MS);
  for (const school of await db.select({ id: schools.id }).from(schools)) {
    for (const row of await staleTransactions(db, school.id, before)) {
      try {
        const settings = await settingOf(db, row.schId, row.provider);
        if (!settings) continue;
        const answer = await PAYMENT_PROVIDERS[row.provider].verify(
          config,
          openKeys(config, settings),
          { reference: row.reference, providerId: undefined },
        );
        const settled = await settle(
          db,
          outbox,
          config,
          settings,
          row.reference,
          answer,
          undefined,
        );
        outcomes.push(settled.outcome);
      } catch (error) {
        log(`online payment ${row.reference} not checked: ${(error as Error).message}`);
      }
    }
  }
  return outcomes;
}

export interface PaymentChecks {
  stop(): Promise<void>;
}

/** Starts the checks on the outbox's pg-boss: one run now, then every 15 minutes. */
export async function startPaymentChecks(
  outbox: JobOutbox,
  db: Db,
  config: Config,
): Promise<PaymentChecks> {
  const { boss } = outbox;
  await boss.createQueue(PAYMENT_CHECKS_QUEUE, { policy: 'stately', expireInSeconds: 600 });
  // Queued before the worker starts, so its first fetch takes it (a stately queue keeps one).
  await boss.send(PAYMENT_CHECKS_QUEUE, {});
  const workId = await boss.work(PAYMENT_CHECKS_QUEUE, { pollingIntervalSeconds: 30 }, async () => {
    try {
      await checkStalePayments(db, outbox, config);
    } finally {
      await boss.send(PAYMENT_CHECKS_QUEUE, {}, { startAfter: EVERY_SECONDS });
    }
  });
  return {
    stop: () => boss.offWork(PAYMENT_CHECKS_QUEUE, { id: workId, wait: true }),
  };
}
