// One webhook delivery: a signed POST (Standard Webhooks), 10 seconds to answer 2xx, no redirects,
// to an address the guard lets through.
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { guardedLookup, isPrivateAddress, privateAddressMessage } from './addressGuard.ts';

export const WEBHOOK_TIMEOUT_MS = 10_000;

export interface Delivery {
  ok: boolean;
  /** why it failed, in plain words */
  error?: string;
  /** a failure no retry can mend (a refused address) */
  permanent?: boolean;
}

/** The Standard Webhooks headers of a body: id, timestamp, and the v1 signature under `secret`. */
export function signedHeaders(secret: string, id: string, at: Date, body: string) {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, at, body),
  };
}

function plainError(err: NodeJS.ErrnoException): Delivery {
  if (err.code === 'EPRIVATEADDRESS') return { ok: false, error: err.message, permanent: true };
  if (err.code === 'ENOTFOUND') return { ok: false, error: 'The host name was not found' };
  if (err.code === 'ECONNREFUSED') return { ok: false, error: 'The connection was refused' };
  if (err.code === 'ETIMEDOUT') return { ok: false, error: 'No answer within 10 seconds' };
  if (err.code === 'ECONNRESET') return { ok: false, error: 'The connection was closed' };
  return { ok: false, error: `Could not connect: ${err.message}` };
}

export function deliverWebhook(
  url: string,
  secret: string,
  id: string,
  body: string,
  options: { allowPrivate: boolean; now: Date },
): Promise<Delivery> {
  const target = new URL(url);
  const host = target.hostname.replace(/^\[|\]$/g, '');
  // a literal address is connected to without a lookup: checked here
  if (!options.allowPrivate && isIP(host) && isPrivateAddress(host)) {
    return Promise.resolve({ ok: false, error: privateAddressMessage(host), permanent: true });
  }
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        lookup: guardedLookup(options.allowPrivate),
        timeout: WEBHOOK_TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'InterviewAI-Webhooks/1',
          ...signedHeaders(secret, id, options.now, body),
        },
      },
      (response) => {
        response.resume();
        const status = response.statusCode ?? 0;
        response.on('end', () =>
          resolve(
            status >= 200 && status < 300
              ? { ok: true }
              : { ok: false, error: `The receiver answered ${status}` },
          ),
        );
        response.on('error', (err) => resolve(plainError(err)));
      },
    );
    const deadline = setTimeout(() => {
      request.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' }));
    }, WEBHOOK_TIMEOUT_MS);
    request.on('timeout', () =>
      request.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })),
    );
    request.on('error', (err) => resolve(plainError(err)));
    request.on('close', () => clearTimeout(deadline));
    request.end(body);
  });
}
