export {
  createSessionActions,
  createSessionActors,
  createSessionMachine,
  type OAuthProvider,
  type SessionDependencies,
} from './session.actors.ts';
export { sessionExamples } from './session.examples.ts';
export { exampleSession, exampleUser } from './session.fixtures.ts';
export { type SessionState, sessionMachine, sessionStates } from './session.machine.ts';
export {
  landingPathAfterSignIn,
  redirectUrlFor,
  signedInEntryPath,
  signedOutEntryPath,
} from './session.redirect.ts';
export {
  type AuthSession,
  type AuthStatus,
  type ForgotPasswordInput,
  type ProviderSignIn,
  type ResetPasswordInput,
  type SessionContext,
  type SessionEvent,
  type SignInInput,
  type SignUpInput,
  sessionMessages,
} from './session.setup.ts';
export {
  type BrowserSessionStoreOptions,
  type CookieJar,
  createBrowserSessionStore,
  createMemorySessionStore,
  type KeyValueStorage,
  readCookie,
  type SessionStore,
  type SessionUser,
  type StoredSession,
  sessionUserKey,
  tokenCookie,
  tokenCookieMaxAge,
  tokenCookieName,
} from './session.storage.ts';
