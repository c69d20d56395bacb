import { useEffect, useState } from 'react';

/** The pause after the last keystroke before a typed search is sent. */
export const SEARCH_DELAY_MS = 300;

/** `value` once it has not changed for `ms` (a search typed into a box, before it is sent). */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
