/**
 * A designer walks each machine's statechart in Storybook: every state of the machines that drive
 * a view has a story whose name ends with the state's name (its last part, as in `signedOut.idle`
 * → `…Idle`), optionally followed by `State`.
 */
import { assignmentPublishStates } from '@schoolmates/machines/assignments';
import { invoiceBatchStates, invoicePaymentStates } from '@schoolmates/machines/finance';
import { lessonNoteApprovalStates } from '@schoolmates/machines/lesson-notes';
import { studentPromotionStates } from '@schoolmates/machines/people';
import { resultReleaseStates } from '@schoolmates/machines/results';
import { sessionStates } from '@schoolmates/machines/session';
import { describe, expect, it } from 'vitest';
import * as sessionStories from './app/layout/session.stories.tsx';
import * as assignmentStories from './features/assignments/assignment-create.stories.tsx';
import * as financeStories from './features/finance/finance.stories.tsx';
import * as lessonNoteStories from './features/lesson-notes/lesson-notes.stories.tsx';
import * as promotionStories from './features/people/students/student-promotion.stories.tsx';
import * as releaseStories from './features/results/release/release.stories.tsx';

const machines: [string, readonly string[], Record<string, unknown>, string][] = [
  ['session', sessionStates, sessionStories, ''],
  ['result release', resultReleaseStates, releaseStories, 'Release'],
  ['student promotion', studentPromotionStates, promotionStories, 'Promotion'],
  ['invoice payment', invoicePaymentStates, financeStories, 'Invoice'],
  ['invoice batch', invoiceBatchStates, financeStories, 'Batch'],
  ['assignment publish', assignmentPublishStates, assignmentStories, ''],
  ['lesson-note approval', lessonNoteApprovalStates, lessonNoteStories, 'Approval'],
];

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

describe('machine state stories', () => {
  it.each(machines)('%s: a story per state', (_machine, states, stories, prefix) => {
    const names = Object.keys(stories).filter((name) => name.startsWith(prefix));
    const missing = states.filter((state) => {
      const last = pascal(state.split('.').at(-1) ?? state);
      return !names.some((name) => name.endsWith(last) || name.endsWith(`${last}State`));
    });
    expect(missing).toEqual([]);
  });
});
