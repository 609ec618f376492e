/**
 * `pnpm seed` seeds an empty database with the demo school; `pnpm seed --reset` wipes every
 * row and every uploaded file first and seeds again; `--today YYYY-MM-DD` dates the demo from
 * that day instead of today (the browser tests' demo keeps the dates it was written for). Uses
 * the same DATABASE_URL / DATA_DIR as the server.
 */
import { loadConfig } from '../config.ts';
import { openDatabase, pgliteDirFor } from '../db/client.ts';
import { openOutbox } from '../messages/outbox.ts';
import { withServerKey } from '../server-key.ts';
import { removeAllFiles } from '../storage/file-store.ts';
import { credentialsText, isEmpty, wipe } from './demo.ts';
import { seedDemoData } from './demo-data.ts';

// The server's key as `pnpm start` reads it, so the released cards' codes and PINs hold.
const config = withServerKey(loadConfig());
const reset = process.argv.includes('--reset');
const todayAt = process.argv.indexOf('--today');
const today = todayAt < 0 ? undefined : (process.argv[todayAt + 1] ?? '');
if (today !== undefined && !/^\d{4}-\d\d-\d\d$/.test(today)) {
  throw new Error('--today takes a date: --today 2026-01-23');
}
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: pgliteDirFor(config.dataDir),
});
try {
  await database.migrate();
  if (reset) {
    await wipe(database.db);
    await removeAllFiles(config.dataDir);
  }
  if (await isEmpty(database.db)) {
    const started = performance.now();
    // The day's news waits in the outbox for the server's worker to deliver.
    const outbox = await openOutbox(database, { maintain: false });
    await seedDemoData(database.db, config, {
      today,
      progress: (line) => console.log(line),
      outbox,
    });
    await outbox.stop();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Seeded the demo school in ${seconds} s.\n${credentialsText()}`);
  } else {
    console.log('The database already has data; use `pnpm seed --reset` to recreate the demo.');
  }
} finally {
  await database.close();
}
