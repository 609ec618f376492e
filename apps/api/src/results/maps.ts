/** Small Map helpers of the results computations. */

/** The value of `key` in `map` (a Map or a WeakMap), made and kept on first use. */
export function entryOf<K, V>(
  map: { get(key: K): V | undefined; set(key: K, value: V): unknown },
  key: K,
  make: () => V,
): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/** `rows` grouped by `key`, each group in the order of `rows`. */
export function groupBy<T, K>(rows: Iterable<T>, key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) entryOf(groups, key(row), () => []).push(row);
  return groups;
}
