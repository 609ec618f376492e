/**
import type React from 'react';
 * Every story is also a test (portable stories): it renders inside the preview's decorators
 * without throwing and shows something.
 */
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from './test/preview.tsx';

setProjectAnnotations(preview);

const modules = import.meta.glob<Record<string, unknown>>('./**/*.stories.tsx', { eager: true });

describe.each(Object.entries(modules))('%s', (_file, module) => {
  const stories = Object.entries(composeStories(module as Parameters<typeof composeStories>[0]));
  it.each(stories)('%s renders', async (_name, Story) => {
    const Component = Story as unknown as () => React.ReactElement;
    const { container } = render(<Component />);
    expect(container.textContent?.length ?? 0).toBeGreaterThan(0);
  });
});
