import { Outlet, useNavigation } from 'react-router';
import { menuFor } from '../../lib/access.ts';
import { useAuth } from '../../lib/auth.tsx';
import type { RouteDef } from '../../lib/route-table.ts';
import { useSettings } from '../../lib/settings.tsx';
import { AppShell } from './app-shell.tsx';

export default function SignedInFrame({ route }: { route: RouteDef }) {
  const { user, signOut } = useAuth();
  const { settings, update } = useSettings();
  const navigation = useNavigation();
  if (!user) return null;
  return (
    <AppShell
      user={user}
      sections={menuFor(user)}
      settings={settings}
      onSettingsChange={update}
      onSignOut={signOut}
      route={route}
    >
      {navigation.state === 'loading' && (
        <div className="sm-progress" role="progressbar" aria-label="Loading" />
      )}
      <Outlet />
    </AppShell>
  );
}
