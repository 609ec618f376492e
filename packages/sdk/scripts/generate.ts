/**
 * Generates the SDK's types and operation table from openapi/schoolmates.yaml.
 * `--check` regenerates in memory and fails when the committed files differ (CI freshness).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { load } from 'js-yaml';
import openapiTS, { astToString } from 'openapi-typescript';

const contractUrl = new URL('../../../openapi/schoolmates.yaml', import.meta.url);
const outDir = new URL('../src/generated/', import.meta.url);
const banner = '// Generated from openapi/schoolmates.yaml by `pnpm generate`. Do not edit.\n';
const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface OperationObject {
  operationId?: string;
  'x-roles'?: string[];
}

async function operationTable(): Promise<string> {
  const contract = load(await readFile(contractUrl, 'utf8')) as {
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

type JsonSchema = {
  $ref?: string;
  oneOf?: JsonSchema[];
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  [keyword: string]: unknown;
};
const LIMIT_KEYWORDS = ['minLength', 'maxLength', 'minimum', 'maximum', 'pattern'] as const;

/**
 * The limits a form repeats (lengths, ranges, patterns) of every property of every object
 * schema, with `$ref`s and nullable `oneOf`s followed, so a form reads them instead of
 * copying numbers that drift from the contract.
 */
async function limitsTable(): Promise<string> {
  const contract = load(await readFile(contractUrl, 'utf8')) as {
    components: { schemas: Record<string, JsonSchema> };
  };
  const schemas = contract.components.schemas;
  const resolve = (schema: JsonSchema, depth = 0): JsonSchema => {
    if (depth > 8) return schema;
    if (schema.$ref) {
      const target = schemas[schema.$ref.replace('#/components/schemas/', '')];
      return target ? { ...resolve(target, depth + 1), ...without$ref(schema) } : schema;
    }
    const branches = (schema.oneOf ?? []).filter((b) => b.type !== 'null');
    if (branches.length === 1 && branches[0])
      return { ...resolve(branches[0], depth + 1), ...schema };
    return schema;
  };
  const rows: string[] = [];
  for (const [name, schema] of Object.entries(schemas)) {
    const fields: string[] = [];
    for (const [field, property] of Object.entries(schema.properties ?? {})) {
      const resolved = resolve(property);
      const limits = LIMIT_KEYWORDS.filter((k) => resolved[k] !== undefined).map(
        (k) => `${k}: ${JSON.stringify(resolved[k])}`,
      );
      if (limits.length > 0) fields.push(`    ${field}: { ${limits.join(', ')} },`);
    }
    if (fields.length > 0) rows.push(`  ${name}: {\n${fields.join('\n')}\n  },`);
  }
  return `${banner}\n/** Per schema and property: the contract's minLength, maxLength, minimum, maximum and pattern. */\nexport const fieldLimits = {\n${rows.join('\n')}\n} as const;\n`;
}

function without$ref({ $ref: _, ...rest }: JsonSchema): JsonSchema {
  return rest;
}

async function main() {
  const files = {
    'schoolmates.ts': banner + astToString(await openapiTS(contractUrl)),
    'operations.ts': await operationTable(),
    'limits.ts': await limitsTable(),
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
