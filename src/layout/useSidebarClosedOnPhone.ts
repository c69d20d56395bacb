import { useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { createElement, useEffect, useRef } from 'react';
import { Sidebar, useSidebarState, type SidebarProps } from 'react-admin';

const phoneQuery = (theme: Theme) => theme.breakpoints.down('sm');

/**
 * Below 600 px react-admin's sidebar is a drawer over the page, open or closed by the same stored
 * state as the wide sidebar. Open on a wide window (its usual state), it would cover the screen of
 * a window narrowed to a phone's width, or of a page opened on a phone after a wide visit: the
 * drawer closes on arriving at that width, and opens again only from the top bar's menu button.
 */
export function useSidebarClosedOnPhone(): void {
  const phone = useMediaQuery<Theme>(phoneQuery, { noSsr: true });
  const [, setOpen] = useSidebarState();
  const wasPhone = useRef(false);
  useEffect(() => {
    if (phone && !wasPhone.current) setOpen(false);
    wasPhone.current = phone;
  }, [phone, setOpen]);
}

/**
 * react-admin's sidebar, made anew when the width
 * crosses 600 px. Its wide (permanent) and phone (temporary) drawers are one element with another
 * variant, so React kept the one instance, and the phone's drawer, born open from the wide one,
 * kept its modal over the page after closing (the page hidden from assistive technology, every
 * click caught).
 */
export function PhoneAwareSidebar(props: SidebarProps) {
  const phone = useMediaQuery<Theme>(phoneQuery, { noSsr: true });
  return createElement(Sidebar, { ...props, key: phone ? 'phone' : 'wide' });
}
