// The per-question time limit, as shown and as announced. Pure functions.

/** Seconds left as '1:30'. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}

/** The moments a screen reader is told how much time is left, in seconds. */
export const ANNOUNCED_SECONDS = [60, 30, 10] as const;

/**
 * The announcement due when the time left went from `before` to `after` seconds (a throttled tab
 * may skip seconds): the smallest mark crossed, or null.
 */
export function announcementDue(before: number, after: number): number | null {
  let due: number | null = null;
  for (const mark of ANNOUNCED_SECONDS) {
    if (before > mark && after <= mark) due = mark;
  }
  return due;
}

/** Seconds left of `limit` for a question shown at `shownAt` (ms), at `now` (ms). */
export function secondsLeft(limit: number, shownAt: number, now: number): number {
  return Math.max(0, limit - Math.floor((now - shownAt) / 1000));
}
