/**
 * `pnpm seed` seeds an empty database with the demo school; `pnpm seed --reset` wipes every
 * row and every uploaded file first and seeds again. Uses the same DATABASE_URL / DATA_DIR as
 * the server.
 */
import { loadConfig } from '../config.ts';
import { openDatabase, pgliteDirFor } from '../db/client.ts';
import { removeAllFiles } from '../storage/file-store.ts';
import { credentialsText, isEmpty, seedDemo, wipe } from './demo.ts';
import { seedDemoFinance } from './demo-finance.ts';
import { seedDemoResults } from './demo-results.ts';

const config = loadConfig();
const reset = process.argv.includes('--reset');
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
    const ids = await seedDemo(database.db);
    await seedDemoResults(database.db, ids);
    await seedDemoFinance(database.db, ids);
    console.log(`Seeded the demo school.\n${credentialsText()}`);
  } else {
    console.log('The database already has data; use `pnpm seed --reset` to recreate the demo.');
  }
} finally {
  await database.close();
}
