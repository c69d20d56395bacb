import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import type { Clock } from '../clock.ts';
import { ApiError } from '../http/errors.ts';

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

export interface TokenService {
  sign(claims: { sub: string; role: TokenClaims['role']; deleted: boolean; tv: number }): string;
  /** Throws a bare 401 ApiError with the platform's message for a missing, bad or expired token. */
  verify(authorization: string | undefined): TokenClaims;
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
  return {
    // iat from the clock: the signer counts the expiry from it
    sign: (claims) => signer({ ...claims, iat: Math.floor(clock.now().getTime() / 1000) }),
    verify(authorization) {
      if (!authorization) throw new ApiError(401, 'Missing Authorization Header', { bare: true });
      const match = /^Bearer\s+(\S+)$/i.exec(authorization);
      if (!match) {
        throw new ApiError(401, "Missing 'Bearer' type in 'Authorization' header", { bare: true });
      }
      try {
        const claims = verifier(match[1]!) as Partial<TokenClaims> & { nbf?: unknown };
        if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') {
          throw new ApiError(401, 'Invalid token', { bare: true });
        }
        const nowSeconds = clock.now().getTime() / 1000;
        if (claims.exp <= nowSeconds) throw new ApiError(401, 'Token has expired', { bare: true });
        if (
          claims.nbf !== undefined &&
          !(typeof claims.nbf === 'number' && claims.nbf <= nowSeconds)
        ) {
          throw new ApiError(401, 'Invalid token', { bare: true });
        }
        return claims as TokenClaims;
      } catch (err) {
        if (err instanceof ApiError) throw err;
        if (err instanceof TokenError && err.code === TokenError.codes.expired) {
          throw new ApiError(401, 'Token has expired', { bare: true });
        }
        if (err instanceof TokenError && err.code === TokenError.codes.invalidSignature) {
          throw new ApiError(401, 'Signature verification failed', { bare: true });
        }
        throw new ApiError(401, 'Invalid token', { bare: true });
      }
    },
  };
}
