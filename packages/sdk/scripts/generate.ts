/**
 * Generates the SDK's types and operation table from openapi/schoolmates.yaml.
 * `--check` regenerates in memory and fails when the committed files differ (CI freshness).
 */
import { readFile, writeFile } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

const contractUrl = new URL('../../../openapi/schoolmates.yaml', import.meta.url);
const outDir = new URL('../src/generated/', import.meta.url);
const banner = '// Generated from openapi/schoolmates.yaml by `pnpm generate`. Do not edit.\n';
const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface OperationObject {
  operationId?: string;
  'x-roles'?: string[];
}

async function operationTable(): Promise<string> {
  const contract = parse(await readFile(contractUrl, 'utf8')) as {
    paths: Record<string, Partial<Record<(typeof methods)[number], OperationObject>>>;
  };
  const rows: string[] = [];
  for (const [path, item] of Object.entries(contract.paths ?? {})) {
    for (const method of methods) {
      const operation = item[method];
      if (!operation) continue;
      if (!operation.operationId)
        throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      const roles = JSON.stringify(operation['x-roles'] ?? []);
      rows.push(
        `  ${operation.operationId}: { method: '${method}', path: '${path}', roles: ${roles} },`,
      );
    }
  }
  return `${banner}\n/** Every operation of the contract: its method, path and the roles (x-roles) that may call it. */\nexport const operationTable = {\n${rows.join('\n')}\n} as const;\n`;
}

async function main() {
  const files = {
    'schoolmates.ts': banner + astToString(await openapiTS(contractUrl)),
    'operations.ts': await operationTable(),
  };
  const check = process.argv.includes('--check');
  const stale: string[] = [];
  for (const [name, text] of Object.entries(files)) {
    const target = new URL(name, outDir);
    if (check) {
      const current = await readFile(target, 'utf8').catch(() => '');
      if (current !== text) stale.push(name);
    } else {
      await writeFile(target, text);
    }
  }
  if (stale.length > 0) {
    console.error(
      `Generated SDK files are stale: ${stale.join(', ')}. Run \`pnpm generate\` and commit.`,
    );
    process.exit(1);
  }
  console.log(check ? 'Generated SDK files are fresh.' : 'Generated SDK files written.');
}

await main();
