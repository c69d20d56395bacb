import { useEffect } from 'react';
import { usePathname } from './routing';

/** Scrolls the window to the top on every path change (spec section 2). */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
