import '../styles/index.css';
import './story-fonts.css';
import type { Preview } from '@storybook/react-vite';
import { StoryFrame } from './story-frame.tsx';

/** Storybook's preview (re-exported by .storybook/preview.ts) and the portable stories' annotations. */
const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    // Every story fails the screenshot run on an axe violation, in both themes (test/screenshots.ts).
    // Radix's focus guards are invisible, focusable sentinels that keep focus inside an open dialog;
    // axe reads them as hidden focusable content.
    // Passed rules are reported by one node each, not every node they checked: the tests read
    // only the violations and what axe could not decide (text over a pseudo-element's background).
    a11y: {
      test: 'error',
      context: { exclude: ['[data-radix-focus-guard]'] },
      options: { resultTypes: ['violations', 'incomplete'] },
    },
    options: { storySort: { order: ['Introduction', '*'] } },
  },
  globalTypes: {
    appearance: {
      description: 'Light or dark',
      toolbar: { title: 'Appearance', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { appearance: 'light' },
  decorators: [
    (Story, context) => (
      <StoryFrame
        appearance={context.globals.appearance === 'dark' ? 'dark' : 'light'}
        padded={context.parameters.padded !== false}
        // A story's `parameters.address` is where its router starts, e.g. a reset link's `?token=`.
        address={context.parameters.address}
      >
        <Story />
      </StoryFrame>
    ),
  ],
};

export default preview;
