import { Badge, Box, Card, Flex, Grid, Heading, Skeleton, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BarChart, type BarGroup } from '../../components/bar-chart.tsx';
import { type AnyIcon, Icon } from '../../components/icons.tsx';
import type { Loadable } from '../../components/queries.ts';
import type { MenuItem } from '../../lib/access.ts';

export type { Loadable };

export interface Population {
  school: number;
  students: number;
  staff: number;
  teachers: number;
  byGender: BarGroup[];
}

export interface Announcement {
  id: string;
  title: string;
  description: string;
  priority: 'low' | 'normal' | 'high';
  created_at: string;
}

export interface HomeViewProps {
  greetingName: string;
  roleLabel: string;
  schoolName: string;
  campusName: string;
  /** Extra facts for the role (class for a teacher or student). */
  facts: { label: string; value: string }[];
  /** Null when the role does not see population figures (students). */
  population: Loadable<Population> | null;
  period: Loadable<{ period: string; term: string; session: string } | null>;
  announcements: Loadable<Announcement[]>;
  shortcuts: MenuItem[];
  /** A panel for the role, under the population figures. */
  extra?: ReactNode;
}

function StatCard({ label, value, icon }: { label: string; value: number | null; icon: AnyIcon }) {
  return (
    <Card size="2">
      <Flex gap="3" align="center">
        <span className="sm-stat-icon">
          <Icon name={icon} size={20} />
        </span>
        <Box minWidth="0">
          <Text as="div" size="2" color="gray">
            {label}
          </Text>
          {value === null ? (
            <Skeleton height="28px" width="56px" />
          ) : (
            <Text as="div" size="6" weight="bold">
              {value.toLocaleString()}
            </Text>
          )}
        </Box>
      </Flex>
    </Card>
  );
}

function PopulationCards({ population }: { population: Loadable<Population> }) {
  if (population.status === 'error') {
    return (
      <Card size="2">
        <Text color="red" size="2">
          Population figures could not be loaded: {population.message}
        </Text>
      </Card>
    );
  }
  const d = population.status === 'ready' ? population.data : null;
  return (
    <Grid columns={{ initial: '2', md: '4' }} gap="4">
      <StatCard label="School population" value={d?.school ?? null} icon="school" />
      <StatCard label="Students" value={d?.students ?? null} icon="people" />
      <StatCard label="Staff" value={d?.staff ?? null} icon="person" />
      <StatCard label="Teachers" value={d?.teachers ?? null} icon="book" />
    </Grid>
  );
}

const priorityColor = { low: 'gray', normal: 'blue', high: 'red' } as const;

export function HomeView(props: HomeViewProps) {
  const { population, period, announcements } = props;
  return (
    <Flex direction="column" gap="5">
      <Flex
        justify="between"
        align={{ initial: 'start', sm: 'end' }}
        gap="3"
        direction={{ initial: 'column', sm: 'row' }}
      >
        <Box>
          <Heading as="h1" size="7">
            Welcome, {props.greetingName}
          </Heading>
          <Text as="p" color="gray" mt="1">
            {props.roleLabel} · {props.campusName}, {props.schoolName}
          </Text>
        </Box>
        <Card size="1" variant="surface">
          <Flex gap="2" align="center" px="1">
            <Icon name="calendar" size={16} />
            {period.status === 'loading' && <Skeleton width="160px" height="18px" />}
            {period.status === 'error' && (
              <Text size="2" color="red">
                Period unavailable
              </Text>
            )}
            {period.status === 'ready' && (
              <Text size="2" weight="medium">
                {period.data
                  ? `${period.data.period} · ${period.data.term} · ${period.data.session}`
                  : 'No current academic period set'}
              </Text>
            )}
          </Flex>
        </Card>
      </Flex>

      {props.facts.length > 0 && (
        <Grid columns={{ initial: '2', md: String(Math.min(4, props.facts.length)) }} gap="4">
          {props.facts.map((f) => (
            <Card key={f.label} size="2">
              <Text as="div" size="2" color="gray">
                {f.label}
              </Text>
              <Text as="div" size="4" weight="bold" mt="1">
                {f.value}
              </Text>
            </Card>
          ))}
        </Grid>
      )}

      {population && <PopulationCards population={population} />}
      {props.extra}

      <Grid
        columns={{ initial: '1', md: population ? '3fr 2fr' : '1fr 1fr' }}
        gap="5"
        align="start"
      >
        {population && (
          <Card size="3">
            <Heading as="h2" size="4" mb="1">
              People by gender
            </Heading>
            <Text as="p" size="2" color="gray" mb="3">
              How your students, staff and teachers divide.
            </Text>
            {population.status === 'ready' ? (
              <BarChart
                title="Students, staff and teachers by gender"
                groups={population.data.byGender}
              />
            ) : (
              <Skeleton height="200px" />
            )}
          </Card>
        )}
        <Card size="3">
          <Heading as="h2" size="4" mb="3">
            Announcements
          </Heading>
          {announcements.status === 'loading' && (
            <Flex direction="column" gap="3">
              <Skeleton height="18px" />
              <Skeleton height="18px" width="80%" />
            </Flex>
          )}
          {announcements.status === 'error' && (
            <Text color="red" size="2">
              {announcements.message}
            </Text>
          )}
          {announcements.status === 'ready' && announcements.data.length === 0 && (
            <Text color="gray" size="2">
              No announcements right now.
            </Text>
          )}
          {announcements.status === 'ready' && announcements.data.length > 0 && (
            <Flex direction="column" gap="3" asChild>
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {announcements.data.slice(0, 5).map((a) => (
                  <li key={a.id}>
                    <Flex gap="2" align="center" mb="1">
                      <Text weight="medium" size="2">
                        {a.title}
                      </Text>
                      {a.priority !== 'normal' && (
                        <Badge color={priorityColor[a.priority]} variant="soft">
                          {a.priority}
                        </Badge>
                      )}
                    </Flex>
                    <Text as="p" size="2" color="gray">
                      {a.description}
                    </Text>
                  </li>
                ))}
              </ul>
            </Flex>
          )}
        </Card>
        {!population && <ShortcutGrid shortcuts={props.shortcuts} columns="2" />}
      </Grid>
      {population && <ShortcutGrid shortcuts={props.shortcuts} columns="4" />}
    </Flex>
  );
}

function ShortcutGrid({ shortcuts, columns }: { shortcuts: MenuItem[]; columns: '2' | '4' }) {
  if (shortcuts.length === 0) return null;
  return (
    <Box>
      <Heading as="h2" size="4" mb="3">
        Shortcuts
      </Heading>
      <Grid columns={{ initial: '2', md: columns }} gap="4">
        {shortcuts.map((s) => (
          <Link key={s.id} to={s.path} className="sm-shortcut">
            <Card size="2" style={{ height: '100%' }}>
              <Flex gap="3" align="center" className="sm-shortcut-body">
                <span className="sm-stat-icon">
                  <Icon name={s.icon} size={18} />
                </span>
                <Text weight="medium" size="2">
                  {s.label}
                </Text>
              </Flex>
            </Card>
          </Link>
        ))}
      </Grid>
    </Box>
  );
}
