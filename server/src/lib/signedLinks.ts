// Short-lived signed links for downloads a browser fetches by navigating (no Authorization header
// can go with it): the link names its owner and parameters, and an HMAC over them with the
// server's key, so any server sharing the key (PostgreSQL, several servers) accepts it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock.ts';

export interface SignedLinks {
  /**
   * The query string (without `?`) of a link for `subject` with these parameters, valid for
   * `ttlSeconds`: the parameters, then `expires` and `sig`.
   */
  sign(subject: string, params: Record<string, string>, ttlSeconds: number): string;
  /** The parameters of a link for `subject` when its signature is right and it has not expired. */
  verify(subject: string, query: Record<string, unknown>): Record<string, string> | undefined;
}

/** The signed text: the subject and every parameter but `sig`, in name order. */
function signedText(subject: string, params: Record<string, string>): string {
  const names = Object.keys(params).sort();
  return [subject, ...names.map((n) => `${n}=${params[n]}`)].join('\n');
}

/** Links of one purpose (`purpose` keeps the links of one from being taken for another's). */
export function createSignedLinks(secret: string, purpose: string, clock: Clock): SignedLinks {
  const key = createHmac('sha256', secret).update(`signed-links:${purpose}`).digest();
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
  return {
    sign(subject, params, ttlSeconds) {
      const expires = String(Math.floor(clock.now().getTime() / 1000) + ttlSeconds);
      const all = { ...params, expires };
      return new URLSearchParams({ ...all, sig: mac(signedText(subject, all)) }).toString();
    },
    verify(subject, query) {
      const params: Record<string, string> = {};
      for (const [name, value] of Object.entries(query)) {
        if (typeof value !== 'string') return undefined;
        if (name !== 'sig') params[name] = value;
      }
      const { sig } = query;
      const expires = params.expires ?? '';
      if (typeof sig !== 'string' || !/^\d{1,12}$/.test(expires)) return undefined;
      if (Number(expires) * 1000 <= clock.now().getTime()) return undefined;
      const expected = Buffer.from(mac(signedText(subject, params)));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return params;
    },
  };
}
