/**
 * After `tsc -p tsconfig.build.json`: the declaration files name the `.js` files beside them.
 * tsc rewrites `./x.ts` to `./x.js` in the JavaScript it emits (rewriteRelativeImportExtensions)
 * but keeps `./x.ts` in `.d.ts` files, which a project on TypeScript before 5.7 or without
 * allowImportingTsExtensions cannot resolve.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';

const dist = new URL('../dist/', import.meta.url);
const relativeTs = /(from\s+|import\()(['"])(\.{1,2}\/[^'"]+)\.ts\2/g;

for (const name of await readdir(dist, { recursive: true })) {
  if (!name.endsWith('.d.ts')) continue;
  const file = new URL(name, dist);
  const text = await readFile(file, 'utf8');
  const fixed = text.replace(relativeTs, '$1$2$3.js$2');
  if (fixed !== text) await writeFile(file, fixed);
}
