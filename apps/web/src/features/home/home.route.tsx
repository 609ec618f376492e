import { flatten, unwrap } from '@schoolmates/sdk';
import { useQuery } from '@tanstack/react-query';
import { loadable, orNull } from '../../components/queries.ts';
import { menuFor } from '../../lib/access.ts';
import { useApi } from '../../lib/api.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { HomeView, type Population } from './home.view.tsx';

export default function HomeRoute() {
  const client = useApi();
  const { user } = useAuth();
  const seesPopulation = user !== null && user.role !== 'student';

  const population = useQuery({
    queryKey: ['population', 'school'],
    enabled: seesPopulation,
    queryFn: async (): Promise<Population> => {
      const a = (await unwrap(client.GET('/schoolpopulation'))).data.attributes;
      return {
        school: a.total_school_population,
        students: a.students.total,
        staff: a.staffs.total,
        teachers: a.teachers.total,
        byGender: [
          {
            label: 'Students',
            values: [
              { name: 'Male', value: a.students.male },
              { name: 'Female', value: a.students.female },
            ],
          },
          {
            label: 'Staff',
            values: [
              { name: 'Male', value: a.staffs.male },
              { name: 'Female', value: a.staffs.female },
            ],
          },
          {
            label: 'Teachers',
            values: [
              { name: 'Male', value: a.teachers.male },
              { name: 'Female', value: a.teachers.female },
            ],
          },
        ],
      };
    },
  });
  const period = useQuery({
    queryKey: ['academic-period', 'current'],
    queryFn: async () => {
      const answer = await orNull(unwrap(client.GET('/current/academicperiod')));
      return answer ? flatten(answer.data) : null;
    },
  });
  const announcements = useQuery({
    queryKey: ['announcements'],
    queryFn: async () => flatten((await unwrap(client.GET('/announcements'))).data),
  });

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
      population={seesPopulation ? loadable(population) : null}
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
    />
  );
}
