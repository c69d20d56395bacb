import { HttpError } from 'ra-core';

/** Statuses that say "no such call here": unknown route, method, or not implemented (the platform
 * lacks the reference server's additions, and the console falls back to what it offers). */
export const UNSUPPORTED = new Set([404, 405, 501]);

/** The call failed because the server has no such call (the platform lacks an extension). */
export function isUnsupported(error: unknown): boolean {
  return error instanceof HttpError && UNSUPPORTED.has(error.status);
}
