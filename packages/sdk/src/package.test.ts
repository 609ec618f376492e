/**
 * The SDK as an outside integrator gets it: packed by `pnpm pack`, installed with `npm i` into
 * an empty Node project, compiled by `tsc --strict` (library files checked too, no DOM types)
 * under the three module settings projects use, and run against a real server on loopback.
 */
import { execFile, execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackServer } from './test/loopback.ts';

const sdkDir = fileURLToPath(new URL('..', import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

const script = `
import { createClient, flatten, rolesFor, type Schema, unwrap } from '@schoolmates/sdk';

async function main() {
  const client = createClient({ baseUrl: process.env.API_URL ?? '', getToken: () => 'token-1' });
  const campuses = await unwrap(client.GET('/campus'));
  const first: (Schema<'CampusAttributes'> & { queryId: string }) | undefined =
    flatten(campuses.data)[0];
  console.log(first?.name, rolesFor('listCampuses').includes('superadmin'));
}
main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
`;

/** The module settings of the three kinds of project, and how Node runs each one's output. */
const PROJECTS = {
  nodenext: { module: 'nodenext', moduleResolution: 'nodenext' },
  bundler: { module: 'esnext', moduleResolution: 'bundler' },
  commonjs: { module: 'commonjs', esModuleInterop: true },
} as const;

let dir: string;
let app: string;
let server: Awaited<ReturnType<typeof startLoopbackServer>>;

beforeAll(async () => {
  server = await startLoopbackServer();
  dir = mkdtempSync(join(tmpdir(), 'sdk-package-'));
  execFileSync('pnpm', ['pack', '--pack-destination', dir], { cwd: sdkDir, stdio: 'pipe' });
  const tarball = readdirSync(dir).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack wrote no tarball');
  app = join(dir, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', type: 'module' }));
  execFileSync(
    'npm',
    [
      'install',
      join(dir, tarball),
      '@types/node@20',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
    ],
    { cwd: app, stdio: 'pipe' },
  );
  writeFileSync(join(app, 'index.ts'), script);
}, 300_000);

afterAll(async () => {
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the packed SDK in an empty Node project', () => {
  for (const [name, settings] of Object.entries(PROJECTS)) {
    it(`compiles under tsc --strict with module ${name} and runs`, async () => {
      const outDir = join(app, `out-${name}`);
      mkdirSync(outDir, { recursive: true });
      // CommonJS output runs as CommonJS only where the nearest package.json says so
      if (name === 'commonjs') writeFileSync(join(outDir, 'package.json'), '{"type":"commonjs"}');
      const config = `tsconfig.${name}.json`;
      writeFileSync(
        join(app, config),
        JSON.stringify({
          compilerOptions: {
            ...settings,
            target: 'es2022',
            lib: ['es2023'],
            types: ['node'],
            strict: true,
            skipLibCheck: false,
            outDir,
          },
          files: ['index.ts'],
        }),
      );
      const compiled = (() => {
        try {
          return execFileSync(process.execPath, [tsc, '-p', config], {
            cwd: app,
            encoding: 'utf8',
          });
        } catch (error) {
          return String((error as { stdout?: string }).stdout ?? error);
        }
      })();
      expect(compiled).toBe('');

      server.answer({ status: 200, body: { data: [{ id: '7', attributes: { name: 'Main' } }] } });
      // run apart from this process's event loop, which serves the loopback server
      const { stdout } = await promisify(execFile)(process.execPath, [join(outDir, 'index.js')], {
        cwd: app,
        encoding: 'utf8',
        env: { ...process.env, API_URL: server.baseUrl },
      });
      expect(stdout.trim()).toBe('Main true');
      expect(server.seen.at(-1)?.headers.authorization).toBe('Bearer token-1');
    }, 120_000);
  }

  it('says what it needs and links only to what it ships', () => {
    const installed = join(app, 'node_modules', '@schoolmates', 'sdk');
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    expect(manifest).toMatchObject({
      main: './dist/index.js',
      types: './dist/index.d.ts',
      engines: { node: expect.any(String) },
    });
    expect(JSON.stringify(manifest)).not.toMatch(/catalog:|workspace:|src\//);
    const declarations = readdirSync(join(installed, 'dist'), { recursive: true })
      .map(String)
      .filter((name) => name.endsWith('.d.ts'))
      .filter((name) =>
        /from '\.{1,2}\/[^']+\.ts'/.test(readFileSync(join(installed, 'dist', name), 'utf8')),
      );
    expect(declarations).toEqual([]);
    const readme = readFileSync(join(installed, 'README.md'), 'utf8');
    const links = [...readme.matchAll(/\]\((?!https?:)([^)#]+)\)/g)].map((m) => m[1] ?? '');
    expect(links.filter((link) => !existsSync(join(installed, link)))).toEqual([]);
  });
});
