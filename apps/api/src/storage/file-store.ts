/**
 * The one storage module for uploaded files (DECISIONS #15): a local folder under
 * `DATA_DIR/files` (an S3-compatible store would be a second implementation of `FileStore`).
 * Keys are made by the server (`<sch_id>/<32 hex>`), never from a client's file name, and a
 * key of any other shape is refused before it touches a path.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';

export interface FileStore {
  /** Stores new bytes under a new key (never overwrites). */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The stored bytes as a stream, or null when the key holds nothing. */
  read(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
}

const KEY = /^[1-9][0-9]{0,18}\/[0-9a-f]{32}$/;

export const newStorageKey = (schId: bigint): string =>
  `${schId}/${randomBytes(16).toString('hex')}`;

function pathOf(root: string, key: string): string {
  if (!KEY.test(key)) throw new Error('Invalid storage key');
  return join(root, key);
}

export function localFileStore(root: string): FileStore {
  return {
    async put(key, bytes) {
      const path = pathOf(root, key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      // `wx`: fail rather than replace; 0600: data, never executable.
      const handle = await open(path, 'wx', 0o600);
      try {
        await handle.writeFile(bytes);
      } finally {
        await handle.close();
      }
    },
    async read(key) {
      const path = pathOf(root, key);
      try {
        if (!(await stat(path)).isFile()) return null;
      } catch {
        return null;
      }
      return createReadStream(path);
    },
    async remove(key) {
      await rm(pathOf(root, key), { force: true });
    },
  };
}

const stores = new Map<string, FileStore>();
const rootOf = (dataDir: string) => join(dataDir, 'files');

/** The store of a data folder (`DATA_DIR`), one per folder. */
export function fileStoreFor(dataDir: string): FileStore {
  const root = rootOf(dataDir);
  let store = stores.get(root);
  if (!store) {
    store = localFileStore(root);
    stores.set(root, store);
  }
  return store;
}

/** Every stored file of a data folder, gone (`seed --reset`, after the rows were wiped). */
export async function removeAllFiles(dataDir: string): Promise<void> {
  await rm(rootOf(dataDir), { recursive: true, force: true });
}
