// The dashboard summary's request (GET /admin/dashboard_summary): its weeks and its URL.
import { addWeeks, isValid, startOfISOWeek } from 'date-fns';

/** How many weeks the weekly chart covers, ending with the current one. */
export const WEEKS_SHOWN = 8;

/**
 * The boundaries of the last `weeks` local ISO weeks, ending with the week of `now`: each week's
 * Monday at local midnight, oldest first, then the Monday after the current week (weeks + 1
 * instants). The server counts [boundary i, boundary i + 1) as week i, so it needs no time zone.
 * [] when `now` is invalid or weeks < 1.
 */
export function weekBoundaries(now: Date = new Date(), weeks: number = WEEKS_SHOWN): Date[] {
  if (!isValid(now) || !Number.isFinite(weeks) || weeks < 1) return [];
  const count = Math.floor(weeks);
  const first = startOfISOWeek(addWeeks(now, 1 - count));
  // addWeeks moves by calendar days, so every boundary stays a local midnight across DST changes
  return Array.from({ length: count + 1 }, (_, i) => addWeeks(first, i));
}

/** The summary's URL under `adminUrl` for the weeks between `weeks` (increasing instants). */
export function summaryUrl(adminUrl: string, weeks: readonly Date[]): string {
  const search = new URLSearchParams({ weeks: weeks.map((w) => w.toISOString()).join(',') });
  return `${adminUrl}/dashboard_summary?${search}`;
}
