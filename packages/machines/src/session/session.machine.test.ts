import { ApiError, createClient } from '@schoolmates/sdk';
import { describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom, waitFor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { statePathOf } from '../shared/state-value.ts';
import { createFakeFetch, type FakeAnswer, type SeenRequest } from '../test-support/fake-fetch.ts';
import {
  createCoverage,
  describePath,
  type ModelEvent,
  runPath,
  settle,
  toTestModelMachine,
} from '../test-support/model.ts';
import { createSessionActions, createSessionMachine } from './session.actors.ts';
import { sessionExamples } from './session.examples.ts';
import { exampleSession, exampleUser } from './session.fixtures.ts';
import { sessionMachine, sessionStates } from './session.machine.ts';
import { landingPathAfterSignIn } from './session.redirect.ts';
import { type SessionEvent, type SignUpInput, sessionMessages } from './session.setup.ts';
import {
  createBrowserSessionStore,
  createMemorySessionStore,
  type SessionStore,
  tokenCookieName,
} from './session.storage.ts';

type Snapshot = SnapshotFrom<typeof sessionMachine>;

const signUpInput: SignUpInput = {
  school_name: 'Bright Future Academy',
  school_type: 'elementary',
  surname: 'Obi',
  firstname: 'Ada',
  email: 'ada.obi@school.test',
  password: 'a-long-password',
};

const busyStates = new Set<string>([
  'restoring',
  'signedOut.signingIn',
  'signedOut.signingUp',
  'signedOut.signingInWithProvider',
  'signedOut.requestingReset',
  'signedOut.resettingPassword',
  'signedIn.resettingPassword',
  'signedIn.checkingSession',
  'signedIn.signingOut',
]);

const actorNames = [
  'restoreSession',
  'signIn',
  'signUp',
  'signInWithProvider',
  'requestPasswordReset',
  'resetPassword',
  'checkSession',
  'signOut',
] as const;

/** The events the model may take, per state, kept small so the graph stays finite. */
function sessionModelEvents(snapshot: Snapshot): ModelEvent[] {
  const { context } = snapshot;
  const events: ModelEvent[] = [
    { type: 'session.signIn', username: 'ada.obi', password: 'secret-password' },
    { type: 'session.signUp', input: signUpInput },
    { type: 'session.signInWithProvider' },
    { type: 'session.forgotPassword', email: 'ada.obi@school.test' },
    {
      type: 'session.resetPassword',
      input: {
        token: 'reset-token-0123456789',
        password: 'new-password',
        password_confirmation: 'new-password',
      },
    },
    { type: 'session.signOut' },
    { type: 'session.dismiss' },
    { type: 'session.userUpdated', user: { ...exampleUser, firstname: 'Adaeze' } },
    // 403 is not a sign-out: the guard keeps the session.
    { type: 'session.unauthorized', status: 403 },
    { type: 'session.unauthorized', status: 440, path: '/academic-works/results' },
    { type: 'xstate.done.actor.restoreSession', output: exampleSession },
    { type: 'xstate.done.actor.restoreSession', output: null },
    { type: 'xstate.error.actor.restoreSession', error: new Error('storage refused') },
    { type: 'xstate.done.actor.signIn', output: exampleSession },
    { type: 'xstate.done.actor.signIn', output: null },
    {
      type: 'xstate.error.actor.signIn',
      error: new ApiError('http', 'Invalid username or password', 401),
    },
    { type: 'xstate.done.actor.signUp', output: exampleSession },
    { type: 'xstate.done.actor.signUp', output: null },
    {
      type: 'xstate.error.actor.signUp',
      error: new ApiError('http', 'The email is taken', 409),
    },
    {
      type: 'xstate.done.actor.signInWithProvider',
      output: { session: null, status: '', message: '' },
    },
    {
      type: 'xstate.done.actor.signInWithProvider',
      output: { session: exampleSession, status: 'success', message: '' },
    },
    { type: 'xstate.error.actor.signInWithProvider', error: new Error('Popup closed') },
    { type: 'xstate.done.actor.requestPasswordReset', output: null },
    { type: 'xstate.error.actor.requestPasswordReset', error: new Error('') },
    { type: 'xstate.done.actor.resetPassword', output: null },
    {
      type: 'xstate.error.actor.resetPassword',
      error: new ApiError('http', 'The link has expired', 422),
    },
    { type: 'xstate.done.actor.checkSession', output: undefined },
    {
      type: 'xstate.error.actor.checkSession',
      error: new ApiError('timeout', 'The server took too long'),
    },
    { type: 'xstate.done.actor.signOut', output: undefined },
    {
      type: 'xstate.error.actor.signOut',
      error: new ApiError('timeout', 'The server took too long'),
    },
  ];
  // A kept redirect matters once; offering it again only multiplies states.
  if (context.redirectUrl === null) {
    events.push({ type: 'session.requireSignIn', path: '/academic-works/results' });
  }
  // Once a message shows, further failures add nothing new to explore.
  if (context.error !== null || context.notice !== null || context.endedBy !== null) {
    return events.filter(
      (event) => !event.type.startsWith('xstate.error.') && event.type !== 'session.requireSignIn',
    );
  }
  return events;
}

describe('sessionMachine by model', () => {
  const model = createTestModel(toTestModelMachine(sessionMachine), {
    events: (snapshot) => sessionModelEvents(snapshot as Snapshot) as never,
  });
  const paths = model.getShortestPaths();
  const coverage = createCoverage(sessionMachine);

  it('has one shortest path per reachable state and transition', () => {
    expect(paths.length).toBe(89);
  });

  it.each(paths.map((path, index) => [describePath(path, index), path] as const))(
    '%s',
    async (_, path) => {
      const store = createMemorySessionStore();
      const leave = vi.fn();
      let signOutsSent = 0;
      const last = await runPath<Snapshot>(path, {
        machine: sessionMachine,
        actorNames,
        coverage,
        implementations: { actions: createSessionActions({ store, leave }) },
        check: (snapshot, { event }) => {
          const state = statePathOf(snapshot.value);
          expect(snapshot.hasTag('busy')).toBe(busyStates.has(state));
          if (event.type === 'session.signOut') signOutsSent += 1;
          const { token, user } = snapshot.context;
          // Signed in means a token and a user; signed out means neither.
          if (snapshot.matches('signedIn')) {
            expect(token).not.toBeNull();
            expect(user).not.toBeNull();
          }
          if (snapshot.matches('signedOut')) {
            expect(token).toBeNull();
            expect(user).toBeNull();
          }
          // A sign-in that succeeded is kept in the store.
          if (/^xstate\.done\.actor\.sign(In|Up|InWithProvider)$/.test(event.type) && token) {
            expect(store.current).toEqual({ token, user });
          }
          // Whatever ended the session, the store forgets it.
          if (
            snapshot.matches('signedOut') &&
            (event.type === 'session.unauthorized' || event.type.endsWith('.actor.signOut'))
          ) {
            expect(store.current).toEqual({ token: null, user: null });
          }
          // Only a sign-out the user asked for leaves the page.
          expect(leave.mock.calls.length).toBeLessThanOrEqual(signOutsSent);
        },
      });
      expect(statePathOf(last.value)).toBe(statePathOf(path.state.value));
    },
  );

  it('visits every state and takes every transition', () => {
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });

  // Simple paths multiply fast: walk them over the events of one story only.
  const expiring = model.getSimplePaths({
    events: [
      { type: 'xstate.done.actor.restoreSession', output: exampleSession },
      { type: 'xstate.done.actor.restoreSession', output: null },
      { type: 'session.signIn', username: 'ada.obi', password: 'secret-password' },
      { type: 'xstate.done.actor.signIn', output: exampleSession },
      { type: 'xstate.done.actor.signIn', output: null },
      { type: 'session.unauthorized', status: 440 },
    ] as never,
    filterEvents: (snapshot, event) => snapshot.can(event),
    toState: (snapshot) => snapshot.matches('signedOut') && snapshot.context.endedBy === 440,
  });

  it('has two simple paths to an expired session', () => {
    expect(expiring.map((path, index) => describePath(path, index))).toEqual([
      '#1 signedOut.idle ← restoreSession done → session.signIn → signIn done → session.unauthorized(440)',
      '#2 signedOut.idle ← restoreSession done → session.unauthorized(440)',
    ]);
  });

  it.each(expiring.map((path, index) => [describePath(path, index), path] as const))(
    'simple path %s ends signed out with nothing kept',
    async (_, path) => {
      const store = createMemorySessionStore(exampleSession);
      const last = await runPath<Snapshot>(path, {
        machine: sessionMachine,
        actorNames,
        coverage,
        implementations: { actions: createSessionActions({ store }) },
      });
      expect(last.context).toMatchObject({ token: null, user: null, endedBy: 440 });
      expect(store.load()).toBeNull();
    },
  );
});

describe('sessionStates and sessionExamples', () => {
  it('has one example per state, in that state', () => {
    expect(Object.keys(sessionExamples)).toEqual([...sessionStates]);
    for (const state of sessionStates) {
      const example = sessionExamples[state];
      expect(statePathOf(example.value)).toBe(state);
      expect(example.hasTag('busy')).toBe(busyStates.has(state));
    }
  });

  it('lists every leaf state of the machine', () => {
    const leaves = new Set<string>();
    const walk = (node: typeof sessionMachine.root, prefix: string) => {
      for (const [key, child] of Object.entries(node.states)) {
        const path = prefix ? `${prefix}.${key}` : key;
        if (Object.keys(child.states).length === 0) leaves.add(path);
        else walk(child, path);
      }
    };
    walk(sessionMachine.root, '');
    expect(new Set(sessionStates)).toEqual(leaves);
  });
});

/** A browser-like store over a fake cookie jar and storage. */
function browserStore(secure = true) {
  const jar = new Map<string, string>();
  const written: string[] = [];
  const cookies = {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      written.push(line);
      const [pair = '', ...attributes] = line.split('; ');
      const [name = '', value = ''] = pair.split('=');
      if (attributes.includes('Max-Age=0')) jar.delete(name);
      else jar.set(name, value);
    },
  };
  const items = new Map<string, string>();
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
  const store = createBrowserSessionStore({ cookies, storage, secure });
  return { store, jar, items, written };
}

/** The session wired to the SDK over a fake fetch, like the web app wires it. */
function startSession(options: {
  answer: (request: SeenRequest, index: number) => FakeAnswer;
  store?: SessionStore;
  leave?: () => void;
}) {
  const store = options.store ?? createMemorySessionStore();
  const api = createFakeFetch(options.answer);
  let send: (event: SessionEvent) => void = () => {};
  const client = createClient({
    baseUrl: 'http://school.test/api',
    fetch: api.fetch,
    getToken: () => store.load()?.token ?? null,
    onUnauthorized: (status) => send({ type: 'session.unauthorized', status }),
  });
  const actor = createActor(
    createSessionMachine({ client, store, ...(options.leave ? { leave: options.leave } : {}) }),
  );
  send = (event) => actor.send(event);
  actor.start();
  return { actor, client, store, requests: api.requests };
}

const loginAnswer = { status: 200, body: { data: exampleSession, message: 'Welcome onboard' } };

async function signedIn(answer: (request: SeenRequest, index: number) => FakeAnswer) {
  const session = startSession({ answer, store: createMemorySessionStore(exampleSession) });
  await waitFor(session.actor, (s) => s.matches('signedIn'));
  return session;
}

describe('restoring', () => {
  it('restores from the userToken cookie and the sessionUser entry', async () => {
    const { store, jar, items } = browserStore();
    jar.set(tokenCookieName, 'kept-token');
    items.set('sessionUser', JSON.stringify({ signedIn: true, user: exampleUser }));
    const { actor } = startSession({ answer: () => ({ status: 500 }), store });
    const snapshot = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(statePathOf(snapshot.value)).toBe('signedIn.active');
    expect(snapshot.context).toMatchObject({
      token: 'kept-token',
      user: exampleUser,
      notice: null,
    });
  });

  it.each([
    ['no cookie', null, { signedIn: true, user: exampleUser }],
    ['a signed-out entry', 'kept-token', { signedIn: false, user: null }],
    ['no entry', 'kept-token', null],
    ['a broken entry', 'kept-token', '{not json'],
  ])('is signed out with %s', async (_, token, entry) => {
    const { store, jar, items } = browserStore();
    if (token) jar.set(tokenCookieName, token);
    if (entry !== null) {
      items.set('sessionUser', typeof entry === 'string' ? entry : JSON.stringify(entry));
    }
    const { actor } = startSession({ answer: () => ({ status: 500 }), store });
    const snapshot = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(statePathOf(snapshot.value)).toBe('signedOut.idle');
    expect(snapshot.context).toMatchObject({ token: null, user: null });
  });
});

describe('signing in and up', () => {
  it("signs in, says 'Welcome onboard' and keeps the token cookie and the user", async () => {
    const { store, jar, items, written } = browserStore(true);
    const { actor, requests } = startSession({ answer: () => loginAnswer, store });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.signIn', username: 'ada.obi', password: 'secret-password' });
    const snapshot = await waitFor(actor, (s) => s.matches('signedIn'));

    expect(snapshot.context.notice).toBe('Welcome onboard');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/login',
      body: { username: 'ada.obi', password: 'secret-password' },
    });
    expect(jar.get(tokenCookieName)).toBe(exampleSession.token);
    expect(written.at(-1)).toBe(
      `userToken=${exampleSession.token}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`,
    );
    expect(JSON.parse(items.get('sessionUser') ?? 'null')).toEqual({
      signedIn: true,
      user: exampleUser,
    });
  });

  it('leaves Secure off the cookie on plain http', async () => {
    const { store, written } = browserStore(false);
    const { actor } = startSession({ answer: () => loginAnswer, store });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.signIn', username: 'ada.obi', password: 'secret-password' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(written.at(-1)).toBe(
      `userToken=${exampleSession.token}; Path=/; Max-Age=31536000; SameSite=Lax`,
    );
  });

  it('sends one sign-in for a double click', async () => {
    const { actor, requests } = startSession({ answer: () => loginAnswer });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.signIn', username: 'ada.obi', password: 'secret-password' });
    actor.send({ type: 'session.signIn', username: 'ada.obi', password: 'secret-password' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(requests).toHaveLength(1);
  });

  it.each<[string, FakeAnswer, string]>([
    [
      "the server's message",
      { status: 401, body: { message: 'Invalid username or password' } },
      'Invalid username or password',
    ],
    [
      'the error text without a message',
      { status: 503, body: {} },
      'Something went wrong on the server',
    ],
    ['the error text of a 403', { status: 403 }, 'The request failed (403)'],
    [
      "'Unable to sign in' when the call returns nothing",
      { status: 200, body: {} },
      'Unable to sign in',
    ],
    ["'Unable to sign in' for a null answer", { status: 200, body: null }, 'Unable to sign in'],
  ])('shows %s', async (_, answer, message) => {
    const { actor, store } = startSession({ answer: () => answer });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.signIn', username: 'ada.obi', password: 'wrong' });
    const snapshot = await waitFor(
      actor,
      (s) => s.matches({ signedOut: 'idle' }) && !!s.context.error,
    );
    expect(snapshot.context.error).toBe(message);
    expect(snapshot.context.notice).toBeNull();
    expect(store.load()).toBeNull();
  });

  it('shows the field reasons of a 422', async () => {
    const { actor } = startSession({
      answer: () => ({
        status: 422,
        body: { message: 'Check the form', errors: { username: ['Enter your username'] } },
      }),
    });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.signIn', username: '', password: '' });
    const snapshot = await waitFor(actor, (s) => !!s.context.error);
    expect(snapshot.context.error).toBe('Check the form');
    expect(snapshot.context.fieldErrors).toEqual({ username: ['Enter your username'] });
  });

  it('shows the error text of a timeout', async () => {
    const store = createMemorySessionStore();
    const api = createFakeFetch(() => 'timeout');
    const client = createClient({ baseUrl: 'http://school.test/api', fetch: api.fetch });
    const actor = createActor(createSessionMachine({ client, store })).start();
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.signIn', username: 'ada.obi', password: 'secret-password' });
    const snapshot = await waitFor(actor, (s) => !!s.context.error);
    expect(snapshot.context.error).toBe('The server took too long');
  });

  it("signs up with 'Welcome onboard', or says 'Unable to sign up'", async () => {
    let answer: FakeAnswer = { status: 201, body: {} };
    const { actor, requests } = startSession({ answer: () => answer });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.signUp', input: signUpInput });
    let snapshot = await waitFor(actor, (s) => !!s.context.error);
    expect(snapshot.context.error).toBe('Unable to sign up');
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/sign-up', body: signUpInput });

    answer = { status: 409, body: { message: 'An account already uses this e-mail' } };
    actor.send({ type: 'session.signUp', input: signUpInput });
    snapshot = await waitFor(
      actor,
      (s) => s.context.error === 'An account already uses this e-mail',
    );

    answer = { status: 201, body: { data: exampleSession } };
    actor.send({ type: 'session.signUp', input: signUpInput });
    snapshot = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(snapshot.context).toMatchObject({
      notice: 'Welcome onboard',
      error: null,
      user: exampleUser,
    });
  });
});

describe('OAuth sign-in', () => {
  it('finishes with an empty status and message when no provider is configured', async () => {
    const { actor } = startSession({ answer: () => ({ status: 500 }) });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.signInWithProvider', provider: 'google' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const snapshot = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(statePathOf(snapshot.value)).toBe('signedOut.idle');
    expect(snapshot.context).toMatchObject({ notice: null, error: null, user: null });
  });

  it('signs in through a configured provider', async () => {
    const store = createMemorySessionStore();
    const signIn = vi.fn(async () => ({
      session: exampleSession,
      status: 'success' as const,
      message: '',
    }));
    const client = createClient({ fetch: createFakeFetch(() => ({ status: 500 })).fetch });
    const actor = createActor(createSessionMachine({ client, store, oauth: { signIn } })).start();
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.signInWithProvider', provider: 'google' });
    const snapshot = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(signIn).toHaveBeenCalledWith({ provider: 'google' });
    expect(snapshot.context.notice).toBe('Welcome onboard');
    expect(store.load()).toEqual({ token: exampleSession.token, user: exampleUser });
  });
});

describe('the end of a session (401, 419, 440)', () => {
  it.each([401, 419, 440] as const)(
    'a %i from any call clears token and user and signs out',
    async (status) => {
      const { actor, client, store } = await signedIn(() => ({
        status,
        body: { message: 'Session ended' },
      }));
      await client.GET('/profile');
      const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
      expect(snapshot.context).toMatchObject({ token: null, user: null, endedBy: status });
      expect(store.load()).toBeNull();
    },
  );

  it('remembers that a 440 was an expired session, for the sign-in page', async () => {
    const { actor, client } = await signedIn(() => ({ status: 440, body: { message: 'Expired' } }));
    await client.GET('/profile');
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snapshot.context.endedBy).toBe(440);
    expect(sessionMessages.expired).toBe('Your session has expired. Please sign in again.');
  });

  it('keeps the session on other failures (403, 500)', async () => {
    const { actor, client, store } = await signedIn((_, index) => ({
      status: index === 0 ? 403 : 500,
    }));
    await client.GET('/profile');
    await client.GET('/profile');
    actor.send({ type: 'session.unauthorized', status: 403 });
    await settle();
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(store.load()?.token).toBe(exampleSession.token);
  });

  it('keeps the page the user was on as the redirect URL', async () => {
    const { actor } = await signedIn(() => ({ status: 200 }));
    actor.send({ type: 'session.unauthorized', status: 401, path: '/finance/invoices' });
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snapshot.context.redirectUrl).toBe('/finance/invoices');
    expect(landingPathAfterSignIn(snapshot.context.redirectUrl)).toBe('/finance/invoices');
  });

  it('a 401 for the sign-out call itself still signs out and leaves', async () => {
    const leave = vi.fn();
    const session = startSession({
      answer: () => ({ status: 401, body: { message: 'Unknown token' } }),
      store: createMemorySessionStore(exampleSession),
      leave,
    });
    await waitFor(session.actor, (s) => s.matches('signedIn'));
    session.actor.send({ type: 'session.signOut' });
    const snapshot = await waitFor(session.actor, (s) => s.matches('signedOut'));
    expect(snapshot.context).toMatchObject({ token: null, user: null, endedBy: null });
    expect(leave).toHaveBeenCalledTimes(1);
    expect(session.store.load()).toBeNull();
  });
});

describe('signing out', () => {
  it('revokes the token, forgets the session and leaves, even when the call fails', async () => {
    for (const status of [200, 500]) {
      const leave = vi.fn();
      const session = startSession({
        answer: () => ({ status, body: { message: 'Signed out' } }),
        store: createMemorySessionStore(exampleSession),
        leave,
      });
      await waitFor(session.actor, (s) => s.matches('signedIn'));
      session.actor.send({ type: 'session.requireSignIn', path: '/ignored-while-signed-in' });
      session.actor.send({ type: 'session.signOut' });
      expect(session.actor.getSnapshot().hasTag('busy')).toBe(true);
      const snapshot = await waitFor(session.actor, (s) => s.matches('signedOut'));
      expect(session.requests[0]).toMatchObject({ method: 'POST', path: '/logout' });
      expect(session.requests[0]?.headers.get('authorization')).toBe(
        `Bearer ${exampleSession.token}`,
      );
      expect(snapshot.context).toMatchObject({ token: null, user: null, redirectUrl: null });
      expect(session.store.load()).toBeNull();
      expect(leave).toHaveBeenCalledTimes(1);
    }
  });
});

describe('redirect URL', () => {
  it('keeps the wanted page, except the root', async () => {
    const { actor } = startSession({ answer: () => loginAnswer });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.requireSignIn', path: '/academic-works/results' });
    expect(actor.getSnapshot().context.redirectUrl).toBe('/academic-works/results');
    actor.send({ type: 'session.requireSignIn', path: '/' });
    expect(actor.getSnapshot().context.redirectUrl).toBeNull();
    actor.send({ type: 'session.requireSignIn', path: '/finance/payments' });
    actor.send({ type: 'session.signIn', username: 'ada.obi', password: 'secret-password' });
    const snapshot = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(landingPathAfterSignIn(snapshot.context.redirectUrl)).toBe('/finance/payments');
  });

  it('goes to the signed-in entry page without one', async () => {
    const { actor } = startSession({ answer: () => loginAnswer });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.signIn', username: 'ada.obi', password: 'secret-password' });
    const snapshot = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(snapshot.context.redirectUrl).toBeNull();
    expect(landingPathAfterSignIn(snapshot.context.redirectUrl)).toBe('/home');
  });
});

describe('user updates', () => {
  it('keeps the updated user with the same token', async () => {
    const { actor, store } = await signedIn(() => ({ status: 200 }));
    const user = { ...exampleUser, firstname: 'Adaeze' };
    actor.send({ type: 'session.userUpdated', user });
    expect(actor.getSnapshot().context.user).toEqual(user);
    expect(store.load()).toEqual({ token: exampleSession.token, user });
  });
});

describe('password reset', () => {
  it('tells the user to check their email, then that the password was reset', async () => {
    const { actor, requests } = startSession({ answer: () => ({ status: 200, body: {} }) });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.forgotPassword', email: 'ada.obi@school.test' });
    let snapshot = await waitFor(actor, (s) => !!s.context.notice);
    expect(snapshot.context.notice).toBe(sessionMessages.resetRequested);
    actor.send({
      type: 'session.resetPassword',
      input: {
        token: 'x'.repeat(24),
        password: 'new-password',
        password_confirmation: 'new-password',
      },
    });
    snapshot = await waitFor(actor, (s) => s.context.notice === sessionMessages.passwordReset);
    expect(requests.map((request) => request.path)).toEqual([
      '/forgot-password',
      '/reset-password',
    ]);
  });

  // A reset link opens while someone is signed in (the superadmin reads the reset mail in the
  // portal's own mailbox): the server revokes every session of the account it reset.
  const resetInput = {
    token: 'x'.repeat(24),
    password: 'new-password',
    password_confirmation: 'new-password',
  };

  it("keeps a signed-in person signed in when the link reset another account's password", async () => {
    const { actor, requests, store } = await signedIn((request) =>
      request.path === '/profile' ? { status: 200, body: { data: {} } } : { status: 200, body: {} },
    );
    actor.send({ type: 'session.resetPassword', input: resetInput });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const snapshot = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(statePathOf(snapshot.value)).toBe('signedIn.active');
    expect(snapshot.context).toMatchObject({ error: null, endedBy: null });
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /reset-password',
      'GET /profile',
    ]);
    expect(store.load()).toEqual({ token: exampleSession.token, user: exampleUser });
  });

  it('signs a person out, to sign in with the new password, when the link reset their own', async () => {
    const { actor, store } = await signedIn((request) =>
      request.path === '/profile'
        ? { status: 401, body: { message: 'Signed out' } }
        : { status: 200, body: { message: 'Your password has been reset.' } },
    );
    actor.send({ type: 'session.resetPassword', input: resetInput });
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(statePathOf(snapshot.value)).toBe('signedOut.idle');
    expect(snapshot.context).toMatchObject({
      token: null,
      user: null,
      notice: sessionMessages.passwordReset,
      endedBy: 401,
      redirectUrl: null,
    });
    expect(store.load()).toBeNull();
  });

  it('says why a reset was refused while signed in, and keeps the session', async () => {
    const { actor, requests } = await signedIn(() => ({
      status: 422,
      body: { message: 'The link has expired', errors: { token: ['is invalid or has expired'] } },
    }));
    actor.send({ type: 'session.resetPassword', input: resetInput });
    const snapshot = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(statePathOf(snapshot.value)).toBe('signedIn.active');
    expect(snapshot.context).toMatchObject({
      error: 'The link has expired',
      fieldErrors: { token: ['is invalid or has expired'] },
    });
    expect(requests).toHaveLength(1);
  });
});
