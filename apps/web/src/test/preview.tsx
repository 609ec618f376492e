import '../styles/index.css';
import type { Preview } from '@storybook/react-vite';
import { StoryFrame } from './story-frame.tsx';

/** Storybook's preview (re-exported by .storybook/preview.ts) and the portable stories' annotations. */
const preview: Preview = {
  parameters: { layout: 'fullscreen' },
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
      >
        <Story />
      </StoryFrame>
    ),
  ],
};

export default preview;
