import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The candidate's link carries an HMAC of the interview id (docs/interview-api.md): unguessable,
 * never stored, the same on every server sharing the secret.
 */
export interface MeetingTokens {
  tokenOf(interviewId: string): string;
  /** true when `token` is the token of `interviewId` (compared in constant time) */
  verify(interviewId: string, token: unknown): boolean;
}

export function createMeetingTokens(secret: string): MeetingTokens {
  const key = createHmac('sha256', secret).update('meeting-links').digest();
  const tokenOf = (interviewId: string) =>
    createHmac('sha256', key).update(interviewId).digest('base64url').slice(0, 32);
  return {
    tokenOf,
    verify(interviewId, token) {
      if (typeof token !== 'string') return false;
      const given = Buffer.from(token);
      return given.length === 32 && timingSafeEqual(given, Buffer.from(tokenOf(interviewId)));
    },
  };
}

/** The link where the candidate joins an interview: with its token, the interview itself. */
export const meetingLink = (interviewId: string, token?: string): string =>
  `/meeting?interviewId=${encodeURIComponent(interviewId)}` +
  (token === undefined ? '' : `&token=${encodeURIComponent(token)}`);
