/**
 * The server's key with nothing configured (issue 31's codes on the embedded default): on
 * PGlite the first start makes it in the data folder, readable by its owner only, and later
 * starts read it again, so what it sealed (SMS and WhatsApp keys, the report-card signing key)
 * and the PINs it derived still hold; with DATABASE_URL and no key none is made, and the start
 * warns.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { seal, unseal } from './messages/sealed.ts';
import { pinOf } from './report-cards/codes.ts';
import { NO_KEY_WARNING, SERVER_KEY_FILE, withServerKey } from './server-key.ts';

const folders: string[] = [];
afterEach(() => {
  for (const f of folders.splice(0)) rmSync(f, { recursive: true, force: true });
});

/** A data folder that does not exist yet, as on a fresh clone. */
function freshDataDir() {
  const parent = mkdtempSync(join(tmpdir(), 'server-key-'));
  folders.push(parent);
  return join(parent, '.data');
}

/** A start's configuration, and what it printed. */
function start(env: NodeJS.ProcessEnv) {
  const told: string[] = [];
  const warned: string[] = [];
  const config = withServerKey(loadConfig(env), {
    told: (line) => told.push(line),
    warned: (line) => warned.push(line),
  });
  return { config, told, warned };
}

describe('the server key on the embedded default', () => {
  it('is made on the first start in an empty data folder, mode 0600, and read again on the next', () => {
    const DATA_DIR = freshDataDir();
    const first = start({ DATA_DIR });
    const file = join(DATA_DIR, SERVER_KEY_FILE);
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.config.messagesSecretKey).toHaveLength(32);
    expect(first.told).toEqual([
      `MESSAGES_SECRET_KEY is not set: made the server's key in ${file} (keep it with the data folder).`,
    ]);
    expect(first.warned).toEqual([]);

    const second = start({ DATA_DIR });
    expect(second.config.messagesSecretKey?.equals(first.config.messagesSecretKey as Buffer)).toBe(
      true,
    );
    expect(second.told).toEqual([]);

    // What the first start sealed opens on the second (a school's SMS key, the signing key),
    // and a card's PIN is the same.
    const firstKey = first.config.messagesSecretKey as Buffer;
    const secondKey = second.config.messagesSecretKey as Buffer;
    const sealed = seal(firstKey, 'termii-api-key', 'school:1:sms:api_key');
    expect(unseal(secondKey, sealed, 'school:1:sms:api_key')).toBe('termii-api-key');
    expect(pinOf(secondKey, 1n, '7K3Q92XD4HNP')).toBe(pinOf(firstKey, 1n, '7K3Q92XD4HNP'));
  });

  it('is another key in another data folder', () => {
    const a = start({ DATA_DIR: freshDataDir() }).config.messagesSecretKey as Buffer;
    const b = start({ DATA_DIR: freshDataDir() }).config.messagesSecretKey as Buffer;
    expect(a.equals(b)).toBe(false);
  });

  it('is the configured MESSAGES_SECRET_KEY when there is one, and no file is made', () => {
    const DATA_DIR = freshDataDir();
    const MESSAGES_SECRET_KEY = randomBytes(32).toString('base64');
    const { config, told } = start({ DATA_DIR, MESSAGES_SECRET_KEY });
    expect(config.messagesSecretKey?.toString('base64')).toBe(MESSAGES_SECRET_KEY);
    expect(existsSync(DATA_DIR)).toBe(false);
    expect(told).toEqual([]);
  });

  it('stops the start on a damaged key file rather than make another', () => {
    const DATA_DIR = freshDataDir();
    start({ DATA_DIR });
    writeFileSync(join(DATA_DIR, SERVER_KEY_FILE), 'not a key\n');
    expect(() => start({ DATA_DIR })).toThrow(/must be 32 bytes in base64/);
    writeFileSync(join(DATA_DIR, SERVER_KEY_FILE), '');
    expect(() => start({ DATA_DIR })).toThrow(/must be 32 bytes in base64/);
  });
});

describe('the server key with DATABASE_URL', () => {
  it('is not made: the start warns that cards get no code and keys cannot be stored', () => {
    const DATA_DIR = freshDataDir();
    const { config, told, warned } = start({
      DATA_DIR,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/portal',
    });
    expect(config.messagesSecretKey).toBeUndefined();
    expect(existsSync(DATA_DIR) ? readdirSync(DATA_DIR) : []).toEqual([]);
    expect(told).toEqual([]);
    expect(warned).toEqual([NO_KEY_WARNING]);
    expect(NO_KEY_WARNING).toMatch(/report cards get no code/);
  });
});
