/**
 * The shape of handlers/ (issue 11): a handler file holds its area's handler map and nothing
 * else. It never imports another handler file (shared look-ups live in the areas' own folders:
 * `people/`, `results/`, …), and it runs no SQL itself (queries live in `<area>/*.queries.ts`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = fileURLToPath(new URL('.', import.meta.url));
const handlerFiles = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

/** The files every handler file may import: the handler types; index.ts gathers the maps. */
const SHARED = new Set(['types.ts']);
const GATHERS = new Set(['index.ts']);

/** The modules a file imports (`values`: leaving out `import type`, which runs nothing). */
const importsOf = (file: string, values = false) =>
  [...readFileSync(`${dir}/${file}`, 'utf8').matchAll(/^import (type )?[^;]*? from '([^']+)';$/gms)]
    .filter((m) => !values || !m[1])
    .map((m) => m[2] ?? '');

describe('handlers/', () => {
  it('has handler files that import no other handler file', () => {
    const crossings = handlerFiles
      .filter((file) => !GATHERS.has(file))
      .flatMap((file) =>
        importsOf(file)
          .filter((spec) => spec.startsWith('./') && !SHARED.has(spec.slice(2)))
          .map((spec) => `${file} → ${spec}`),
      );
    expect(crossings).toEqual([]);
  });

  it('has handler files that run no SQL (no drizzle-orm, no tables)', () => {
    const sql = handlerFiles.filter((file) =>
      importsOf(file, true).some((spec) => spec === 'drizzle-orm' || spec === '../db/schema.ts'),
    );
    expect(sql).toEqual([]);
  });

  it('reads the files it checks', () => {
    expect(handlerFiles).toEqual(expect.arrayContaining(['index.ts', 'students.ts', 'results.ts']));
  });
});
