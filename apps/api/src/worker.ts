/**
 * `pnpm worker`: delivers the outbox alone, for deployments with several API instances
 * (started with DELIVERY_WORKER=off). Several workers may share one PostgreSQL database:
 * pg-boss gives each job to one of them.
 */
import { loadConfig } from './config.ts';
import { openDatabase, pgliteDirFor } from './db/client.ts';
import { startPaymentChecks } from './finance/online-payments/payment-checks.ts';
import { startDelivery } from './messages/delivery.ts';
import { openOutbox } from './messages/outbox.ts';

const config = loadConfig();
if (!config.databaseUrl) {
  console.error(
    'pnpm worker needs DATABASE_URL: the embedded PGlite has one connection, and the server delivers its own messages.',
  );
  process.exit(1);
}
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: pgliteDirFor(config.dataDir),
  poolSize: 4,
});
await database.migrate();
const outbox = await openOutbox(database, { superviseSeconds: config.queueSuperviseSeconds });
const delivery = await startDelivery(outbox, database.db, config);
const paymentChecks = await startPaymentChecks(outbox, database.db, config);
console.log(
  `Delivering messages (${config.smtpUrl ? 'mail by SMTP' : "mail to the portal's mailbox"}).`,
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`${signal}: finishing the messages in hand`);
  try {
    await delivery.stop();
    await paymentChecks.stop();
    await outbox.stop();
    await database.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
