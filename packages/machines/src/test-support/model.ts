/**
 * Model-based testing of a machine against itself running as a real actor.
 *
 * - `toTestModelMachine(machine)` turns each `invoke` into the events it produces
 *   (`xstate.done.actor.<id>` / `xstate.error.actor.<id>`), because `createTestModel` refuses
 *   machines that invoke. The model has the same states, guards, actions and transitions.
 * - `createTestModel` and its path generators (`getShortestPaths`, `getSimplePaths`) give the
 *   paths; `runPath` replays each one on a real actor of the *original* machine whose actors
 *   are deferred fakes: a done or error step settles the pending call of that actor, any other
 *   step is sent. After every step the actor must be in the model's state with the model's
 *   context, and the machine's own checks (`check`) must hold.
 * - `createCoverage(machine)` watches every actor through inspection and says which states and
 *   transitions of the machine no path took.
 *
 * Test-only: not exported from the package.
 */

import { expect } from 'vitest';
import {
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createActor,
  createMachine,
  type EventObject,
  fromPromise,
  type InspectionEvent,
} from 'xstate';
import type { TestPath } from 'xstate/graph';
import { statePathOf } from '../shared/state-value.ts';

type Config = Record<string, unknown>;

/** An event the model may take: a machine event, or the done/error event of an invoke. */
export type ModelEvent = { type: string } & Record<string, unknown>;

function stripInvokes(config: Config): Config {
  const { invoke, on, states, ...rest } = config;
  const next: Config = { ...rest };
  const handlers: Config = { ...((on as Config | undefined) ?? {}) };
  const invokes = invoke === undefined ? [] : Array.isArray(invoke) ? invoke : [invoke];
  for (const definition of invokes as Config[]) {
    const id = definition.id;
    if (typeof id !== 'string') throw new Error('Give every invoke an id to test it by model');
    if (definition.onDone === undefined || definition.onError === undefined) {
      throw new Error(`The invoke "${id}" needs both onDone and onError`);
    }
    handlers[`xstate.done.actor.${id}`] = definition.onDone;
    handlers[`xstate.error.actor.${id}`] = definition.onError;
  }
  if (Object.keys(handlers).length > 0) next.on = handlers;
  if (states !== undefined) {
    next.states = Object.fromEntries(
      Object.entries(states as Record<string, Config>).map(([key, child]) => [
        key,
        stripInvokes(child),
      ]),
    );
  }
  return next;
}

/** The machine with each invoke replaced by transitions on the events that invoke produces. */
export function toTestModelMachine<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  return createMachine(
    stripInvokes(machine.config as unknown as Config) as never,
    machine.implementations as never,
  ) as unknown as TMachine;
}

function allNodes(root: AnyStateNode): AnyStateNode[] {
  return [root, ...Object.values(root.states).flatMap((child) => allNodes(child as AnyStateNode))];
}

function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const always = source.always?.indexOf(transition) ?? -1;
  if (always >= 0) return `${source.id} (always #${always})`;
  const list = source.transitions.get(transition.eventType) ?? [];
  return `${source.id} on ${transition.eventType} #${list.indexOf(transition)}`;
}

/** Every transition of a machine, by key: `<state id> on <event> #<index>`. */
export function transitionKeysOf(machine: AnyStateMachine): string[] {
  return allNodes(machine.root).flatMap((node) => [
    ...[...node.transitions.values()].flat().map(transitionKey),
    ...(node.always ?? []).map(transitionKey),
  ]);
}

/** Every state node id of a machine except the root. */
export function stateIdsOf(machine: AnyStateMachine): string[] {
  return allNodes(machine.root)
    .slice(1)
    .map((node) => node.id);
}

/** Records the states and transitions real actors went through. */
export function createCoverage(machine: AnyStateMachine) {
  const transitions = new Set<string>();
  const states = new Set<string>();
  const record = (snapshot: unknown) => {
    const nodes = (snapshot as Partial<AnyMachineSnapshot> | undefined)?._nodes;
    for (const node of nodes ?? []) states.add(node.id);
  };
  return {
    inspect(event: InspectionEvent) {
      if (event.type === '@xstate.microstep') {
        for (const transition of event._transitions) {
          transitions.add(transitionKey(transition));
          states.add(transition.source.id);
        }
        record(event.snapshot);
      } else if (event.type === '@xstate.snapshot') {
        record(event.snapshot);
      }
    },
    missingTransitions: () => transitionKeysOf(machine).filter((key) => !transitions.has(key)),
    missingStates: () => stateIdsOf(machine).filter((id) => !states.has(id)),
    takenTransitions: () => transitions.size,
  };
}

export type Coverage = ReturnType<typeof createCoverage>;

/** One call of a fake actor, settled by the path step that says how it ended. */
export interface FakeCall {
  src: string;
  input: unknown;
  settled: boolean;
  resolve(output: unknown): void;
  reject(error: unknown): void;
}

/** Deferred fakes for the named actors: each call waits until the test settles it. */
export function createFakeActors(names: readonly string[]) {
  const calls: FakeCall[] = [];
  const actors = Object.fromEntries(
    names.map((src) => [
      src,
      fromPromise<unknown, unknown>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            const call: FakeCall = {
              src,
              input,
              settled: false,
              resolve: (output) => {
                call.settled = true;
                resolve(output);
              },
              reject: (error) => {
                call.settled = true;
                reject(error);
              },
            };
            calls.push(call);
          }),
      ),
    ]),
  ) as Record<string, AnyActorLogic>;
  return {
    actors,
    calls,
    /** The latest unsettled call of an actor. */
    pending(src: string): FakeCall | undefined {
      return calls.filter((call) => call.src === src && !call.settled).at(-1);
    },
  };
}

export type FakeActors = ReturnType<typeof createFakeActors>;

/** Lets promises, and the events they send, run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const donePrefix = 'xstate.done.actor.';
const errorPrefix = 'xstate.error.actor.';

export interface RunPathOptions<TSnapshot extends AnyMachineSnapshot> {
  /** The real machine (with invokes). */
  machine: AnyStateMachine;
  /** The names of its actors, to be replaced by deferred fakes. */
  actorNames: readonly string[];
  input?: unknown;
  coverage: Coverage;
  /** Other implementations to provide (e.g. persistence actions). */
  implementations?: Parameters<AnyStateMachine['provide']>[0];
  /** Machine-specific checks after every step, on the real actor's snapshot. */
  check?: (snapshot: TSnapshot, step: { event: EventObject; fakes: FakeActors }) => void;
}

/**
 * Replays a model path on a real actor; after each step the actor's state and context must equal
 * the model's, and `check` must pass. Returns the actor's last snapshot.
 */
export async function runPath<TSnapshot extends AnyMachineSnapshot>(
  path: TestPath<AnyMachineSnapshot, EventObject>,
  options: RunPathOptions<TSnapshot>,
): Promise<TSnapshot> {
  const fakes = createFakeActors(options.actorNames);
  const logic = options.machine.provide({
    ...(options.implementations ?? {}),
    actors: fakes.actors,
  } as never);
  const actor = createActor(logic, {
    input: options.input,
    inspect: (event: InspectionEvent) => options.coverage.inspect(event),
  } as never);
  actor.start();
  await settle();

  let lastEvent: EventObject = { type: 'xstate.init' };
  const exec = async (step: { event: EventObject }) => {
    const { event } = step;
    lastEvent = event;
    if (event.type === 'xstate.init') return;
    if (event.type.startsWith(donePrefix) || event.type.startsWith(errorPrefix)) {
      const done = event.type.startsWith(donePrefix);
      const src = event.type.slice((done ? donePrefix : errorPrefix).length);
      const call = fakes.pending(src);
      if (!call) throw new Error(`No call of the "${src}" actor is waiting for ${event.type}`);
      if (done) call.resolve((event as unknown as { output: unknown }).output);
      else call.reject((event as unknown as { error: unknown }).error);
    } else {
      actor.send(event as never);
    }
    await settle();
  };
  const events = Object.fromEntries(path.steps.map((step) => [step.event.type, exec]));

  await path.test({
    events,
    states: {
      '*': (modelState: AnyMachineSnapshot) => {
        const snapshot = actor.getSnapshot() as TSnapshot;
        expect(statePathOf(snapshot.value)).toBe(statePathOf(modelState.value));
        expect(snapshot.context).toEqual(modelState.context);
        options.check?.(snapshot, { event: lastEvent, fakes });
      },
    },
  } as never);
  const last = actor.getSnapshot() as TSnapshot;
  actor.stop();
  return last;
}

function eventLabel(event: EventObject): string {
  if (event.type.startsWith(donePrefix)) return `${event.type.slice(donePrefix.length)} done`;
  if (event.type.startsWith(errorPrefix)) return `${event.type.slice(errorPrefix.length)} failed`;
  const status = (event as { status?: unknown }).status;
  return typeof status === 'number' ? `${event.type}(${status})` : event.type;
}

/** A short name for a path: where it ends and the events that lead there. */
export function describePath(path: TestPath<AnyMachineSnapshot, EventObject>, index: number) {
  const events = path.steps
    .map((step) => step.event)
    .filter((event) => event.type !== 'xstate.init')
    .map(eventLabel);
  return `#${index + 1} ${statePathOf(path.state.value)} ← ${events.join(' → ') || 'start'}`;
}
