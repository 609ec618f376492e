import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient, unwrap } from './client.ts';
import { ApiError } from './errors.ts';
import { startLoopbackServer } from './test/loopback.ts';

let server: Awaited<ReturnType<typeof startLoopbackServer>>;
beforeAll(async () => {
  server = await startLoopbackServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
});

const campusRecord = {
  id: '7',
  attributes: {
    name: 'Main campus',
    email: 'main@school.test',
    phoneno: '08012345678',
    address: '1 School Road',
    state: 'Lagos',
    is_preschool: false,
    status: 'active',
  },
};

describe('createClient', () => {
  it('sends the session token as a bearer header with JSON bodies', async () => {
    server.answer({ status: 200, body: { data: [campusRecord] } });
    const client = createClient({ baseUrl: server.baseUrl, getToken: () => 'token-123' });
    const campuses = await unwrap(client.GET('/campus'));
    expect(campuses.data[0]?.attributes.name).toBe('Main campus');
    expect(server.seen[0]?.headers.authorization).toBe('Bearer token-123');
    expect(server.seen[0]?.url).toBe('/api/campus');
  });

  it('sends no authorization header when there is no token', async () => {
    server.answer({ status: 200, body: { data: [] } });
    const client = createClient({ baseUrl: server.baseUrl, getToken: () => null });
    await client.GET('/campus');
    expect(server.seen[0]?.headers.authorization).toBeUndefined();
  });

  it('gives up after the timeout with a clear timeout error', async () => {
    server.answer({ status: 200, body: { data: [] }, delayMs: 2_000 });
    const client = createClient({ baseUrl: server.baseUrl, timeoutMs: 50 });
    const started = Date.now();
    const failure = await client.GET('/campus').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'timeout', message: 'The server took too long' });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it.each([401, 419, 440] as const)('calls onUnauthorized once on %i', async (status) => {
    server.answer({ status, body: { message: 'Session ended' } });
    const onUnauthorized = vi.fn();
    const client = createClient({ baseUrl: server.baseUrl, getToken: () => 't', onUnauthorized });
    const failure = await unwrap(client.GET('/campus')).catch((error: unknown) => error);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(status);
    expect(failure).toMatchObject({ kind: 'http', status, message: 'Session ended' });
  });

  it('does not sign out on a failed sign-in, which carries no token', async () => {
    server.answer({ status: 401, body: { message: 'Credentials do not match' } });
    const onUnauthorized = vi.fn();
    const client = createClient({ baseUrl: server.baseUrl, getToken: () => null, onUnauthorized });
    const failure = await unwrap(
      client.POST('/login', { body: { username: 'ada', password: 'wrong-password' } }),
    ).catch((error: unknown) => error);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(failure).toMatchObject({ status: 401, message: 'Credentials do not match' });
  });

  it('surfaces the field errors of a 422', async () => {
    const errors = { email: ['The email must be a valid email address.'] };
    server.answer({ status: 422, body: { message: 'The given data was invalid.', errors } });
    const client = createClient({ baseUrl: server.baseUrl, getToken: () => 't' });
    const failure = await unwrap(
      client.POST('/campus', {
        body: {
          name: 'North',
          email: 'not-an-email',
          phoneno: '08012345678',
          address: '2 Road',
          state: 'Oyo',
        },
      }),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 422, message: 'The given data was invalid.', errors });
    expect(JSON.parse(server.seen[0]?.body ?? '{}')).toMatchObject({ name: 'North' });
    expect(server.seen[0]?.headers['content-type']).toContain('application/json');
  });

  it('explains a server failure without its internals', async () => {
    server.answer({ status: 500, body: {} });
    const client = createClient({ baseUrl: server.baseUrl });
    const failure = await unwrap(client.GET('/campus')).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 500, message: 'Something went wrong on the server' });
  });

  it('reports an unreachable server as a network error', async () => {
    const client = createClient({ baseUrl: 'http://127.0.0.1:9/api' });
    const failure = await client.GET('/campus').catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'network', message: 'The server cannot be reached' });
  });
});
