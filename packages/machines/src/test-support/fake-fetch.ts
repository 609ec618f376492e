/**
 * A fake `fetch` for SDK-backed actors (STYLE #9: a fake fetch, never mocked modules). Each
 * request is recorded with its headers and parsed body; `answer` decides what comes back.
 */
export type FakeAnswer =
  | { status: number; body?: unknown }
  /** Never answers: only an abort of the request ends the call. */
  | 'hang'
  /**
   * Fails the way fetch fails when the client's timeout fires. (The SDK's own timeout signal is
   * not relied on here: on Node 20 an `AbortSignal.timeout` held only through `AbortSignal.any`
   * can be garbage-collected before it fires.)
   */
  | 'timeout';

export interface SeenRequest {
  method: string;
  path: string;
  search: string;
  headers: Headers;
  body: unknown;
}

export function createFakeFetch(
  answer: (request: SeenRequest, index: number) => FakeAnswer | Promise<FakeAnswer>,
) {
  const requests: SeenRequest[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const text = await request.text();
    const url = new URL(request.url);
    const seen: SeenRequest = {
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      search: url.search,
      headers: request.headers,
      body: text === '' ? undefined : JSON.parse(text),
    };
    requests.push(seen);
    const next = await answer(seen, requests.length - 1);
    if (next === 'timeout') {
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    }
    if (next === 'hang') {
      return new Promise<Response>((_, reject) => {
        const { signal } = request;
        if (signal.aborted) reject(signal.reason);
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
    }
    const body = next.body === undefined ? '' : JSON.stringify(next.body);
    return new Response(body === '' ? null : body, {
      status: next.status,
      headers: {
        'content-type': 'application/json',
        'content-length': String(new TextEncoder().encode(body).length),
      },
    });
  };
  return { fetch, requests };
}
