import { Button, Flex, Text } from '@radix-ui/themes';

export interface PageInfo {
  page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export function Pagination({ meta, onPage }: { meta: PageInfo; onPage: (page: number) => void }) {
  const from = meta.total === 0 ? 0 : (meta.page - 1) * meta.per_page + 1;
  const to = Math.min(meta.total, meta.page * meta.per_page);
  return (
    <Flex justify="between" align="center" gap="3" wrap="wrap" mt="3">
      <Text size="2" color="gray">
        {from}–{to} of {meta.total}
      </Text>
      <Flex gap="2" align="center">
        <Button
          variant="soft"
          color="gray"
          disabled={meta.page <= 1}
          onClick={() => onPage(meta.page - 1)}
        >
          Previous
        </Button>
        <Text size="2" color="gray">
          Page {meta.page} of {Math.max(1, meta.last_page)}
        </Text>
        <Button
          variant="soft"
          color="gray"
          disabled={meta.page >= meta.last_page}
          onClick={() => onPage(meta.page + 1)}
        >
          Next
        </Button>
      </Flex>
    </Flex>
  );
}
