import { Box, Button, Card, Flex, Heading, Skeleton, Table, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { type AnyIcon, Icon } from './icons.tsx';

/** A table-shaped placeholder while a list loads. */
export function LoadingRows({ columns = 4, rows = 5 }: { columns?: number; rows?: number }) {
  // The label sits on a wrapper: Radix puts a table's attributes on its div, where aria-label is not allowed.
  return (
    <Box role="status" aria-busy="true" aria-label="Loading">
      <Table.Root variant="surface">
        <Table.Body>
          {Array.from({ length: rows }, (_, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
            <Table.Row key={r}>
              {Array.from({ length: columns }, (_, c) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity.
                <Table.Cell key={c}>
                  <Skeleton height="16px" width={c === 0 ? '70%' : '50%'} />
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

export function EmptyState({
  title,
  description,
  action,
  icon = 'layers',
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  icon?: AnyIcon;
}) {
  return (
    <Card size="3" variant="surface">
      <Flex direction="column" align="center" gap="2" py="6" style={{ textAlign: 'center' }}>
        <span className="sm-stat-icon">
          <Icon name={icon} size={22} />
        </span>
        <Heading as="h2" size="4" mt="2">
          {title}
        </Heading>
        {description && (
          <Text color="gray" size="2" style={{ maxWidth: 380 }}>
            {description}
          </Text>
        )}
        {action && <Flex mt="3">{action}</Flex>}
      </Flex>
    </Card>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Card size="3" variant="surface" role="alert">
      <Flex direction="column" align="center" gap="2" py="6" style={{ textAlign: 'center' }}>
        <Heading as="h2" size="4" color="red">
          Could not load this
        </Heading>
        <Text color="gray" size="2">
          {message}
        </Text>
        {onRetry && (
          <Button variant="soft" mt="3" onClick={onRetry}>
            <Icon name="refresh" size={16} /> Try again
          </Button>
        )}
      </Flex>
    </Card>
  );
}
