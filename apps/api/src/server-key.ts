/**
 * The server's MESSAGES_SECRET_KEY when none is given. It seals the schools' SMS and WhatsApp
 * keys and the report-card signing key, and derives the cards' PINs (messages/sealed.ts,
 * report-cards/codes.ts), so without it no released report card gets a code. On the embedded
 * PGlite default (no DATABASE_URL) `pnpm start` should work with nothing configured: the key is
 * made once, 32 random bytes in base64, kept beside the database in the data folder (mode 0600)
 * and read again on every later start (and by `pnpm seed` and `keys:rotate`, which use the same
 * folder), so what it sealed keeps opening. With DATABASE_URL the key must be the same on every
 * instance and kept with the database's backups: no file on one machine can be that, so there
 * it stays the operator's to set, and its absence is warned about at start.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Config, secretKey } from './config.ts';

/** The key's file in the data folder. */
export const SERVER_KEY_FILE = 'messages-secret.key';

export const NO_KEY_WARNING =
  'MESSAGES_SECRET_KEY is not set: released report cards get no code or PIN, and no school can store SMS or WhatsApp keys. Set it on every instance to 32 random bytes in base64 (openssl rand -base64 32) and keep it with the database backups.';

/**
 * `config` with its server key: the one configured; else, on embedded PGlite, the data folder's
 * (made on the first start, `told` so); else none, `warned` so.
 */
export function withServerKey(
  config: Config,
  {
    told = (line: string) => console.log(line),
    warned = (line: string) => console.warn(line),
  }: { told?: (line: string) => void; warned?: (line: string) => void } = {},
): Config {
  if (config.messagesSecretKey) return config;
  if (config.databaseUrl) {
    warned(NO_KEY_WARNING);
    return config;
  }
  const file = join(config.dataDir, SERVER_KEY_FILE);
  let made = false;
  let text = readIfThere(file);
  if (text === undefined) {
    mkdirSync(config.dataDir, { recursive: true });
    try {
      // 'wx': never over a key another process (a seed beside a start) has just written.
      writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
      made = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    text = readFileSync(file, 'utf8');
  }
  const key = secretKey(`The server key in ${file}`, text.trim() || 'none');
  if (!key) throw new Error(`No server key in ${file}`);
  if (made) {
    told(
      `MESSAGES_SECRET_KEY is not set: made the server's key in ${file} (keep it with the data folder).`,
    );
  }
  return { ...config, messagesSecretKey: key };
}

function readIfThere(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
