import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { loadable } from '../../components/queries.ts';
import { menuFor } from '../../lib/access.ts';
import { useApi } from '../../lib/api.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { homeQueries, seesPopulation } from './home.api.ts';
import { HomeView } from './home.view.tsx';

/** `extra`: a panel the app adds for the role (the account role's finance figures). */
export default function HomeRoute({ extra }: { extra?: ReactNode }) {
  const client = useApi();
  const { user } = useAuth();

  const queries = homeQueries(client);
  const population = useQuery({
    ...queries.population,
    enabled: user !== null && seesPopulation(user),
  });
  const period = useQuery(queries.period);
  const announcements = useQuery(queries.announcements);

  if (!user) return null;
  const facts: { label: string; value: string }[] = [];
  if (user.role === 'teacher' || user.role === 'student') {
    facts.push({
      label: 'Class',
      value: user.class_name ? `${user.class_name} ${user.sub_class ?? ''}`.trim() : 'Not assigned',
    });
  }
  if (user.role === 'student' && user.admission_number) {
    facts.push({ label: 'Admission number', value: user.admission_number });
  }
  const shortcuts = menuFor(user)
    .flatMap((s) => s.items)
    .filter((i) => i.id !== 'home')
    .slice(0, 8);
  const announcementsState = loadable(announcements);

  return (
    <HomeView
      greetingName={user.firstname}
      roleLabel={user.designation_name}
      schoolName={user.school_name}
      campusName={user.campus_name}
      facts={facts}
      population={seesPopulation(user) ? loadable(population) : null}
      period={loadable(period)}
      announcements={
        announcementsState.status === 'ready'
          ? {
              status: 'ready',
              data: announcementsState.data.map((a) => ({
                id: a.queryId,
                title: a.title,
                description: a.description,
                priority: a.priority,
                created_at: a.created_at,
              })),
            }
          : announcementsState
      }
      shortcuts={shortcuts}
      extra={extra}
    />
  );
}
