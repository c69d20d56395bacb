// The candidate pager shows at most a few page boxes (spec section 9: 5): a window that follows
// the current page when there are more pages than boxes.
import { formatNumber } from '../../i18n/format';

/**
 * The page numbers to show as boxes: up to `size` consecutive pages containing `current`, as
 * centred on it as the edges allow. `total` below 1 gives []; `current` is clamped to 1..total.
 */
export function pageWindow(current: number, total: number, size = 5): number[] {
  const pages = Number.isFinite(total) ? Math.floor(total) : 0;
  const width = Number.isFinite(size) ? Math.floor(size) : 0;
  if (pages < 1 || width < 1) return [];
  const count = Math.min(width, pages);
  const page = Math.min(Math.max(Number.isFinite(current) ? Math.floor(current) : 1, 1), pages);
  const first = Math.min(Math.max(page - Math.floor((count - 1) / 2), 1), pages - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}

/** A page box's label: two digits at least, grouped as every number ('01', '05', '12', '1,000'). */
export function pageLabel(page: number): string {
  return page >= 0 && page < 10 ? String(page).padStart(2, '0') : formatNumber(page);
}
