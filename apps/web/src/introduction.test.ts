/** The designers' start page links only to stories that exist (a renamed story breaks its link). */
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import { expect, it } from 'vitest';
import page from './Introduction.mdx?raw';

const modules = import.meta.glob<Record<string, unknown>>('./**/*.stories.tsx', { eager: true });

it('links every machine state and area to an existing story', () => {
  const ids = new Set(
    Object.values(modules).flatMap((module) => {
      const title = (module.default as { title: string }).title;
      return Object.keys(module)
        .filter((name) => name !== 'default')
        .map((name) => toId(title, storyNameFromExport(name)));
    }),
  );
  const links = [...page.matchAll(/\?path=\/story\/([a-z0-9-]+)/g)].map((m) => m[1]);
  expect(links.length).toBeGreaterThan(60);
  expect(links.filter((id) => !ids.has(id ?? ''))).toEqual([]);
});
