import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../lib/route-table.ts';
import { routes } from './routes.ts';

/**
 * What a module imports: each module it names (statically or lazily, as `import('./x.tsx')`) and
 * the bindings it takes from it (`default` for a default import); type-only imports load nothing.
 */
function importsOf(file: string): { specifier: string; names: string[] }[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found: { specifier: string; names: string[] }[] = [];
  const named = (elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier>) =>
    elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text);
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      if (!clause?.isTypeOnly) {
        const bindings = clause?.namedBindings;
        const names = [
          ...(clause?.name ? ['default'] : []),
          ...(bindings && ts.isNamedImports(bindings) ? named(bindings.elements) : []),
        ];
        found.push({ specifier: node.moduleSpecifier.text, names });
      }
    } else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const clause = node.exportClause;
      const names = clause && ts.isNamedExports(clause) ? named(clause.elements) : [];
      found.push({ specifier: node.moduleSpecifier.text, names });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, names: [] });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The bindings imported and not exported anywhere in the screens' code, from the route table's
 * module on. Vitest hands a missing export over as `undefined` where a browser refuses to load the
 * module (vitest-dev/vitest#9442), so loading a screen does not find one.
 */
async function missingBindings(entry: string): Promise<string[]> {
  const files = [entry];
  const missing: string[] = [];
  for (const file of files) {
    for (const { specifier, names } of importsOf(file)) {
      const local = specifier.startsWith('.');
      if (!local && !specifier.startsWith('@schoolmates/')) continue;
      const target = local ? resolve(dirname(file), specifier) : specifier;
      if (names.length > 0) {
        const module: Record<string, unknown> = await import(/* @vite-ignore */ target);
        for (const name of names.filter((n) => !(n in module)))
          missing.push(
            `${relative(join(import.meta.dirname, '..'), file)} imports ${name} from ${specifier}`,
          );
      }
      const source = local && /\.tsx?$/.test(target);
      if (source && !files.includes(target)) files.push(target);
    }
  }
  return missing;
}

describe('the routes', () => {
  it('cover the route table, in its order', () => {
    expect(routes.map((r) => r.id)).toEqual(routeTable.map((r) => r.id));
  });

  // A broken import in any screen fails here, not in a school's browser: a renamed or missing
  // file when its screen loads, a missing export in the check of every module's imports.
  it.each(routes.map((route) => [route.id, route] as const))(
    'load the screen of %s',
    async (_id, route) => {
      const screen = await route.load();
      expect(typeof screen.default).toBe('function');
    },
  );

  it('import only what their modules export', async () => {
    expect(await missingBindings(join(import.meta.dirname, 'routes.ts'))).toEqual([]);
  });
});
