// PUT /interview/{id}/answers/{index} {score}: the admin's score for one answer of an interview
// (docs/interview-api.md), with If-Match as the other interview writes. The platform has no such
// call: its 404 for an unknown route, or a 405, reads as "not available" (null). The reference
// server's own 404s name what is missing, and are errors like any other.
import { HttpError } from 'ra-core';
import { UNSUPPORTED } from './unsupported';
import { ifMatchHeaders, withEtag, withoutEtag } from './etags';
import type { Client } from './httpClient';
import { averageScore, toInterview } from './interviewRecord';
import { idOf, pathId } from './records';
import type { Interview } from './types';

/** The reference server's 404 messages of this call: the interview or the answer is not there. */
export const ANSWER_NOT_FOUND = new Set(['Interview not found', 'Answer not found']);

/** A 404 that is not one of the call's own, or a 405 or 501: the server does not have the call. */
export function isMissingCall(error: unknown): boolean {
  if (!(error instanceof HttpError) || !UNSUPPORTED.has(error.status)) return false;
  return error.status !== 404 || !ANSWER_NOT_FOUND.has(error.message);
}

/** The interview with answer `index` scored `score` by the admin, as the server would save it. */
function locallyOverridden(interview: Interview, index: number, score: number): Interview {
  const history = (interview.history ?? []).map((entry, at) =>
    at === index
      ? {
          ...entry,
          score,
          scorer: 'admin' as const,
          needs_review: false,
          auto_score: entry.auto_score ?? entry.score,
        }
      : entry,
  );
  return { ...withoutEtag(interview), history, score: averageScore(history) };
}

export async function overrideAnswerScore(
  client: Client,
  interviewUrl: string,
  interview: Interview,
  index: number,
  score: number,
): Promise<{ interview: Interview; msg: string } | null> {
  try {
    const { json, msg, headers } = await client(
      `${interviewUrl}/${pathId(interview.id)}/answers/${index}`,
      {
        method: 'PUT',
        body: JSON.stringify({ score }),
        headers: ifMatchHeaders(interview),
      },
    );
    const saved =
      idOf(json) !== undefined
        ? withEtag(toInterview(json), headers)
        : locallyOverridden(interview, index, score);
    return { interview: { ...saved, id: saved.id ?? interview.id }, msg: msg ?? '' };
  } catch (error) {
    if (isMissingCall(error)) return null;
    throw error;
  }
}
