// "The server is busy. Trying again in 5 s…" while a call of the console waits out a busy
// server's Retry-After (dataProvider/busyRetry.ts).
import { Typography } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { busyWaits } from '../dataProvider/busyRetry';

/** The wait of one call, in plain words. */
export function ServerBusyText({ seconds }: { seconds: number }) {
  const translate = useTranslate();
  return (
    <Typography variant="caption" color="text.secondary" role="status" sx={{ display: 'block' }}>
      {translate('app.errors.server_busy', { seconds })}
    </Typography>
  );
}

/** Whichever call of the console waits now (the last to start), for a screen of many calls. */
export function ServerBusyNotice() {
  const wait = useSyncExternalStore(busyWaits.subscribe, busyWaits.current);
  return wait ? <ServerBusyText seconds={wait.seconds} /> : null;
}
