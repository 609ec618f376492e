import { describe, expect, it } from 'vitest';
import { routeTable } from '../lib/route-table.ts';
import { routes } from './routes.ts';

describe('the routes', () => {
  it('cover the route table, in its order', () => {
    expect(routes.map((r) => r.id)).toEqual(routeTable.map((r) => r.id));
  });

  // A broken import in any screen (a renamed file, a missing export) fails here, not in a
  // school's browser.
  it.each(routes.map((route) => [route.id, route] as const))(
    'load the screen of %s',
    async (_id, route) => {
      const screen = await route.load();
      expect(typeof screen.default).toBe('function');
    },
  );
});
