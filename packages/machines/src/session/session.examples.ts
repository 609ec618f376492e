// Example snapshots of the session machine, one per state, for stories and tests.
// They live apart from the machine so that it never imports its fixtures (no import cycle).
import { examplesOf } from '../shared/state-value.ts';
import { exampleSession, exampleUser } from './session.fixtures.ts';
import { type SessionState, sessionMachine, sessionStates } from './session.machine.ts';
import { type SessionContext, sessionMessages } from './session.setup.ts';

const signedOutContext: SessionContext = {
  token: null,
  user: null,
  notice: null,
  error: null,
  fieldErrors: {},
  endedBy: null,
  redirectUrl: null,
};

const signedInContext: SessionContext = {
  ...signedOutContext,
  token: exampleSession.token,
  user: exampleUser,
  notice: sessionMessages.signedIn,
};

const exampleContexts: Record<SessionState, SessionContext> = {
  restoring: signedOutContext,
  'signedOut.idle': {
    ...signedOutContext,
    endedBy: 440,
    redirectUrl: '/academic-works/results',
  },
  'signedOut.signingIn': { ...signedOutContext, redirectUrl: '/academic-works/results' },
  'signedOut.signingUp': signedOutContext,
  'signedOut.signingInWithProvider': signedOutContext,
  'signedOut.requestingReset': signedOutContext,
  'signedOut.resettingPassword': signedOutContext,
  'signedIn.active': signedInContext,
  'signedIn.resettingPassword': { ...signedInContext, notice: null },
  'signedIn.checkingSession': { ...signedInContext, notice: null },
  'signedIn.signingOut': { ...signedInContext, notice: null },
};

/** One example snapshot per state, for stories (`createActor(machine, { snapshot })`) and tests. */
export const sessionExamples = examplesOf(sessionMachine, sessionStates, exampleContexts);
