import { Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { SearchField } from '../../components/search-field.tsx';

/** Search box (searches on the server as you type or on Enter) and the screen's buttons. */
export function PeopleToolbar({
  search,
  onSearch,
  placeholder,
  children,
}: {
  search: string;
  onSearch: (q: string) => void;
  placeholder: string;
  children?: ReactNode;
}) {
  return (
    <Flex justify="between" gap="3" wrap="wrap" align="center">
      <SearchField
        label={placeholder}
        placeholder={placeholder}
        value={search}
        onSearch={onSearch}
      />
      <Flex gap="2" wrap="wrap">
        {children}
      </Flex>
    </Flex>
  );
}
