// A search box whose text is sent (to the address, and so to the server) once the typing pauses,
// and which follows the search it is given when that changes otherwise (Back, a shared link).
import type { SxProps, Theme } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { SearchField } from './SearchField';
import { SEARCH_DELAY_MS } from './useDebouncedValue';

interface DebouncedSearchFieldProps {
  /** the search in force (in the address) */
  value: string;
  onSearch(text: string): void;
  /** translation key: the placeholder, which is also the field's accessible name */
  placeholder: string;
  maxLength?: number;
  sx?: SxProps<Theme>;
}

export function DebouncedSearchField({ value, onSearch, ...field }: DebouncedSearchFieldProps) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // the search changed without typing here: show it
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      clearTimeout(timer.current);
      setText(value);
    }
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      sent.current = next;
      onSearch(next);
    }, SEARCH_DELAY_MS);
  };

  return <SearchField {...field} value={text} onChange={change} />;
}
