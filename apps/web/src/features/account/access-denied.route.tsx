import { useSearchParams } from 'react-router';
import { describeMissing, findRoute } from '../../lib/access.ts';
import { useAuth } from '../../lib/auth.tsx';
import { AccessDeniedView } from './access-denied.view.tsx';

export default function AccessDeniedRoute() {
  const [params] = useSearchParams();
  const { user } = useAuth();
  const route = findRoute(params.get('from') ?? '');
  return (
    <AccessDeniedView
      pageTitle={route?.title ?? null}
      reasons={route && user ? describeMissing(route, user) : []}
    />
  );
}
