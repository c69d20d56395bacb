import { createSigner } from 'fast-jwt';
import { describe, expect, it } from 'vitest';
import { createTokenService } from '../../server/src/auth/tokens.ts';
import { ApiError } from '../../server/src/errors.ts';

const SECRET = 'tokens-test-secret-0123456789-abcdefghij';
const START = Date.parse('2026-03-01T10:00:00.000Z');

function setUp() {
  let now = START;
  const clock = { now: () => new Date(now) };
  return {
    tokens: createTokenService(SECRET, clock),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** The message a verify() refusal answers, or 'ok'. */
function outcome(verify: () => unknown): string {
  try {
    verify();
    return 'ok';
  } catch (err) {
    return err instanceof ApiError ? err.message : String(err);
  }
}

const claims = { sub: 'a1', role: 'admin' as const, deleted: false, tv: 0 };

describe('token verification against the server clock (one verifier for the server life)', () => {
  it('accepts a token until its expiry on the injected clock, then answers expired', () => {
    const { tokens, advance } = setUp();
    const header = `Bearer ${tokens.sign(claims)}`;
    expect(outcome(() => tokens.verify(header))).toBe('ok');
    advance(24 * 60 * 60 * 1000 - 1000);
    expect(outcome(() => tokens.verify(header))).toBe('ok');
    advance(1000);
    expect(outcome(() => tokens.verify(header))).toBe('Token has expired');
  });

  it('refuses a token that is not valid yet (nbf ahead of the clock) or has no expiry', () => {
    const { tokens } = setUp();
    const sign = createSigner({ key: SECRET, algorithm: 'HS256' });
    const seconds = START / 1000;
    const early = sign({ ...claims, iat: seconds, exp: seconds + 600, nbf: seconds + 60 });
    expect(outcome(() => tokens.verify(`Bearer ${early}`))).toBe('Invalid token');
    const due = sign({ ...claims, iat: seconds, exp: seconds + 600, nbf: seconds });
    expect(outcome(() => tokens.verify(`Bearer ${due}`))).toBe('ok');
    const endless = sign({ ...claims, iat: seconds });
    expect(outcome(() => tokens.verify(`Bearer ${endless}`))).toBe('Invalid token');
  });

  it('refuses another key and another algorithm', () => {
    const { tokens } = setUp();
    const seconds = START / 1000;
    const forged = createSigner({ key: `${SECRET}-other`, algorithm: 'HS256' })({
      ...claims,
      exp: seconds + 600,
    });
    expect(outcome(() => tokens.verify(`Bearer ${forged}`))).toBe('Signature verification failed');
    const hs512 = createSigner({ key: SECRET, algorithm: 'HS512' })({
      ...claims,
      exp: seconds + 600,
    });
    expect(outcome(() => tokens.verify(`Bearer ${hs512}`))).toBe('Invalid token');
  });
});

describe('a token checked once is kept, its times checked on every use', () => {
  it('refuses a kept token before its nbf and after its expiry, and accepts it between', () => {
    const { tokens, advance } = setUp();
    const seconds = START / 1000;
    const sign = createSigner({ key: SECRET, algorithm: 'HS256' });
    const header = `Bearer ${sign({ ...claims, iat: seconds, exp: seconds + 600, nbf: seconds + 60 })}`;
    expect(outcome(() => tokens.verify(header))).toBe('Invalid token');
    advance(60_000);
    expect(outcome(() => tokens.verify(header))).toBe('ok');
    expect(outcome(() => tokens.verify(header))).toBe('ok');
    advance(540_000);
    expect(outcome(() => tokens.verify(header))).toBe('Token has expired');
  });

  it('refuses a token changed in its signature or its claims after the genuine one was accepted', () => {
    const { tokens } = setUp();
    const token = tokens.sign(claims);
    expect(tokens.verify(`Bearer ${token}`).sub).toBe('a1');
    const [head, payload, signature] = token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    expect(outcome(() => tokens.verify(`Bearer ${head}.${payload}.${flipped}`))).toBe(
      'Signature verification failed',
    );
    const other = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'a2' }),
    ).toString('base64url');
    expect(outcome(() => tokens.verify(`Bearer ${head}.${other}.${signature}`))).toBe(
      'Signature verification failed',
    );
    expect(tokens.verify(`Bearer ${token}`).sub).toBe('a1');
  });

  it('answers claims no caller can change for the next request', () => {
    const { tokens } = setUp();
    const header = `Bearer ${tokens.sign(claims)}`;
    const first = tokens.verify(header);
    expect(() => {
      (first as { sub: string }).sub = 'someone else';
    }).toThrow(TypeError);
    expect(tokens.verify(header).sub).toBe('a1');
  });
});
