import { useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import { useSidebarState } from 'react-admin';

/**
 * Below 600 px react-admin's sidebar is a drawer over the page, open or closed by the same stored
 * state as the wide sidebar. Open on a wide window (its usual state), it would cover the screen of
 * a window narrowed to a phone's width, or of a page opened on a phone after a wide visit: the
 * drawer closes on arriving at that width, and opens again only from the top bar's menu button.
 */
export function useSidebarClosedOnPhone(): void {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [, setOpen] = useSidebarState();
  const wasPhone = useRef(false);
  useEffect(() => {
    if (phone && !wasPhone.current) setOpen(false);
    wasPhone.current = phone;
  }, [phone, setOpen]);
}
