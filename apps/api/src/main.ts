/**
 * `pnpm start`: reads the environment, opens the database (PGlite under DATA_DIR unless
 * DATABASE_URL is set), applies migrations, seeds an empty database with the demo school,
 * keeps PGlite's planner statistics (ANALYZE, as autovacuum would on PostgreSQL), and serves
 * the API (and the web app when built) on HOST:PORT (default 127.0.0.1:3000).
 */
import { rmSync } from 'node:fs';
import { buildApp } from './app.ts';
import { postgresSessionChanges } from './auth/session-changes.ts';
import { loadConfig } from './config.ts';
import { openDatabase, pgliteDirFor } from './db/client.ts';
import { startPaymentChecks } from './finance/online-payments/payment-checks.ts';
import { startDelivery } from './messages/delivery.ts';
import { openOutbox } from './messages/outbox.ts';
import { credentialsText, isEmpty } from './seed/demo.ts';
import { seedDemoData } from './seed/demo-data.ts';
import { withServerKey } from './server-key.ts';

// MESSAGES_SECRET_KEY, or on embedded PGlite the data folder's own (server-key.ts).
const config = withServerKey(loadConfig());
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: pgliteDirFor(config.dataDir),
});
await database.migrate();
// The outbox's queue, and its delivery here unless `pnpm worker` delivers apart.
const outbox = await openOutbox(database, {
  maintain: config.deliveryWorker,
  superviseSeconds: config.queueSuperviseSeconds,
});
const seeded = await isEmpty(database.db);
if (seeded) {
  // Ctrl-C while seeding: a half-made demo would never be seeded again (the database is no
  // longer empty), so PGlite's folder goes and the next start seeds afresh.
  const stopSeeding = (signal: NodeJS.Signals) => {
    if (database.kind === 'pglite') rmSync(pgliteDirFor(config.dataDir), { recursive: true });
    console.log(
      `${signal}: stopped while seeding the demo; ${
        database.kind === 'pglite'
          ? 'the next start seeds it again'
          : '`pnpm seed --reset` seeds it'
      }.`,
    );
    process.exit(0);
  };
  process.on('SIGINT', stopSeeding);
  process.on('SIGTERM', stopSeeding);
  await seedDemoData(database.db, config, { progress: (line) => console.log(line), outbox });
  process.off('SIGINT', stopSeeding);
  process.off('SIGTERM', stopSeeding);
}
// PGlite has no autovacuum: without statistics its planner reads whole tables (no-op on PostgreSQL).
await database.analyze();
const analyzing = setInterval(() => {
  database.analyze().catch((error: Error) => console.error(`ANALYZE: ${error.message}`));
}, 60_000);
analyzing.unref();

// Several instances may share PostgreSQL: they tell each other when sessions change.
const sessionChanges = config.databaseUrl
  ? postgresSessionChanges(config.databaseUrl, database, (m) => console.error(m))
  : undefined;
const delivery = config.deliveryWorker
  ? await startDelivery(outbox, database.db, config)
  : undefined;
// Online payments left initialized an hour are asked about where the outbox is delivered.
const paymentChecks = config.deliveryWorker
  ? await startPaymentChecks(outbox, database.db, config)
  : undefined;
const app = await buildApp({ db: database.db, config, outbox, sessionChanges });
await app.listen({ host: config.host, port: config.port });

// Ctrl-C is handled before the ready line is printed: whoever reads it may press it at once.
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  clearInterval(analyzing);
  try {
    await app.close();
    await delivery?.stop();
    await paymentChecks?.stop();
    await outbox.stop();
    await sessionChanges?.close();
    await database.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const url = `http://${shownHost}:${config.port}`;
console.log(
  [
    '',
    `SchoolMates is running at ${url} (API at ${url}/api, database: ${
      database.kind === 'pglite' ? `PGlite in ${pgliteDirFor(config.dataDir)}` : 'PostgreSQL'
    })`,
    seeded ? 'The empty database was seeded with the demo school.' : '',
    // From the process start: migrations, seeding and listening included.
    `${seeded ? 'Demo school' : 'SchoolMates'} ready in ${process.uptime().toFixed(1)} s.`,
    credentialsText(),
    `Try: curl -s ${url}/api/login -H 'content-type: application/json' -d '{"username":"superadmin","password":"demo1234"}'`,
    '',
  ].join('\n'),
);
