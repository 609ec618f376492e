import createFetchClient, { type Client, type Middleware } from 'openapi-fetch';
import { ApiError } from './errors.ts';
import type { paths } from './generated/schoolmates.ts';

/** Statuses after which the session is gone (419 comes from other backends). */
export type SignedOutStatus = 401 | 419 | 440;
const signedOutStatuses: readonly number[] = [401, 419, 440];

export interface ClientOptions {
  /** API base, e.g. from `resolveApiBase(location)`; same-origin `/api` by default. */
  baseUrl?: string;
  /** The session token to send as a bearer, if any. */
  getToken?: () => string | null | undefined;
  /** Called once per answer of 401, 419 or 440 to a call that carried a token. */
  onUnauthorized?: (status: SignedOutStatus) => void;
  /** Abort a call after this long; 60 s by default (DECISIONS #4). */
  timeoutMs?: number;
  /** The fetch to use; the global one by default. */
  fetch?: (request: Request) => Promise<Response>;
}

export type SchoolmatesClient = Client<paths, 'application/json'>;

/** Creates a typed client for every call of the contract. */
export function createClient(options: ClientOptions = {}): SchoolmatesClient {
  const { baseUrl = '/api', getToken, onUnauthorized, timeoutMs = 60_000 } = options;
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));

  const client = createFetchClient<paths, 'application/json'>({
    baseUrl,
    fetch: (request) => {
      const signal = AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]);
      return baseFetch(new Request(request, { signal }));
    },
  });
  client.use(sessionMiddleware(getToken, onUnauthorized));
  return client;
}

function sessionMiddleware(
  getToken: ClientOptions['getToken'],
  onUnauthorized: ClientOptions['onUnauthorized'],
): Middleware {
  return {
    onRequest({ request }) {
      const token = getToken?.();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      request.headers.set('Accept', 'application/json');
      return request;
    },
    onResponse({ request, response }) {
      // Only a call made with a session can lose it; a failed sign-in is not a sign-out.
      if (signedOutStatuses.includes(response.status) && request.headers.has('Authorization')) {
        onUnauthorized?.(response.status as SignedOutStatus);
      }
      return response;
    },
    onError({ error }) {
      if (error instanceof DOMException && error.name === 'TimeoutError') {
        return ApiError.fromNetwork('timeout');
      }
      if (error instanceof DOMException && error.name === 'AbortError') {
        return ApiError.fromNetwork('aborted');
      }
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      return ApiError.fromNetwork(offline ? 'offline' : 'network');
    },
  };
}

/**
 * Returns a call's data, or throws its `ApiError` (server message and field errors included).
 * `const campuses = await unwrap(client.GET('/campus'))`.
 */
export async function unwrap<
  Result extends { data?: unknown; error?: unknown; response: Response },
>(call: Promise<Result>): Promise<NonNullable<Result['data']>> {
  const { data, error, response } = await call;
  if (!response.ok) throw ApiError.fromResponse(response.status, error);
  return data as NonNullable<Result['data']>;
}
