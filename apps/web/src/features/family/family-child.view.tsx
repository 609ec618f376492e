import { Flex, Heading, Tabs, Text } from '@radix-ui/themes';
import type { Schema } from '@schoolmates/sdk';
import type { ReactNode } from 'react';
import type { Loadable } from '../../components/queries.ts';
import { EmptyState, ErrorState, LoadingRows } from '../../components/states.tsx';
import { ChildSwitcher } from './child-switcher.view.tsx';

type Child = Schema<'FamilyChild'>;
export type FamilyTab = 'results' | 'assignments' | 'fees';

/**
 * One child's page for their guardian: the switcher between children, then the child's
 * report cards, assignment performance or fees (the sections are the student's own screens,
 * given by the app).
 */
export function FamilyChildView({
  family,
  studentId,
  tab,
  onSwitch,
  onTab,
  onRetry,
  results,
  assignments,
  fees,
}: {
  /** The guardian's children. */
  family: Loadable<Child[]>;
  studentId: string;
  tab: FamilyTab;
  onSwitch: (studentId: string) => void;
  onTab: (tab: FamilyTab) => void;
  onRetry?: () => void;
  results: (child: Child) => ReactNode;
  assignments: (child: Child) => ReactNode;
  fees: (child: Child) => ReactNode;
}) {
  if (family.status === 'loading') return <LoadingRows columns={3} rows={3} />;
  if (family.status === 'error') return <ErrorState message={family.message} onRetry={onRetry} />;
  const child = family.data.find((c) => c.student_id === studentId);
  if (!child) {
    return (
      <EmptyState
        title="This child is not linked to you"
        description="You see only the children the school has linked to your account."
        icon="people"
      />
    );
  }
  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Flex direction="column" gap="1">
          <Heading as="h1" size="6">
            {child.student_fullname}
          </Heading>
          <Text size="2" color="gray">
            {child.class_name ? `${child.class_name} ${child.sub_class ?? ''}`.trim() : 'No class'}{' '}
            · {child.campus_name}
          </Text>
        </Flex>
        <ChildSwitcher family={family.data} current={studentId} onSwitch={onSwitch} />
      </Flex>
      <Tabs.Root value={tab} onValueChange={(value) => onTab(value as FamilyTab)}>
        <Tabs.List>
          <Tabs.Trigger value="results">Report cards</Tabs.Trigger>
          <Tabs.Trigger value="assignments">Assignments</Tabs.Trigger>
          <Tabs.Trigger value="fees">Fees</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="results">
          <Flex direction="column" pt="4">
            {results(child)}
          </Flex>
        </Tabs.Content>
        <Tabs.Content value="assignments">
          <Flex direction="column" pt="4">
            {assignments(child)}
          </Flex>
        </Tabs.Content>
        <Tabs.Content value="fees">
          <Flex direction="column" pt="4">
            {fees(child)}
          </Flex>
        </Tabs.Content>
      </Tabs.Root>
    </Flex>
  );
}
