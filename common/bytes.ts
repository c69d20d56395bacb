// Sizes as a person reads them, for the console (Settings → Backups) and the backup commands.

/** A size in bytes, kB, MB or GB (decimal units, one decimal). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  const [value, unit] =
    bytes < 1e6 ? [bytes / 1e3, 'kB'] : bytes < 1e9 ? [bytes / 1e6, 'MB'] : [bytes / 1e9, 'GB'];
  return `${value.toFixed(1)} ${unit}`;
}
