// The headers of every API request the console makes (httpClient, and the early requests of
// earlyFetch.ts, which the page's first chunk sends): in a module without ra-core, light enough
// for that chunk.
import { getToken } from '../authProvider/session';
import type { HttpClientOptions } from './httpClient';

/** JSON accepted (and sent, for a body that is not FormData), and the session's bearer token. */
export function requestHeaders(
  options: Pick<HttpClientOptions, 'headers' | 'body' | 'auth'>,
): Headers {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const body = options.body;
  if (body != null && !(body instanceof FormData) && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  if (options.auth !== false && !headers.has('Authorization')) {
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }
  return headers;
}
