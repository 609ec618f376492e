/**
 * The migrated and seeded database every API test file starts from, made once per test run
 * (Vitest's globalSetup) instead of once per file: migrating and seeding took 3 s a file on
 * PostgreSQL and over 10 s on a busy machine's PGlite. PostgreSQL clones a template database
 * (`create database … template`); PGlite opens a copy of a dumped data folder.
 */

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { must } from '../db/rows.ts';
import { openOutbox } from '../messages/outbox.ts';
import { type SeededIds, seedDemo } from '../seed/demo.ts';
import { adminQuery, newDatabaseName, postgresDatabaseUrl, postgresUrl } from './postgres.ts';

/** Where a test file finds the seeded database (Vitest's `provide`/`inject` carry JSON). */
export interface SeededDatabase {
  /** PostgreSQL: the template database's name; PGlite: the image file. */
  source: string;
  /** `SeededIds` as JSON, bigints as strings. */
  ids: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededDatabase: SeededDatabase;
  }
}

export function readIds(seeded: SeededDatabase): SeededIds {
  return JSON.parse(seeded.ids, (_key, value) =>
    typeof value === 'string' && /^\d+$/.test(value) ? BigInt(value) : value,
  ) as SeededIds;
}

export function readImage(seeded: SeededDatabase): Blob {
  return new Blob([readFileSync(seeded.source)]);
}

export default async function makeSeededDatabase(project: TestProject) {
  const template = postgresUrl() ? newDatabaseName('test_template') : undefined;
  if (template) await adminQuery(`create database "${template}"`);
  const database = await openDatabase({
    databaseUrl: template && postgresDatabaseUrl(template),
    pgliteDir: undefined,
    poolSize: 2,
  });
  let imageDir: string | undefined;
  try {
    await database.migrate();
    const ids = await seedDemo(database.db);
    // pg-boss makes its schema on first start: once here, not in every test file.
    await (await openOutbox(database, { maintain: false })).stop();
    let source = template;
    if (!source) {
      imageDir = mkdtempSync(join(tmpdir(), 'api-test-image-'));
      source = join(imageDir, 'seeded.tar');
      const image = await must(database.image)();
      writeFileSync(source, new Uint8Array(await image.arrayBuffer()));
    }
    const seeded: SeededDatabase = {
      source,
      ids: JSON.stringify(ids, (_key, value) =>
        typeof value === 'bigint' ? value.toString() : value,
      ),
    };
    project.provide('seededDatabase', seeded);
  } finally {
    // A template database cannot be cloned while a connection to it is open.
    await database.close();
  }
  return async () => {
    if (template) await adminQuery(`drop database if exists "${template}" with (force)`);
    if (imageDir) rmSync(imageDir, { recursive: true, force: true });
  };
}
