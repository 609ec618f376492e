import type {
  AnyActorRef,
  AnyMachineSnapshot,
  AnyStateMachine,
  ContextFrom,
  StateValue,
} from 'xstate';

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

/**
 * The dotted path of the state a view shows: the machine's, followed by that of the machine it
 * invoked there, if any (an invoice `paying` with its payment child `failed` → `'paying.failed'`).
 * Promise actors have no state of their own and add nothing.
 */
export function shownStatePathOf(snapshot: AnyMachineSnapshot): string {
  const path = statePathOf(snapshot.value);
  const children: Record<string, AnyActorRef | undefined> = snapshot.children;
  for (const child of Object.values(children)) {
    const shown = child?.getSnapshot() as Partial<AnyMachineSnapshot> | undefined;
    if (shown?.value !== undefined)
      return `${path}.${shownStatePathOf(shown as AnyMachineSnapshot)}`;
  }
  return path;
}

/**
 * One snapshot of a machine per listed state, each with its example context: what stories
 * start from (`createActor(machine, { snapshot })`) to show a view in every state.
 */
export function examplesOf<TMachine extends AnyStateMachine, TState extends string>(
  machine: TMachine,
  states: readonly TState[],
  contexts: Record<TState, ContextFrom<TMachine>>,
): Record<TState, ReturnType<TMachine['resolveState']>> {
  return Object.fromEntries(
    states.map((state) => [
      state,
      machine.resolveState({ value: stateValueOf(state), context: contexts[state] }),
    ]),
  ) as Record<TState, ReturnType<TMachine['resolveState']>>;
}
