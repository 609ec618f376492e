import { lazy, Suspense } from 'react';
import HomeRoute from '../features/home/home.route.tsx';
import { useAuth } from '../lib/auth.tsx';

// Loaded only for the account role: the other roles' home stays as small as before.
const FinanceDashboard = lazy(
  () => import('../features/finance/dashboard/finance-dashboard.route.tsx'),
);
// A guardian's children, one card each (issue 28).
const FamilyHome = lazy(() => import('../features/family/family-home.route.tsx'));

/** The home page, with the panel of the signed-in role (features do not import each other). */
export default function Home() {
  const { user } = useAuth();
  return (
    <HomeRoute
      extra={
        user?.role === 'account' ? (
          <Suspense fallback={null}>
            <FinanceDashboard />
          </Suspense>
        ) : user?.role === 'guardian' ? (
          <Suspense fallback={null}>
            <FamilyHome />
          </Suspense>
        ) : null
      }
    />
  );
}
