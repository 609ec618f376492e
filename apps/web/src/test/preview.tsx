import '../styles/index.css';
import './story-fonts.css';
import type { Preview } from '@storybook/react-vite';
import { StoryFrame } from './story-frame.tsx';

/** The axe rules whose outcome depends on the theme's colours. */
const colourRules = ['color-contrast', 'link-in-text-block'];

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
  // `axeColourOnlyFor`: the screenshot run switches a story it has checked to the other theme in
  // place (test/screenshots.ts) and names it here: the same page in other colours, so axe checks
  // again only the rules that read colours. Storybook's own toolbar never sets it.
  initialGlobals: { appearance: 'light', axeColourOnlyFor: '' },
  beforeEach: (context) => {
    if (context.globals.axeColourOnlyFor !== context.id) return;
    const a11y = context.parameters.a11y;
    // This render's own parameters (a copy): the story's stay as they are for its next render.
    context.parameters = {
      ...context.parameters,
      a11y: {
        ...a11y,
        options: { ...a11y.options, runOnly: { type: 'rule', values: colourRules } },
      },
    };
  },
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
