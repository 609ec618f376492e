/**
 * The HTTP client of a benchmark, on a thread of its own: the server under test keeps its event
 * loop to itself, as it does when a browser is the client (with `fetch` on the server's thread,
 * the client's own work was counted in every figure). Requests sent together go out at once;
 * the time is the client's wall time for all of them.
 */
import { Worker } from 'node:worker_threads';

export interface BenchRequest {
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface BenchAnswer {
  status: number;
  text: string;
}

const worker = `
const { parentPort, workerData } = require('node:worker_threads');
parentPort.on('message', async ({ id, requests }) => {
  const start = performance.now();
  try {
    const answers = await Promise.all(requests.map(async (r) => {
      const res = await fetch(workerData.base + r.path, { method: r.method, headers: r.headers, body: r.body });
      return { status: res.status, text: await res.text() };
    }));
    parentPort.postMessage({ id, ms: performance.now() - start, answers });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});`;

export interface BenchClient {
  /** Sends the requests at once; answers them and the wall time; throws on a non-2xx answer. */
  send(requests: BenchRequest[]): Promise<{ ms: number; answers: BenchAnswer[] }>;
  /** One request's JSON answer. */
  call<T>(request: BenchRequest): Promise<T>;
  close(): Promise<number>;
}

/** A client for `base` (e.g. `http://127.0.0.1:3000/api`), signed in with `token` when given. */
export function startClient(base: string, token?: string): BenchClient {
  const thread = new Worker(worker, { eval: true, workerData: { base } });
  const waiting = new Map<
    number,
    (reply: { ms: number; answers: BenchAnswer[] } | { error: string }) => void
  >();
  thread.on('message', (reply: { id: number }) => {
    waiting.get(reply.id)?.(reply as never);
    waiting.delete(reply.id);
  });
  let next = 0;
  const send: BenchClient['send'] = (requests) =>
    new Promise((resolve, reject) => {
      const id = next++;
      waiting.set(id, (reply) => {
        if ('error' in reply) return reject(new Error(reply.error));
        const failed = reply.answers.findIndex((a) => a.status >= 300);
        const request = requests[failed];
        if (request) {
          const text = reply.answers[failed]?.text.slice(0, 300);
          return reject(new Error(`${request.method} ${request.path}: ${text}`));
        }
        resolve(reply);
      });
      thread.postMessage({
        id,
        requests: requests.map((r) => ({
          method: r.method,
          path: r.path,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(r.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...r.headers,
          },
          body: r.body === undefined ? undefined : JSON.stringify(r.body),
        })),
      });
    });
  return {
    send,
    async call<T>(request: BenchRequest) {
      const { answers } = await send([request]);
      return JSON.parse(answers[0]?.text ?? 'null') as T;
    },
    close: () => thread.terminate(),
  };
}

/** A session token for `username`, from a client that is closed again. */
export async function signIn(base: string, username: string, password: string) {
  const client = startClient(base);
  try {
    const { data } = await client.call<{ data: { token: string } }>({
      method: 'POST',
      path: '/login',
      body: { username, password },
    });
    return data.token;
  } finally {
    await client.close();
  }
}
