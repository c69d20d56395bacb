// How the backup and restore commands word what they did.

/** `candidates 12, interviews 3, …` in the tables' order. */
export function describeCounts(counts: Record<string, number>): string {
  return Object.entries(counts)
    .map(([table, n]) => `${table} ${n}`)
    .join(', ');
}

const FILE_PROBLEMS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  ENOTDIR: 'a part of the path is a file, not a directory',
  EISDIR: 'the path is a directory',
  EROFS: 'the file system is read-only',
};

/** An error of the file system in words ("the disk is full"); any other error's message. */
export function inWords(err: unknown): string {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  return (code && FILE_PROBLEMS[code]) ?? (err as Error).message;
}
