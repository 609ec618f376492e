import { describe, expect, it } from 'vitest';
import { routeTable } from '../lib/route-table.ts';
import { routes } from './routes.ts';

describe('the routes', () => {
  it('load every screen of the route table lazily', async () => {
    expect(routes.map((r) => r.id)).toEqual(routeTable.map((r) => r.id));
    const home = routes.find((r) => r.id === 'home');
    expect(typeof (await home?.load())?.default).toBe('function');
  });
});
