import { Flex, SegmentedControl, Select, Text } from '@radix-ui/themes';
import type { Schema } from '@schoolmates/sdk';

type Child = Schema<'FamilyChild'>;

/**
 * Which child the page shows, kept in the address by the caller: tabs on a wide screen, a
 * select on a phone (names do not fit side by side there).
 */
export function ChildSwitcher({
  family,
  current,
  onSwitch,
}: {
  family: readonly Child[];
  current: string;
  onSwitch: (studentId: string) => void;
}) {
  if (family.length < 2) return null;
  return (
    <Flex align="center" gap="3" wrap="wrap" aria-label="Switch child">
      <Text size="2" color="gray" id="child-switcher-label">
        Child
      </Text>
      <SegmentedControl.Root
        value={current}
        onValueChange={onSwitch}
        className="sm-hide-mobile"
        aria-labelledby="child-switcher-label"
      >
        {family.map((child) => (
          <SegmentedControl.Item key={child.student_id} value={child.student_id}>
            {child.firstname}
          </SegmentedControl.Item>
        ))}
      </SegmentedControl.Root>
      <Select.Root value={current} onValueChange={onSwitch}>
        <Select.Trigger className="sm-show-mobile" aria-label="Child" />
        <Select.Content>
          {family.map((child) => (
            <Select.Item key={child.student_id} value={child.student_id}>
              {child.student_fullname}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Flex>
  );
}
