// Load from autocannon in a process of its own (loadClient.mjs), for every HTTP figure of the
// bench: a client sharing the bench's event loop (or decompressing every answer) would measure
// itself more than the server.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runChildJson } from './child.mjs';

const LOAD_CLIENT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'loadClient.mjs');

/** What a browser sends; the product and the baselines negotiate the same way. */
export const ACCEPT_ENCODING = 'gzip, deflate, br';

/**
 * Runs loadClient.mjs with these options (url, headers, connections, seconds, and optionally
 * paths and maxRequests) and answers its figures; the process is ended 30 s past its time.
 */
export function runLoad(options) {
  return runChildJson(LOAD_CLIENT, [JSON.stringify(options)], (options.seconds + 30) * 1000);
}

/**
 * The paths of `pages` pages of 100 of a list, each once, in an order that jumps about the list
 * (a prime stride): no answer the server keeps for a URL serves any of them, so a run of them
 * measures the queries and the making of each answer.
 */
export function everyPage(list, pages = 1000) {
  return Array.from(
    { length: pages },
    (_, i) => `${list}?page=${((i * 617) % pages) + 1}&limit=100`,
  );
}
