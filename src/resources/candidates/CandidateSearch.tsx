// The candidates search box: what is typed goes to the address (and so to the server) once the
// typing pauses, and follows the address when it changes otherwise (Back, a shared link).
import { useEffect, useRef, useState } from 'react';
import { SearchField } from '../../common/SearchField';
import { SEARCH_DELAY_MS } from '../../common/useDebouncedValue';
import { MAX_SEARCH_LENGTH } from './candidateListParams';

interface CandidateSearchProps {
  /** the search in the address */
  value: string;
  onSearch(text: string): void;
}

export function CandidateSearch({ value, onSearch }: CandidateSearchProps) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // the address changed without typing here: show its search
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

  return (
    <SearchField
      placeholder="app.candidate_screen.search"
      value={text}
      onChange={change}
      maxLength={MAX_SEARCH_LENGTH}
      sx={{ width: { xs: '100%', sm: 360 } }}
    />
  );
}
