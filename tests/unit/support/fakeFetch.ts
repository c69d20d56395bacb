import { vi } from 'vitest';
import { fixture } from './fixtures';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Headers;
  /** the body as sent: a string, FormData, or undefined */
  body: unknown;
}

type Responder = (request: RecordedRequest) => Response | Promise<Response>;

/**
 * Replaces `fetch` with a fake that records every request and answers from a queue, in order.
 * A request with nothing queued fails the test.
 */
export function installFakeFetch() {
  const requests: RecordedRequest[] = [];
  const queue: Responder[] = [];
  let fallback: Responder | undefined;

  const fake = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: RecordedRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      url: String(input),
      headers: new Headers(init.headers),
      body: init.body ?? undefined,
    };
    requests.push(request);
    const responder = queue.shift() ?? fallback;
    if (!responder) throw new Error(`unexpected request: ${request.method} ${request.url}`);
    return responder(request);
  });
  vi.stubGlobal('fetch', fake);

  const api = {
    fetch: fake,
    requests,
    /** the only request made so far */
    get request(): RecordedRequest {
      if (requests.length !== 1) throw new Error(`expected 1 request, got ${requests.length}`);
      return requests[0]!;
    },
    /** queues a JSON answer */
    reply(status: number, body: unknown, headers: Record<string, string> = {}) {
      queue.push(
        () =>
          new Response(typeof body === 'string' ? body : JSON.stringify(body), {
            status,
            headers: { 'Content-Type': 'application/json', ...headers },
          }),
      );
      return api;
    },
    /** queues a recorded platform answer; its status is the envelope's statusCode, else given */
    replyFixture(name: string, status?: number) {
      const body = fixture<{ statusCode?: number }>(name);
      return api.reply(status ?? body.statusCode ?? 200, body);
    },
    /** answers every request once the queue is empty, for requests made in parallel */
    route(handler: (request: RecordedRequest) => [status: number, body: unknown]) {
      fallback = (request) => {
        const [status, body] = handler(request);
        return new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        });
      };
      return api;
    },
    /** queues an answer made by `responder` (e.g. one that arrives when the test says) */
    respond(responder: Responder) {
      queue.push(responder);
      return api;
    },
    /** queues a network failure (server down) */
    fail() {
      queue.push(() => Promise.reject(new TypeError('fetch failed')));
      return api;
    },
  };
  return api;
}

/** The request's JSON body. */
export function jsonBody(request: RecordedRequest): unknown {
  if (typeof request.body !== 'string') throw new Error('the body is not a JSON string');
  return JSON.parse(request.body);
}

/** The request's multipart fields (files as File). */
export function formFields(request: RecordedRequest): Record<string, FormDataEntryValue> {
  if (!(request.body instanceof FormData)) throw new Error('the body is not FormData');
  return Object.fromEntries(request.body.entries());
}
