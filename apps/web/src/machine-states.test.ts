/**
 * A designer walks each machine's statechart in Storybook: every state of the machines that drive
 * a view has a story whose name ends with the state's name (its last parts, as in
 * `signedOut.idle` → `…Idle` or `…SignedOutIdle`), optionally followed by `State`, and that story
 * shows its view with the machine in that state. A machine's stories carry its state list in their
 * parameters (`parameters: { invoicePaymentStates }`); each one named for a state is rendered
 * (without its play function) and the actor its view starts must be in the state it is named for.
 */
import {
  assignmentPublishMachine,
  assignmentPublishStates,
} from '@schoolmates/machines/assignments';
import {
  invoiceBatchMachine,
  invoiceBatchStates,
  invoicePaymentMachine,
  invoicePaymentStates,
} from '@schoolmates/machines/finance';
import {
  lessonNoteApprovalMachine,
  lessonNoteApprovalStates,
} from '@schoolmates/machines/lesson-notes';
import { studentPromotionMachine, studentPromotionStates } from '@schoolmates/machines/people';
import { resultReleaseMachine, resultReleaseStates } from '@schoolmates/machines/results';
import { sessionMachine, sessionStates } from '@schoolmates/machines/session';
import { shownStatePathOf } from '@schoolmates/machines/shared';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import { createElement, type FunctionComponent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AnyActor, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import * as sessionStories from './app/layout/session.stories.tsx';
import * as assignmentStories from './features/assignments/assignment-create.stories.tsx';
import * as financeStories from './features/finance/finance.stories.tsx';
import * as lessonNoteStories from './features/lesson-notes/lesson-notes.stories.tsx';
import * as promotionStories from './features/people/students/student-promotion.stories.tsx';
import * as releaseStories from './features/results/release/release.stories.tsx';
import preview from './test/preview.tsx';

/** The actors the views start (every machine-driven view starts its actor with `useActorRef`). */
const started = vi.hoisted(() => new Set<AnyActor>());
vi.mock('@xstate/react', async (importOriginal) => {
  const xstateReact = await importOriginal<typeof import('@xstate/react')>();
  const useActorRef: typeof xstateReact.useActorRef = (...args) => {
    const actor = xstateReact.useActorRef(...args);
    started.add(actor);
    return actor;
  };
  return { ...xstateReact, useActorRef };
});

setProjectAnnotations([preview]);

type Stories = Parameters<typeof composeStories>[0];
/** What the test uses of a composed story: render it (in the preview's decorators), parameters. */
type ComposedStory = FunctionComponent & { parameters: Record<string, unknown> };

const machines: [string, AnyStateMachine, readonly string[], Stories][] = [
  ['session', sessionMachine, sessionStates, sessionStories],
  ['result release', resultReleaseMachine, resultReleaseStates, releaseStories],
  ['student promotion', studentPromotionMachine, studentPromotionStates, promotionStories],
  ['invoice payment', invoicePaymentMachine, invoicePaymentStates, financeStories],
  ['invoice batch', invoiceBatchMachine, invoiceBatchStates, financeStories],
  ['assignment publish', assignmentPublishMachine, assignmentPublishStates, assignmentStories],
  ['lesson-note approval', lessonNoteApprovalMachine, lessonNoteApprovalStates, lessonNoteStories],
];

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * How many of the state's last parts a story's name ends with: `InvoicePayingEntering` names
 * `paying.entering` by 2 and `correcting.entering` by 1; 0 when it does not name the state.
 */
function naming(name: string, state: string): number {
  const parts = state.split('.').map(pascal);
  let named = 0;
  for (let count = 1; count <= parts.length; count++) {
    const tail = parts.slice(-count).join('');
    if (name.endsWith(tail) || name.endsWith(`${tail}State`)) named = count;
  }
  return named;
}

/** The states a story's name names best (several when it names them equally, none for none). */
function statesNamedBy(name: string, states: readonly string[]): string[] {
  const named = states.map((state) => naming(name, state));
  const best = Math.max(0, ...named);
  return best === 0 ? [] : states.filter((_state, i) => named[i] === best);
}

/** The states the story's view shows its machine in, rendered without the story's play function. */
async function statesShownBy(Story: ComposedStory, machine: AnyStateMachine): Promise<string[]> {
  started.clear();
  const { unmount } = await act(async () => render(createElement(Story)));
  const shown = [...started]
    .filter((actor) => (actor.logic as AnyStateMachine).id === machine.id)
    .map((actor) => shownStatePathOf(actor.getSnapshot() as AnyMachineSnapshot));
  unmount();
  return shown;
}

describe('machine state stories', () => {
  it.each(machines)('%s: a story shows each state', async (_machine, machine, states, module) => {
    const stories = (
      Object.entries(composeStories(module)) as unknown as [string, ComposedStory][]
    ).filter(([, Story]) => Object.values(Story.parameters).includes(states));
    const wrong: string[] = [];
    const shownAsNamed = new Set<string>();
    for (const [name, Story] of stories) {
      const named = statesNamedBy(name, states);
      if (named.length === 0) continue;
      const shown = await statesShownBy(Story, machine);
      const [state] = shown;
      if (shown.length === 1 && state !== undefined && named.includes(state))
        shownAsNamed.add(state);
      else wrong.push(`${name} shows ${shown.join(', ') || 'no actor'}, not ${named.join(' or ')}`);
    }
    const missing = states.filter((state) => !shownAsNamed.has(state));
    expect({ wrong, missing }).toEqual({ wrong: [], missing: [] });
  });
});
