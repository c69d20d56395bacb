import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '../errors.ts';

// PostgreSQL's text and jsonb cannot hold U+0000 (SQLite can): the server refuses the character
// in what a request sends, on both engines alike, so that no write or lookup fails on one engine
// where it works on the other.

const NUL = '\u0000';

/**
 * Where a parsed value (a string, or objects and arrays of them) holds U+0000 in a string or a
 * key, as a field path (`questions[0].question`, '' for the value itself); undefined when nowhere.
 * Walks without recursion: a deeply nested body cannot exhaust the stack.
 */
export function nulPath(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, path] = next;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path;
      continue;
    }
    const children: [unknown, string][] = [];
    if (Array.isArray(current)) {
      current.forEach((item, i) => children.push([item, `${path}[${i}]`]));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const at = path ? `${path}.${key}` : key;
        if (key.includes(NUL)) return at.replaceAll(NUL, '\\u0000');
        children.push([item, at]);
      }
    }
    // reversed onto the stack, so the first field in the request is the one named (one at a
    // time: a spread of a long array would overflow the call stack)
    for (let i = children.length - 1; i >= 0; i--) pending.push(children[i]!);
  }
  return undefined;
}

const refused = (path: string, whole: string) =>
  badRequest(`${path || whole} must not contain the NUL character (U+0000)`);

/**
 * preValidation hook: a path parameter with U+0000 names nothing (404); a query or body that
 * holds it is refused (400, naming the field).
 */
export async function refuseNulText(request: FastifyRequest): Promise<void> {
  if (nulPath(request.params) !== undefined) {
    throw new ApiError(404, `Not found: ${request.method} ${request.url}`);
  }
  const inQuery = nulPath(request.query);
  if (inQuery !== undefined) throw refused(inQuery, 'The query');
  const inBody = nulPath(request.body);
  if (inBody !== undefined) throw refused(inBody, 'The request body');
}
