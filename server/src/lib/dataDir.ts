import { chmodSync, closeSync, lstatSync, mkdirSync, openSync, readdirSync } from 'node:fs';
import path from 'node:path';

// DATA_DIR holds password hashes, the signing secret and candidates' personal data: it is 0700
// and every file in it 0600. Modes are set with chmod, so they do not depend on the umask.
export const DIR_MODE = 0o700;
export const FILE_MODE = 0o600;

/** Creates the directory (and its parents) if needed and makes it 0700. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  chmodSync(dir, DIR_MODE);
}

/** Creates the file empty if it is missing (content kept otherwise) and makes it 0600. */
export function ensurePrivateFile(file: string): void {
  closeSync(openSync(file, 'a', FILE_MODE));
  chmodSync(file, FILE_MODE);
}

/**
 * Makes every directory under DATA_DIR 0700 and every file 0600 (symbolic links are left alone);
 * returns how many entries had their mode changed.
 */
export function securePrivateTree(dir: string): number {
  let changed = 0;
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        changed += setMode(full, DIR_MODE);
        walk(full);
      } else if (entry.isFile()) {
        changed += setMode(full, FILE_MODE);
      }
    }
  };
  changed += setMode(dir, DIR_MODE);
  walk(dir);
  return changed;
}

function setMode(file: string, mode: number): number {
  try {
    if ((lstatSync(file).mode & 0o777) === mode) return 0;
    chmodSync(file, mode);
    return 1;
  } catch (err) {
    // a file removed meanwhile (a finished upload's temp file) needs no mode
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
}
