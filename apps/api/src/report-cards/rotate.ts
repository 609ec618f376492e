/**
 * `pnpm --filter @schoolmates/api keys:rotate`: retires the report-card signing key and makes
 * the next one (issue 31), for a key that may have leaked or on a schedule. The retired key
 * stays published at /.well-known/jwks.json, so every card it signed still verifies; new
 * releases are signed with the new key once each server instance restarts (an instance keeps
 * the key it read). Reads DATABASE_URL (or PGlite under DATA_DIR, with the server stopped) and
 * MESSAGES_SECRET_KEY as the server does (on PGlite, the data folder's key when it is unset).
 */
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config.ts';
import { openDatabase, pgliteDirFor } from '../db/client.ts';
import { withServerKey } from '../server-key.ts';
import { rotateSigningKey } from './signing-keys.ts';

async function main() {
  const config = withServerKey(loadConfig(), { warned: () => {} });
  if (!config.messagesSecretKey) throw new Error('Set MESSAGES_SECRET_KEY as the server has it.');
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteDirFor(config.dataDir),
  });
  try {
    await database.migrate();
    const key = await rotateSigningKey(database.db, config.messagesSecretKey);
    console.log(`New report-card signing key ${key.kid}; the old ones stay published.`);
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
