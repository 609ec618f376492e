/**
 * The Citus rule for one SQL statement, read with PostgreSQL's own parser (libpg-query): every
 * school-owned table the statement touches is pinned to one school, and the same school for
 * all of them. Citus then runs the statement on the one worker holding that school; otherwise it
 * reads every shard, or refuses a join that is not on the distribution column.
 *
 * A table is pinned when its `sch_id` equals a parameter or a constant, directly or through
 * `a.sch_id = b.sch_id` equalities (a join, a correlated subquery, an `UPDATE … FROM`); an
 * INSERT's target is pinned by the `sch_id` it writes. Also: an upsert's `DO UPDATE` must not
 * call a volatile function such as `now()` (Citus evaluates it on the worker, and refuses).
 */
import { getTableName, isTable } from 'drizzle-orm';
import { loadModule, parseSync } from 'libpg-query';
import { REFERENCE_TABLES } from './keys.ts';
import * as schema from './schema.ts';

/** Every school-owned table: the schema's tables less the reference tables. */
export const SCHOOL_OWNED_TABLES: ReadonlySet<string> = new Set(
  Object.values(schema)
    .filter(isTable)
    .map((table) => getTableName(table))
    .filter((name) => !(REFERENCE_TABLES as readonly string[]).includes(name)),
);

const VOLATILE = new Set([
  'now',
  'clock_timestamp',
  'statement_timestamp',
  'transaction_timestamp',
  'timeofday',
  'random',
  'gen_random_uuid',
  'nextval',
]);

export type Finding =
  | { kind: 'unscoped'; tables: string[] }
  | { kind: 'cross-school'; tables: string[] }
  | { kind: 'volatile-upsert'; fn: string };

type Node = Record<string, unknown>;

/** One table occurrence: its name and the name its columns are qualified with. */
interface Occurrence {
  id: number;
  table: string;
  alias: string;
}

/** Equivalence classes of `sch_id` terms (occurrences and values), by union-find. */
class Classes {
  private parent = new Map<string, string>();
  find(x: string): string {
    const up = this.parent.get(x);
    if (up === undefined || up === x) return x;
    const root = this.find(up);
    this.parent.set(x, root);
    return root;
  }
  union(a: string, b: string) {
    this.parent.set(a, this.find(a));
    this.parent.set(b, this.find(b));
    this.parent.set(this.find(a), this.find(b));
  }
  /** The value terms (parameters and constants) seen in any equality. */
  values(): string[] {
    return [...this.parent.keys()].filter((term) => !term.startsWith('table:'));
  }
}

/** A volatile function called anywhere in `node`. */
function volatileIn(node: unknown, findings: Finding[]) {
  if (Array.isArray(node)) {
    for (const item of node) volatileIn(item, findings);
    return;
  }
  if (!isObject(node)) return;
  if (isObject(node.FuncCall)) {
    const fn = ((node.FuncCall.funcname as unknown[]) ?? []).map(str).at(-1);
    if (fn && VOLATILE.has(fn)) findings.push({ kind: 'volatile-upsert', fn });
  }
  // CURRENT_TIMESTAMP, LOCALTIMESTAMP, CURRENT_DATE …
  if (isObject(node.SQLValueFunction))
    findings.push({ kind: 'volatile-upsert', fn: String(node.SQLValueFunction.op) });
  for (const value of Object.values(node)) volatileIn(value, findings);
}

let loaded: Promise<void> | undefined;
/** The parser is WebAssembly: load it once before `checkStatement`. */
export function loadParser(): Promise<void> {
  loaded ??= loadModule();
  return loaded;
}

const isObject = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const str = (node: unknown): string | undefined =>
  isObject(node) && isObject(node.String) ? (node.String.sval as string) : undefined;

/** Checks one statement; an empty list means it follows the rule. */
export function checkStatement(text: string, owned = SCHOOL_OWNED_TABLES): Finding[] {
  const parsed = parseSync(text) as { stmts?: { stmt: Node }[] };
  const findings: Finding[] = [];
  for (const { stmt } of parsed.stmts ?? []) findings.push(...checkOne(stmt, owned));
  return findings;
}

function checkOne(stmt: Node, owned: ReadonlySet<string>): Finding[] {
  const occurrences: Occurrence[] = [];
  const classes = new Classes();
  const findings: Finding[] = [];

  /** A `sch_id` term: a table occurrence's column, a value, or nothing we can follow. */
  const term = (node: unknown, scopes: Occurrence[][]): string | undefined => {
    if (!isObject(node)) return undefined;
    if (isObject(node.TypeCast)) return term(node.TypeCast.arg, scopes);
    if (isObject(node.ParamRef)) return `$${node.ParamRef.number}`;
    if (isObject(node.A_Const)) return `const:${JSON.stringify(node.A_Const)}`;
    if (!isObject(node.ColumnRef)) return undefined;
    const fields = (node.ColumnRef.fields as unknown[]).map(str);
    if (fields.at(-1) !== 'sch_id') return undefined;
    const qualifier = fields.length > 1 ? fields.at(-2) : undefined;
    for (const scope of scopes) {
      const hits = qualifier
        ? scope.filter((o) => o.alias === qualifier)
        : scope.length === 1
          ? scope
          : [];
      const [hit] = hits;
      if (hit && hits.length === 1) return `table:${hit.id}`;
      if (qualifier === undefined && scope.length > 1) return undefined;
    }
    return undefined;
  };

  /** Equalities of `sch_id` terms anywhere in a clause (not inside nested statements). */
  const equalities = (node: unknown, scopes: Occurrence[][]) => {
    if (Array.isArray(node)) {
      for (const item of node) equalities(item, scopes);
      return;
    }
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'SubLink') {
        const link = value as Node;
        const inner = visitStatement(link.subselect, scopes);
        equalities(link.testexpr, scopes);
        const ops = ((link.operName as unknown[]) ?? []).map(str);
        if (inner && link.subLinkType === 'ANY_SUBLINK' && ops.every((op) => op === '='))
          paired(link.testexpr, link.subselect, scopes, inner);
        continue;
      }
      if (key === 'A_Expr') {
        const expr = value as Node;
        const op = ((expr.name as unknown[]) ?? []).map(str).join('.');
        const link = isObject(expr.rexpr) ? expr.rexpr.SubLink : undefined;
        if (expr.kind === 'AEXPR_OP' && op === '=' && isObject(link)) {
          // `(a.sch_id, a.class_id) = (SELECT b.sch_id, b.class_id …)`: the same pairing.
          const inner = visitStatement(link.subselect, scopes);
          equalities(expr.lexpr, scopes);
          if (inner && link.subLinkType === 'EXPR_SUBLINK')
            paired(expr.lexpr, link.subselect, scopes, inner);
          continue;
        }
        if (expr.kind === 'AEXPR_OP' && op === '=') {
          const left = term(expr.lexpr, scopes);
          const right = term(expr.rexpr, scopes);
          if (left && right && (left.startsWith('table:') || right.startsWith('table:')))
            classes.union(left, right);
        }
      }
      equalities(value, scopes);
    }
  };

  /**
   * `(a.sch_id, a.id) IN (SELECT b.sch_id, b.id …)`, or `=` a one-row subquery: the row tested
   * equals a row selected, so each `sch_id` tested equals the one selected in its place.
   */
  const paired = (
    test: unknown,
    subselect: unknown,
    outer: Occurrence[][],
    inner: Occurrence[][],
  ) => {
    if (!isObject(test)) return;
    const tested = isObject(test.RowExpr) ? (test.RowExpr.args as unknown[]) : [test];
    const select = isObject(subselect) ? (subselect.SelectStmt as Node) : undefined;
    const selected = ((select?.targetList as Node[]) ?? []).map((t) => (t.ResTarget as Node).val);
    for (const [i, left] of tested.entries()) {
      const l = term(left, outer);
      const r = term(selected[i], inner);
      if (l?.startsWith('table:') && r?.startsWith('table:')) classes.union(l, r);
    }
  };

  /** The `sch_id` term of each CTE that outputs one, by the CTE's name. */
  const ctes = new Map<string, string>();

  /** A school-owned table, or a CTE standing for its `sch_id`, read under a name. */
  const occurrence = (rangeVar: Node, into: Occurrence[]) => {
    const table = rangeVar.relname as string;
    const cte = owned.has(table) ? undefined : ctes.get(table);
    if (!owned.has(table) && cte === undefined) return;
    const alias = isObject(rangeVar.alias) ? (rangeVar.alias.aliasname as string) : table;
    const found = { id: occurrences.length, table, alias };
    occurrences.push(found);
    into.push(found);
    if (cte !== undefined) classes.union(`table:${found.id}`, cte);
  };

  /**
   * The `sch_id` a CTE outputs: the column of its SELECT named `sch_id`, or the written table's
   * when an INSERT, UPDATE or DELETE returns `*` or `sch_id`.
   */
  const outputSchId = (query: unknown, inner: Occurrence[][] | undefined) => {
    if (!isObject(query) || !inner) return undefined;
    const [kind, body] = Object.entries(query)[0] ?? [];
    if (!isObject(body)) return undefined;
    const list = (kind === 'SelectStmt' ? body.targetList : body.returningList) as
      | Node[]
      | undefined;
    for (const target of list ?? []) {
      const res = target.ResTarget as Node;
      const fields =
        isObject(res.val) && isObject(res.val.ColumnRef) ? res.val.ColumnRef.fields : [];
      const last = (fields as unknown[]).at(-1);
      const star = isObject(last) && 'A_Star' in last;
      const name = (res.name as string | undefined) ?? str(last);
      if (name === 'sch_id') return term(res.val, inner);
      const written = inner[0]?.[0];
      if (star && kind !== 'SelectStmt' && written) return `table:${written.id}`;
    }
    return undefined;
  };

  /** The tables of a FROM list, with their join conditions collected afterwards. */
  const fromItems = (
    items: unknown,
    scope: Occurrence[],
    quals: unknown[],
    outer: Occurrence[][],
  ) => {
    for (const item of (items as unknown[]) ?? []) {
      if (!isObject(item)) continue;
      if (isObject(item.RangeVar)) occurrence(item.RangeVar, scope);
      else if (isObject(item.JoinExpr)) {
        fromItems([item.JoinExpr.larg, item.JoinExpr.rarg], scope, quals, outer);
        quals.push(item.JoinExpr.quals);
      } else if (isObject(item.RangeSubselect)) {
        // A subquery in FROM stands, like a CTE, for the sch_id it outputs under its alias.
        const { subquery, alias } = item.RangeSubselect;
        const schId = outputSchId(subquery, visitStatement(subquery, outer));
        if (schId && isObject(alias)) {
          const name = alias.aliasname as string;
          const found = { id: occurrences.length, table: name, alias: name };
          occurrences.push(found);
          scope.push(found);
          classes.union(`table:${found.id}`, schId);
        }
      } else if (isObject(item.RangeFunction)) equalities(item.RangeFunction, [scope, ...outer]);
    }
  };

  /** Visits a statement; answers the scopes its output columns resolve in. */
  const visitStatement = (node: unknown, outer: Occurrence[][]): Occurrence[][] | undefined => {
    if (!isObject(node)) return;
    const [kind, body] = Object.entries(node)[0] ?? [];
    if (!isObject(body)) return;
    const scope: Occurrence[] = [];
    const scopes = [scope, ...outer];
    const quals: unknown[] = [];
    // An INSERT's columns (in RETURNING, for a CTE) are its target's.
    let written: Occurrence[][] | undefined;
    if (isObject(body.withClause))
      for (const cte of (body.withClause.ctes as Node[]) ?? []) {
        const { ctename, ctequery } = cte.CommonTableExpr as Node;
        const schId = outputSchId(ctequery, visitStatement(ctequery, outer));
        if (schId) ctes.set(ctename as string, schId);
      }
    switch (kind) {
      case 'SelectStmt':
        if (body.op !== 'SETOP_NONE') {
          visitStatement(body.larg ? { SelectStmt: body.larg } : undefined, outer);
          visitStatement(body.rarg ? { SelectStmt: body.rarg } : undefined, outer);
          return;
        }
        fromItems(body.fromClause, scope, quals, outer);
        equalities(
          [body.whereClause, body.havingClause, body.targetList, body.valuesLists],
          scopes,
        );
        break;
      case 'UpdateStmt':
        occurrence(body.relation as Node, scope);
        fromItems(body.fromClause, scope, quals, outer);
        equalities([body.whereClause, body.targetList], scopes);
        break;
      case 'DeleteStmt':
        occurrence(body.relation as Node, scope);
        fromItems(body.usingClause, scope, quals, outer);
        equalities(body.whereClause, scopes);
        break;
      case 'InsertStmt': {
        const relation = body.relation as Node;
        const columns = ((body.cols as Node[]) ?? []).map((c) => (c.ResTarget as Node).name);
        const target: Occurrence[] = [];
        occurrence(relation, target);
        written = [target, ...outer];
        const select = isObject(body.selectStmt) ? (body.selectStmt.SelectStmt as Node) : undefined;
        // Rows written with their `sch_id` go to that school's worker (VALUES or a SELECT).
        if (target[0] && columns.includes('sch_id')) {
          if (select?.valuesLists) classes.union(`table:${target[0].id}`, 'const:inserted');
          else scope.push(target[0]);
        }
        visitStatement(body.selectStmt, outer);
        if (select && !select.valuesLists && target[0] && columns.includes('sch_id')) {
          // INSERT … SELECT: the written sch_id is the selected one.
          const position = columns.indexOf('sch_id');
          const selected = ((select.targetList as Node[]) ?? [])[position];
          const value = selected && term((selected.ResTarget as Node).val, [occurrences]);
          if (value) classes.union(`table:${target[0].id}`, value);
        }
        const conflict = body.onConflictClause;
        if (isObject(conflict)) volatileIn([conflict.targetList, conflict.whereClause], findings);
        equalities(body.returningList, scopes);
        break;
      }
      default:
        return;
    }
    equalities(quals, scopes);
    return written ?? scopes;
  };

  visitStatement(stmt, []);
  if (occurrences.length === 0) return findings;
  const pinnedRoots = new Set(classes.values().map((value) => classes.find(value)));
  const rootOf = (o: Occurrence) => classes.find(`table:${o.id}`);
  const roots = new Set(occurrences.map(rootOf));
  const unpinned = occurrences.filter((o) => !pinnedRoots.has(rootOf(o)));
  if (unpinned.length > 0)
    findings.push({ kind: 'unscoped', tables: [...new Set(unpinned.map((o) => o.table))] });
  else if (roots.size > 1)
    findings.push({ kind: 'cross-school', tables: [...new Set(occurrences.map((o) => o.table))] });
  return findings;
}
