import {
  createMemorySessionStore,
  type SessionState,
  sessionExamples,
  sessionStates,
} from '@schoolmates/machines/session';
import { createClient } from '@schoolmates/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentType, useState } from 'react';
import { PendingScreen } from '../../components/pending.tsx';
import ForgotPasswordRoute from '../../features/auth/forgot-password.route.tsx';
import ResetPasswordRoute from '../../features/auth/reset-password.route.tsx';
import SignInRoute from '../../features/auth/sign-in.route.tsx';
import SignUpRoute from '../../features/auth/sign-up.route.tsx';
import { menuFor } from '../../lib/access.ts';
import { AuthProvider, useAuth } from '../../lib/auth.tsx';
import { paths } from '../../lib/paths.ts';
import { defaultSettings } from '../../lib/settings.tsx';
import { AppShell } from './app-shell.tsx';

/**
 * The screens the session shows, in every state of `@schoolmates/machines/session`, each started
 * from the machine's example snapshot (`sessionExamples`) with the real containers.
 */
const meta = {
  title: 'Auth/Session states',
  parameters: { sessionStates, padded: false },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function SignedInScreen() {
  const { user, signOut } = useAuth();
  if (!user) return null;
  return (
    <AppShell
      user={user}
      sections={menuFor(user)}
      settings={defaultSettings}
      onSettingsChange={() => {}}
      onSignOut={signOut}
      route={{ title: 'Home', header: { title: 'Home' }, footer: true }}
    >
      <p>Signed in as {user.username}</p>
    </AppShell>
  );
}

const screens: Record<SessionState, ComponentType> = {
  restoring: PendingScreen,
  'signedOut.idle': SignInRoute,
  'signedOut.signingIn': SignInRoute,
  'signedOut.signingUp': SignUpRoute,
  'signedOut.signingInWithProvider': SignInRoute,
  'signedOut.requestingReset': ForgotPasswordRoute,
  'signedOut.resettingPassword': ResetPasswordRoute,
  'signedIn.active': SignedInScreen,
  // A reset link opened while signed in (from the portal's mailbox).
  'signedIn.resettingPassword': ResetPasswordRoute,
  'signedIn.checkingSession': ResetPasswordRoute,
  'signedIn.signingOut': SignedInScreen,
};

function SessionIn({ state }: { state: SessionState }) {
  // Calls never answer in a story: busy states stay busy.
  const [runtime] = useState(() => ({
    client: createClient({ fetch: () => new Promise<Response>(() => {}) }),
    bus: { onUnauthorized: () => {} },
    store: createMemorySessionStore(),
  }));
  const Screen = screens[state];
  const inner =
    Screen === SignedInScreen ? (
      <Screen />
    ) : (
      <div style={{ maxWidth: 420, margin: '0 auto', padding: 24 }}>
        <Screen />
      </div>
    );
  return (
    <AuthProvider {...runtime} snapshot={sessionExamples[state]} leave={() => {}}>
      {inner}
    </AuthProvider>
  );
}

const story = (state: SessionState, parameters?: { address: string }): Story => ({
  name: state,
  parameters,
  render: () => <SessionIn state={state} />,
});
/** The reset page as the mailed link opens it: without its token the page shows no form. */
const resetLink = { address: `${paths.resetPassword}?token=q8Vn2kLx0bR4` };

export const Restoring: Story = story('restoring');
export const SignedOutIdle: Story = story('signedOut.idle');
export const SigningIn: Story = story('signedOut.signingIn');
export const SigningUp: Story = story('signedOut.signingUp');
export const SigningInWithProvider: Story = story('signedOut.signingInWithProvider');
export const RequestingReset: Story = story('signedOut.requestingReset');
export const ResettingPassword: Story = story('signedOut.resettingPassword', resetLink);
export const SignedInActive: Story = story('signedIn.active');
export const SignedInResettingPassword: Story = story('signedIn.resettingPassword', resetLink);
export const CheckingSession: Story = story('signedIn.checkingSession', resetLink);
export const SigningOut: Story = story('signedIn.signingOut');
