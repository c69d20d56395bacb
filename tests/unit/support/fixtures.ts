import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DIR = fileURLToPath(new URL('../../fixtures/platform/', import.meta.url));

/** A recorded platform answer from tests/fixtures/platform (a fresh copy on every call). */
export function fixture<T = Record<string, unknown>>(name: string): T {
  return JSON.parse(readFileSync(`${DIR}${name}.json`, 'utf8')) as T;
}
