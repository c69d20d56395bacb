const b64url = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned-looking JWT with the given claims (the console never checks signatures). */
export function makeToken(claims: Record<string, unknown>): string {
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}.c2lnbmF0dXJl`;
}

/** A token expiring `seconds` from `now` (ms). */
export function tokenExpiringIn(seconds: number, now: number = Date.now()): string {
  return makeToken({ sub: 'admin-1', role: 'admin', exp: Math.floor(now / 1000) + seconds });
}
