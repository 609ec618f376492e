import type { StateValue } from 'xstate';

/**
 * Turns a dotted state path into the state value XState expects:
 * `'signedOut.signingIn'` → `{ signedOut: 'signingIn' }`.
 */
export function stateValueOf(path: string): StateValue {
  const [head = '', ...rest] = path.split('.');
  return rest.length === 0 ? head : { [head]: stateValueOf(rest.join('.')) };
}

/**
 * The dotted path of a state value with one active leaf (every machine here has no parallel
 * states): `{ signedOut: 'signingIn' }` → `'signedOut.signingIn'`.
 */
export function statePathOf(value: StateValue): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value)[0] ?? [];
  if (key === undefined) return '';
  return child === undefined ? key : `${key}.${statePathOf(child as StateValue)}`;
}
