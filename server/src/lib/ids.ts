import { randomBytes, randomInt } from 'node:crypto';

/** 24 hex characters, like the platform's ids: unguessable, not sequential. */
export const newId = (): string => randomBytes(12).toString('hex');

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A public code: prefix, a dash and six characters, e.g. `C-AB1234` or `I-7QK2MZ`. */
export function publicCode(prefix: 'C' | 'I'): string {
  let out = '';
  for (let i = 0; i < 6; i++) out += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${prefix}-${out}`;
}
