// POST /interview/{id}/rescore: "Score again", every answer of a completed interview scored by the
// scorer configured now, the earlier scorings kept in each answer's `scores` (docs/scoring.md),
// with If-Match as the other interview writes. The platform has no such call: its 404 for an
// unknown route, or a 405 or 501, reads as "not available" (null). The reference server's own
// 404 (the interview is not there) is an error like any other.
import { HttpError } from 'ra-core';
import { ifMatchHeaders, withEtag } from './etags';
import type { Client, HttpResult } from './httpClient';
import { toInterview } from './interviewRecord';
import { idOf, pathId } from './records';
import type { Interview } from './types';
import { UNSUPPORTED } from './unsupported';

/** The reference server's 404 message of this call. */
const INTERVIEW_NOT_FOUND = 'Interview not found';

/** A 404 that is not the call's own, or a 405 or 501: the server does not have the call. */
function isMissingCall(error: unknown): boolean {
  if (!(error instanceof HttpError) || !UNSUPPORTED.has(error.status)) return false;
  return error.status !== 404 || error.message !== INTERVIEW_NOT_FOUND;
}

export async function rescoreInterview(
  client: Client,
  interviewUrl: string,
  interview: Interview,
): Promise<{ interview: Interview; msg: string } | null> {
  let answer: HttpResult;
  try {
    answer = await client(`${interviewUrl}/${pathId(interview.id)}/rescore`, {
      method: 'POST',
      body: '{}',
      headers: ifMatchHeaders(interview),
    });
  } catch (error) {
    if (isMissingCall(error)) return null;
    throw error;
  }
  const { json, msg, headers } = answer;
  // an answer without the interview: the one shown stays, and is read again by the caller
  const saved = idOf(json) !== undefined ? withEtag(toInterview(json), headers) : interview;
  return { interview: { ...saved, id: saved.id ?? interview.id }, msg: msg ?? '' };
}
