// When a trashed candidate goes for good (TRASH_RETENTION_DAYS, docs/retention.md): the rule the
// purge applies and the trash list shows, in one place.

export const DAY_MS = 86_400_000;

/** The time before which what went to the trash (or was completed) is due, `days` before `now`. */
export const daysBefore = (now: Date, days: number): string =>
  new Date(now.getTime() - days * DAY_MS).toISOString();

/**
 * When the purge deletes a trashed candidate for good: `days` after it went to the trash; null
 * when the trash is kept for ever (0 days), for an erased candidate (its row stays), or when no
 * one knows when it went there.
 */
export function purgeAt(
  row: { deleted_at: string | null; erased_at: string | null },
  days: number,
): string | null {
  if (days === 0 || row.erased_at !== null || row.deleted_at === null) return null;
  const deletedAt = Date.parse(row.deleted_at);
  return Number.isNaN(deletedAt) ? null : new Date(deletedAt + days * DAY_MS).toISOString();
}
