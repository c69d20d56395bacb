// A field's helper text with the server's limit in it: the field's own hint, joined from the
// last tenth before the limit by a counter ('180/200'), which at the limit also says what it is.
import { Box } from '@mui/material';
import { useCallback, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { counterFrom } from './limits';

/**
 * `(value, max, hint?)` → the helper text: the hint alone (false without one, so the field shows
 * none) until the value nears `max` characters, then the hint and a counter.
 */
export function useLimitHelper() {
  const translate = useTranslate();
  return useCallback(
    (value: unknown, max: number, hint?: ReactNode): ReactNode => {
      const length = typeof value === 'string' ? value.length : 0;
      if (length < counterFrom(max)) return hint || false;
      const reached = length >= max;
      return (
        <Box component="span" sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
          <span>{hint}</span>
          <Box
            component="span"
            data-testid="length-counter"
            sx={{
              flex: 'none',
              fontVariantNumeric: 'tabular-nums',
              fontWeight: reached ? 600 : undefined,
            }}
          >
            {translate(reached ? 'app.limits.counter_full' : 'app.limits.counter', {
              count: length,
              max,
            })}
          </Box>
        </Box>
      );
    },
    [translate],
  );
}
