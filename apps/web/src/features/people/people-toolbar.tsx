import { Flex, IconButton, TextField } from '@radix-ui/themes';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Icon } from '../../components/icons.tsx';

/** Search box (searches on the server when submitted or after a pause) and the screen's buttons. */
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
  const [text, setText] = useState(search);
  useEffect(() => setText(search), [search]);
  useEffect(() => {
    if (text === search) return;
    const timer = setTimeout(() => onSearch(text.trim()), 400);
    return () => clearTimeout(timer);
  }, [text, search, onSearch]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Flex justify="between" gap="3" wrap="wrap" align="center">
      <form onSubmit={submit} style={{ flex: '1 1 260px', maxWidth: 420 }}>
        <TextField.Root
          type="search"
          aria-label={placeholder}
          placeholder={placeholder}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        >
          <TextField.Slot>
            <Icon name="search" size={16} />
          </TextField.Slot>
          {text && (
            <TextField.Slot>
              <IconButton
                type="button"
                size="1"
                variant="ghost"
                color="gray"
                aria-label="Clear search"
                onClick={() => {
                  setText('');
                  onSearch('');
                }}
              >
                <Icon name="close" size={14} />
              </IconButton>
            </TextField.Slot>
          )}
        </TextField.Root>
      </form>
      <Flex gap="2" wrap="wrap">
        {children}
      </Flex>
    </Flex>
  );
}
