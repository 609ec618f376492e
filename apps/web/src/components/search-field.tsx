import { IconButton, TextField } from '@radix-ui/themes';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Icon } from './icons.tsx';

/** How long typing must pause before the list is searched. */
export const searchPause = 400;

/**
 * A list's search box: searches on the server as you type (after a short pause), at once on
 * Enter, and clears with its button. `value` is the search the list shows.
 */
export function SearchField({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (search: string) => void;
}) {
  const [text, setText] = useState(value);
  // The latest callback, so a parent that passes a new one each render does not restart the pause.
  const search = useRef(onSearch);
  search.current = onSearch;
  // A search set from outside (a link, the clear button) shows in the box; a trailing space the
  // person is still typing is kept.
  useEffect(() => setText((typed) => (typed.trim() === value ? typed : value)), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => search.current(text.trim()), searchPause);
    return () => clearTimeout(timer);
  }, [text, value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== value) onSearch(text.trim());
  };
  return (
    <form onSubmit={submit} style={{ flex: '1 1 260px', maxWidth: 420 }}>
      <TextField.Root
        type="search"
        aria-label={label}
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
                if (value) onSearch('');
              }}
            >
              <Icon name="close" size={14} />
            </IconButton>
          </TextField.Slot>
        )}
      </TextField.Root>
    </form>
  );
}
