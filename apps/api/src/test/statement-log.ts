/**
 * Every distinct statement the server runs while the API suite runs on PostgreSQL, checked
 * against the Citus rule (db/school-scope.ts) when the run ends.
 *
 * Each test file records the statements its requests run (the driver's `query`, while the
 * server handles a request of the harness) and writes them to a folder of the run;
 * the global teardown parses them all with PostgreSQL's parser, prints the figures and fails the
 * run on a statement that breaks the rule and is not in the baseline of statements still to be
 * scoped (school-scope.baseline.json, issue 26). `SCHOOL_SCOPE_BASELINE=write` rewrites the
 * baseline from the run (only ever to shrink it); `=add` adds the run's to it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { checkStatement, type Finding, loadParser } from '../db/school-scope.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    statementLog: string | undefined;
  }
}

const baselineFile = new URL('../db/school-scope.baseline.json', import.meta.url).pathname;
/**
 * Set while the server handles a request (the harness's app hooks it in), so statements that
 * tests, seeds and their helpers run themselves are not the server's.
 */
export const serverRequest = new AsyncLocalStorage<true>();

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
/**
 * A statement that reads across schools on purpose says so in a leading comment,
 * `/* cross-school: <why> *\/`; it is counted by name, not checked.
 */
const CROSS_SCHOOL = /^\/\* cross-school: ([^*]+) \*\//;
/** A statement's line in the baseline: literals masked, so a value written inline (a
 * generated name, a count) does not make it another statement. */
const baselineKey = (text: string) =>
  text.replace(/'(?:[^']|'')*'/g, "'…'").replace(/\b\d+\b/g, '0');

/** Setup file of each API test file: record the server's statements (PostgreSQL only). */
export function recordStatements() {
  const folder = inject('statementLog');
  if (!folder) return;
  const seen = new Set<string>();
  // A pool's query reaches its client's from a queue callback, in whatever context released a
  // client: the pool's call is recorded, the client's only when called directly (transactions).
  for (const [prototype, throughPool] of [
    [pg.Pool.prototype, false],
    [pg.Client.prototype, true],
  ] as const) {
    const query = prototype.query as (...args: unknown[]) => unknown;
    prototype.query = function (this: unknown, ...args: unknown[]) {
      const [first] = args;
      const text = typeof first === 'string' ? first : (first as { text?: unknown })?.text;
      if (
        serverRequest.getStore() &&
        typeof text === 'string' &&
        !(throughPool && /pg-pool\/index\.js/.test(new Error().stack ?? ''))
      )
        seen.add(normalise(text));
      return query.apply(this, args);
    } as typeof prototype.query;
  }
  afterAll(() => {
    writeFileSync(
      join(folder, `${randomBytes(6).toString('hex')}.json`),
      JSON.stringify([...seen]),
    );
  });
}

const describeFinding = (finding: Finding) =>
  finding.kind === 'volatile-upsert'
    ? `${finding.fn}() in DO UPDATE`
    : `${finding.kind === 'unscoped' ? 'not pinned to one school' : 'joins schools'}: ${finding.tables.join(', ')}`;

/** Global setup: a folder for the run's statements; the check when the run ends. */
export default function statementLog(project: TestProject) {
  if (!process.env.TEST_DATABASE_URL) {
    project.provide('statementLog', undefined);
    return;
  }
  const folder = mkdtempSync(join(tmpdir(), 'api-statements-'));
  mkdirSync(folder, { recursive: true });
  project.provide('statementLog', folder);
  return async () => {
    try {
      const statements = new Set<string>();
      for (const file of readdirSync(folder))
        for (const text of JSON.parse(readFileSync(join(folder, file), 'utf8')) as string[])
          statements.add(text);
      if (statements.size === 0) return;
      await loadParser();
      const broken = new Map<string, Finding[]>();
      const named = new Map<string, number>();
      for (const text of statements) {
        const why = CROSS_SCHOOL.exec(text)?.[1];
        if (why) {
          named.set(why, (named.get(why) ?? 0) + 1);
          continue;
        }
        const findings = checkStatement(text);
        if (findings.length > 0) broken.set(text, findings);
      }
      const known = new Set(JSON.parse(readFileSync(baselineFile, 'utf8')) as string[]);
      const fresh = [...broken.keys()].filter((text) => !known.has(baselineKey(text)));
      const mode = process.env.SCHOOL_SCOPE_BASELINE;
      if (mode === 'write' || mode === 'add') {
        // `add` keeps what another run saw too: a race's losing branch runs only sometimes.
        const kept = mode === 'add' ? [...known] : [];
        const keys = [...new Set([...kept, ...[...broken.keys()].map(baselineKey)])].sort();
        writeFileSync(baselineFile, `${JSON.stringify(keys, null, 2)}\n`);
      }
      console.log(
        `school scope: ${statements.size} statements checked; ${broken.size} not scoped to one school ` +
          `(${broken.size - fresh.length} in the baseline of ${known.size}), ${fresh.length} new`,
      );
      for (const [why, count] of named)
        console.log(`school scope: reads across schools by design (${why}): ${count} statements`);
      if (fresh.length > 0 && mode !== 'write' && mode !== 'add') {
        const list = fresh
          .map((text) => `- ${broken.get(text)?.map(describeFinding).join('; ')}\n  ${text}`)
          .join('\n');
        // Vitest reports an error thrown here but still exits 0: fail the run ourselves.
        process.exitCode = 1;
        console.error(
          `${fresh.length} statements are not scoped to one school (db/school-scope.ts):\n${list}`,
        );
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  };
}
