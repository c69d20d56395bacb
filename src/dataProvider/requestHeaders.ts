// The headers of every API request the console makes (httpClient).
import { getToken } from '../authProvider/session';

/** JSON accepted (and sent, for a body that is not FormData), and the session's bearer token. */
export function requestHeaders(options: {
  headers?: HeadersInit;
  body?: BodyInit | null;
  /** false: no Authorization header (public calls) */
  auth?: boolean;
}): Headers {
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
