import { Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** A name with a grey line under it (an admission number, an address, a code): a row's who. */
export function NameWithDetail({ name, detail }: { name: ReactNode; detail: ReactNode }) {
  return (
    <Flex direction="column">
      <Text weight="medium">{name}</Text>
      <Text size="1" color="gray">
        {detail}
      </Text>
    </Flex>
  );
}
