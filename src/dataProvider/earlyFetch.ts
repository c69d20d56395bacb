// GETs asked for before the console's code is here: the first data of the screen it opens on
// (layout/loadAdminApp.ts), sent from the page's first chunk while the console's chunks download
// and evaluate. httpClient takes such an answer when the console asks for the same URL with the
// same session, instead of asking again; one not taken in EARLY_KEPT_MS is dropped.
import { requestHeaders } from './requestHeaders';

interface Early {
  authorization: string;
  response: Promise<Response>;
}

const started = new Map<string, Early>();

/** How long an early answer waits to be taken (a console that went elsewhere never takes it). */
export const EARLY_KEPT_MS = 10_000;

/** Starts a GET of `url` with the session's token; nothing without a session or when started. */
export function fetchEarly(url: string): void {
  // the headers httpClient sends for this GET, so that its request and this one are alike
  const headers = requestHeaders({});
  const authorization = headers.get('Authorization');
  if (!authorization || started.has(url)) return;
  const response = fetch(url, { headers });
  // a failure is the taker's to report (as a network error, as its own fetch's would be)
  response.catch(() => undefined);
  const early = { authorization, response };
  started.set(url, early);
  setTimeout(() => {
    if (started.get(url) === early) started.delete(url);
  }, EARLY_KEPT_MS);
}

/**
 * The early answer of a GET of `url`, taken (once), when one was started with this Authorization
 * header; else undefined, and the caller fetches.
 */
export function takeEarly(
  url: string,
  authorization: string | null,
): Promise<Response> | undefined {
  const early = started.get(url);
  if (!early) return undefined;
  started.delete(url);
  return early.authorization === authorization ? early.response : undefined;
}
