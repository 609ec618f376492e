/**
 * The load of bench/api/mixed.ts, run in a process of its own (so its client work does not
 * share the server's event loop): autocannon cycling every connection through two reads and a
 * write. Each write creates a department with a code of its own; the codes answered 201 are
 * printed so the parent can check every one of them is stored.
 *
 *   tsx bench/api/mixed-load.ts <base url> <token> <seconds> <connections>
 */
import { createRequire } from 'node:module';

const require = createRequire(new URL('../package.json', import.meta.url));
const autocannon = require('autocannon') as (options: Record<string, unknown>) => Promise<{
  requests: { total: number; average: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}>;

const [base, token, seconds, connections] = process.argv.slice(2);
let next = 0;
const sent = new Map<unknown, string>();
const created: string[] = [];
const statuses = new Map<number, number>();

const result = await autocannon({
  url: base,
  connections: Number(connections),
  duration: Number(seconds),
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  requests: [
    { method: 'GET', path: '/api/student?page=1&per_page=50' },
    { method: 'GET', path: '/api/campus' },
    {
      method: 'POST',
      path: '/api/department',
      setupRequest: (request: Record<string, unknown>, context: Record<string, unknown>) => {
        const code = `M${(next++).toString(36).toUpperCase()}`;
        context.code = code;
        return {
          ...request,
          body: JSON.stringify({ department_id: code, department_name: `Mixed ${code}` }),
        };
      },
      onResponse: (status: number, _body: string, context: Record<string, unknown>) => {
        if (status === 201) created.push(String(context.code));
        sent.set(context.code, String(status));
      },
    },
  ],
  setupClient: (client: { on(event: string, listener: (status: number) => void): void }) => {
    client.on('response', (status: number) =>
      statuses.set(status, (statuses.get(status) ?? 0) + 1),
    );
  },
});

console.log(
  JSON.stringify({
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    statuses: Object.fromEntries(statuses),
    created,
  }),
);
