/** The single row a statement must give (an INSERT … RETURNING, a lookup by a known key). */
export function one<T>(rows: readonly T[], what = 'row'): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`Expected a ${what}, got none`);
  return row;
}

/** A value the code knows is there (a key it just looked up, a row it just wrote). */
export function must<T>(value: T | null | undefined, what = 'value'): T {
  if (value === undefined || value === null) throw new Error(`Expected a ${what}`);
  return value;
}

/** The rows of a `db.execute` (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
