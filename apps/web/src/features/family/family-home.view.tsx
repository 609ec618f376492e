import { Badge, Button, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { formatNaira } from '@schoolmates/domain/money';
import type { Schema } from '@schoolmates/sdk';
import { Link } from 'react-router';
import type { Loadable } from '../../components/queries.ts';
import { EmptyState, ErrorState, LoadingRows } from '../../components/states.tsx';

type Child = Schema<'FamilyChild'>;

const arm = (child: Child) =>
  child.class_name ? `${child.class_name} ${child.sub_class ?? ''}`.trim() : 'No class yet';

function LatestResult({ result, held }: { result: Child['latest_result']; held: boolean }) {
  if (held) return <Text color="red">Result held: please see the bursar</Text>;
  if (!result) return <Text color="gray">No result released yet</Text>;
  return (
    <Flex direction="column" gap="1">
      <Text size="2" color="gray">
        {result.term} {result.session}
        {result.period === 'First Half' ? ' (mid-term)' : ''}
      </Text>
      <Text>
        Average <Text weight="bold">{result.average ?? '–'}</Text>
        {result.position !== null && (
          <>
            {' · '}position <Text weight="bold">{result.position}</Text> of {result.class_size}
          </>
        )}
      </Text>
    </Flex>
  );
}

function Attendance({ attendance }: { attendance: Child['attendance'] }) {
  if (!attendance) return <Text color="gray">No register taken this term yet</Text>;
  const { figures } = attendance;
  return (
    <Text>
      Attendance this term <Text weight="bold">{figures.percentage ?? '–'}%</Text>
      {figures.absent > 0 && (
        <Text color="gray">
          {' '}
          · absent {figures.absent} time{figures.absent === 1 ? '' : 's'}
        </Text>
      )}
    </Text>
  );
}

/** One card per child: the latest released result, attendance, what is owed and what work is due. */
export function FamilyHomeView({
  family,
  pathOf,
  onRetry,
}: {
  /** The guardian's children. */
  family: Loadable<Child[]>;
  /** Where a child's page is. */
  pathOf: (child: Child) => string;
  onRetry?: () => void;
}) {
  if (family.status === 'loading') return <LoadingRows columns={3} rows={2} />;
  if (family.status === 'error') return <ErrorState message={family.message} onRetry={onRetry} />;
  if (family.data.length === 0) {
    return (
      <EmptyState
        title="No child linked yet"
        description="The school links your account to your children. Ask the school office if a child is missing."
        icon="people"
      />
    );
  }
  return (
    <Grid columns={{ initial: '1', md: '2' }} gap="4" aria-label="My children">
      {family.data.map((child) => (
        <Card size="3" key={child.student_id} aria-label={child.student_fullname}>
          <Flex direction="column" gap="3">
            <Flex justify="between" align="start" gap="2" wrap="wrap">
              <Flex direction="column" gap="1">
                <Heading as="h2" size="4">
                  {child.student_fullname}
                </Heading>
                <Text size="2" color="gray">
                  {arm(child)} · {child.campus_name}
                  {child.admission_number ? ` · ${child.admission_number}` : ''}
                </Text>
              </Flex>
              {child.assignments_due > 0 && (
                <Badge color="blue" variant="soft" radius="full">
                  {child.assignments_due} assignment{child.assignments_due === 1 ? '' : 's'} due
                </Badge>
              )}
            </Flex>
            <LatestResult result={child.latest_result} held={child.result_held === true} />
            <Attendance attendance={child.attendance} />
            <Text color={child.balance > 0 ? 'red' : undefined}>
              {child.balance > 0 ? 'Owed ' : 'Nothing owed '}
              {child.balance > 0 && <Text weight="bold">{formatNaira(child.balance)}</Text>}
            </Text>
            <Flex>
              <Button asChild size="3">
                <Link to={pathOf(child)}>Open {child.firstname}’s page</Link>
              </Button>
            </Flex>
          </Flex>
        </Card>
      ))}
    </Grid>
  );
}
