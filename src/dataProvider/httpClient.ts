// The console's one HTTP client: bearer token, JSON, the platform envelope, naive dates, errors.
import { HttpError } from 'ra-core';
import { appMessages } from '../i18n/appMessages';
import { requestHeaders } from './requestHeaders';
import { isEnvelope, messageOf, normaliseDates, parseJson } from './envelope';

export const GENERIC_ERROR = appMessages.app.errors.generic;
export const SERVER_UNREACHABLE = appMessages.app.auth.server_unreachable;

export interface HttpClientOptions extends RequestInit {
  /** Reports upload progress of a FormData body; the request then goes through XMLHttpRequest. */
  onUploadProgress?: (loaded: number, total: number) => void;
  /** false: send no Authorization header (public calls) */
  auth?: boolean;
  /**
   * Told when the server is busy and the call waits to be sent again (busyRetry.ts): the wait,
   * then undefined when it is sent again
   */
  onBusyWait?: (wait: BusyWait | undefined) => void;
}

/** A wait before a call is sent again: `seconds` from Retry-After, `attempt` the try to come. */
export interface BusyWait {
  seconds: number;
  attempt: number;
}

/**
 * A 503 with Retry-After: the server is busy (reading other PDFs) and did nothing with the
 * request; it may be sent again after `retryAfterSeconds`.
 */
export class ServerBusyError extends HttpError {
  constructor(
    message: string,
    body: unknown,
    readonly retryAfterSeconds: number,
  ) {
    super(message, 503, body);
    // HttpError's constructor sets its own prototype, which would hide this class's
    Object.setPrototypeOf(this, ServerBusyError.prototype);
    this.name = 'ServerBusyError';
  }
}

/** Retry-After in whole seconds (at least 1), as a number or an HTTP date; undefined if neither. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  const text = value?.trim() ?? '';
  if (/^\d+$/.test(text)) return Math.max(1, Number(text));
  const at = text ? Date.parse(text) : NaN;
  return Number.isNaN(at) ? undefined : Math.max(1, Math.ceil((at - now) / 1000));
}

/** The shape of react-admin's `fetchUtils.fetchJson` result, plus the envelope's `msg`. */
export interface HttpResult<T = unknown> {
  status: number;
  headers: Headers;
  body: string;
  /** the parsed answer, unwrapped from the envelope, naive dates read as UTC */
  json: T;
  msg?: string;
}

/** A non-array where the platform should send a list (it sends `data: {}` for []) → []. */
export function asList<T = unknown>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

function toResult(status: number, headers: Headers, text: string): HttpResult {
  const parsed = normaliseDates(parseJson(text));
  const msg = messageOf(parsed);
  if (status < 200 || status >= 300) {
    const body = parsed ?? (text || null);
    const retryAfter = status === 503 ? retryAfterSeconds(headers.get('Retry-After')) : undefined;
    if (retryAfter !== undefined) throw new ServerBusyError(msg ?? GENERIC_ERROR, body, retryAfter);
    throw new HttpError(msg ?? GENERIC_ERROR, status, body);
  }
  const json = isEnvelope(parsed) ? parsed.data : parsed;
  return { status, headers, body: text, json, msg };
}

function networkError(): HttpError {
  return new HttpError(SERVER_UNREACHABLE, 0, null);
}

const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

function parseResponseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at <= 0) continue;
    try {
      headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
    } catch {
      // skip a header the Headers class refuses
    }
  }
  return headers;
}

function sendWithXhr(
  url: string,
  options: HttpClientOptions,
  headers: Headers,
  onUploadProgress: (loaded: number, total: number) => void,
): Promise<HttpResult> {
  return new Promise<HttpResult>((resolve, reject) => {
    const signal = options.signal;
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', url);
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => onUploadProgress(event.loaded, event.total);
    const onAbortSignal = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbortSignal);
    xhr.onload = () => {
      done();
      try {
        const responseHeaders = parseResponseHeaders(xhr.getAllResponseHeaders());
        resolve(toResult(xhr.status, responseHeaders, xhr.responseText ?? ''));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => {
      done();
      reject(networkError());
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbortSignal);
    xhr.send(options.body as XMLHttpRequestBodyInit);
  });
}

/**
 * Calls the API like `fetchUtils.fetchJson`, so ra-data-simple-rest can use it. A non-2xx answer
 * throws `HttpError(msg, status, body)`; no answer at all throws status 0 with the
 * server-unreachable text.
 */
export async function httpClient(
  url: string,
  options: HttpClientOptions = {},
): Promise<HttpResult> {
  const { onUploadProgress, auth: _auth, onBusyWait: _onBusyWait, ...init } = options;
  const headers = requestHeaders(options);

  if (onUploadProgress && init.body instanceof FormData && typeof XMLHttpRequest !== 'undefined') {
    return sendWithXhr(url, init, headers, onUploadProgress);
  }

  let response: Response;
  try {
    response = await fetch(url, { ...init, headers });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw networkError();
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (isAbort(error)) throw error;
    throw networkError();
  }
  return toResult(response.status, response.headers, text);
}

/** The client a mapper calls: `httpClient`, or a stand-in in tests. */
export type Client = typeof httpClient;

export default httpClient;
