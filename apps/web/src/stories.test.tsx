/**
 * Every story is also a test (portable stories): it renders inside the preview's decorators, shows
 * something and runs its `play` function. Its accessibility is checked where colours and layout
 * are real: axe runs on every story in Chromium, in both themes, in the screenshot comparison
 * (storybook-build.test.ts), with text over Radix's pseudo-element backgrounds, which axe leaves
 * unchecked, measured by `test/contrast.ts`.
 */
import { composeStories, type Preview, setProjectAnnotations } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import preview from './test/preview.tsx';

/** The alerts each story's canvas shows once it has rendered, before its play function runs. */
const firstAlerts = new WeakMap<HTMLElement, string[]>();
const recordFirstAlerts: Preview['beforeEach'] = (context) => {
  const { mount, canvasElement } = context;
  context.mount = async (...args) => {
    const canvas = await mount(...args);
    firstAlerts.set(
      canvasElement,
      Array.from(
        canvasElement.querySelectorAll('[role="alert"]'),
        (alert) => alert.textContent ?? '',
      ),
    );
    return canvas;
  };
};

setProjectAnnotations([preview, { beforeEach: recordFirstAlerts }]);

const modules = import.meta.glob<Record<string, unknown>>('./**/*.stories.tsx', { eager: true });

/** What the test uses of a composed story: run it (render, play) and read its args. */
interface RunnableStory {
  run: (context: { canvasElement: HTMLElement }) => Promise<void>;
  args: Record<string, unknown>;
  parameters: Record<string, unknown>;
}

/** What a screen shows when its data did not come (ErrorState, DECISIONS #7's messages). */
const FAILURE =
  /Could not load this|Something went wrong on the server|The server took too long|You are offline/;
/**
 * A load that failed, as a story hands it to its view (`failed`, `{ status: 'error', message }`):
 * some views show it in words of their own ("Period unavailable"), not as an ErrorState.
 */
const isFailedLoad = (value: unknown) =>
  typeof value === 'object' && value !== null && 'status' in value && value.status === 'error';
/**
 * A story named for a failure may show one; any other story must show its data, and no alert
 * (`role="alert"`) when it first renders unless the alert is part of what it shows (a warning
 * callout, a message beside the data): such a story says so with `parameters: { showsAlert: true }`.
 */
const NAMED_FOR_A_FAILURE =
  /Error|Fail|Refus|Offline|Denied|Timeout|Unavailable|Lost|Problem|NotFound|Wrong|Bad|Expired|NoToken/i;

describe.each(Object.entries(modules))('%s', (_file, module) => {
  const stories = Object.entries(
    composeStories(module as Parameters<typeof composeStories>[0]),
  ) as unknown as [string, RunnableStory][];
  it.each(stories)('%s renders and plays', async (name, Story) => {
    const canvasElement = document.createElement('div');
    document.body.append(canvasElement);
    try {
      await Story.run({ canvasElement });
      expect(canvasElement.textContent?.length ?? 0).toBeGreaterThan(0);
      if (!NAMED_FOR_A_FAILURE.test(name)) {
        expect(canvasElement.textContent, 'a story not named for a failure shows one').not.toMatch(
          FAILURE,
        );
        const failedArgs = Object.keys(Story.args).filter((arg) => isFailedLoad(Story.args[arg]));
        expect(failedArgs, 'a story not named for a failure hands its view a failed load').toEqual(
          [],
        );
        const alerts = firstAlerts.get(canvasElement);
        if (Story.parameters.showsAlert === true) {
          expect(alerts, 'a story marked showsAlert shows none').not.toEqual([]);
        } else {
          expect(alerts, 'a story not named for a failure shows an alert').toEqual([]);
        }
      }
    } finally {
      canvasElement.remove();
    }
  });
});
