import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import type { Clock } from '../clock.ts';
import { ApiError } from '../errors.ts';
import { BoundedMap } from '../lib/boundedMap.ts';

interface TokenClaims {
  sub: string;
  role: 'admin' | 'superadmin';
  deleted: boolean;
  /** the admin's token version when signed; absent in tokens made before versions (read as 0) */
  tv?: number;
  iat: number;
  exp: number;
}

const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Checked tokens kept (about 300 bytes each): more than the consoles signed in to one server. */
const CHECKED_TOKENS = 1000;

type CheckedClaims = TokenClaims & { nbf?: unknown };

export interface TokenService {
  sign(claims: { sub: string; role: TokenClaims['role']; deleted: boolean; tv: number }): string;
  /** Throws a bare 401 ApiError with the platform's message for a missing, bad or expired token. */
  verify(authorization: string | undefined): Readonly<TokenClaims>;
}

export function createTokenService(secret: string, clock: Clock): TokenService {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: TOKEN_LIFETIME_MS });
  // algorithms pinned: `alg: none` and any other algorithm are refused. One verifier for the
  // server's life (making one costs more than checking a token): the times are checked below
  // against the server's clock, which fast-jwt could only take as a fixed timestamp.
  const verifier = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    cache: false,
    ignoreExpiration: true,
    ignoreNotBefore: true,
  });
  /**
   * Tokens whose signature and claims were found good, by their text: the console sends the same
   * token with every request, and checking it again (decoding, HMAC) was a large share of a kept
   * list page's cost (docs/performance.md). Their times are checked on every request, against the
   * clock.
   */
  const checked = new BoundedMap<Readonly<CheckedClaims>>(CHECKED_TOKENS);
  const checkSignature = (token: string): Readonly<CheckedClaims> => {
    let claims: Partial<CheckedClaims>;
    try {
      claims = verifier(token) as Partial<CheckedClaims>;
    } catch (err) {
      if (err instanceof TokenError && err.code === TokenError.codes.expired) {
        throw new ApiError(401, 'Token has expired', { bare: true });
      }
      if (err instanceof TokenError && err.code === TokenError.codes.invalidSignature) {
        throw new ApiError(401, 'Signature verification failed', { bare: true });
      }
      throw new ApiError(401, 'Invalid token', { bare: true });
    }
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') {
      throw new ApiError(401, 'Invalid token', { bare: true });
    }
    const good = Object.freeze(claims as CheckedClaims);
    checked.set(token, good);
    return good;
  };
  return {
    // iat from the clock: the signer counts the expiry from it
    sign: (claims) => signer({ ...claims, iat: Math.floor(clock.now().getTime() / 1000) }),
    verify(authorization) {
      if (!authorization) throw new ApiError(401, 'Missing Authorization Header', { bare: true });
      const match = /^Bearer\s+(\S+)$/i.exec(authorization);
      if (!match) {
        throw new ApiError(401, "Missing 'Bearer' type in 'Authorization' header", { bare: true });
      }
      const token = match[1]!;
      const claims = checked.get(token) ?? checkSignature(token);
      const nowSeconds = clock.now().getTime() / 1000;
      if (claims.exp <= nowSeconds) throw new ApiError(401, 'Token has expired', { bare: true });
      if (
        claims.nbf !== undefined &&
        !(typeof claims.nbf === 'number' && claims.nbf <= nowSeconds)
      ) {
        throw new ApiError(401, 'Invalid token', { bare: true });
      }
      return claims;
    },
  };
}
