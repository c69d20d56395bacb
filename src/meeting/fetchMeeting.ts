// The public meeting call, with fetch only: the meeting page ships without the console's code.
import { isEnvelope, isPlainObject, messageOf, parseJson } from '../dataProvider/envelope';
import { API_URL } from '../config';

/** What GET /meeting/{interviewId} tells a candidate: nothing that identifies or scores them. */
export interface MeetingInfo {
  title: string;
  scheduled_time: string;
  status: string;
  agent_voice: string;
}

export type MeetingFailure = 'not_found' | 'failed';

export class MeetingError extends Error {
  constructor(
    readonly kind: MeetingFailure,
    message = '',
  ) {
    super(message);
    this.name = 'MeetingError';
  }
}

/** A string field of an answer, or '' when it is missing or of another type. */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export const isAbortError = (error: unknown): boolean =>
  error instanceof Error && error.name === 'AbortError';

/** Loads the interview's public details; rejects with a MeetingError (or an AbortError). */
export async function fetchMeeting(
  interviewId: string,
  signal?: AbortSignal,
  apiUrl: string = API_URL,
): Promise<MeetingInfo> {
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(`${apiUrl}/meeting/${encodeURIComponent(interviewId)}`, {
      headers: { Accept: 'application/json' },
      signal,
    });
    body = parseJson(await response.text());
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new MeetingError('failed');
  }
  if (response.status === 404) throw new MeetingError('not_found', messageOf(body));
  if (!response.ok) throw new MeetingError('failed', messageOf(body));
  const data = isEnvelope(body) ? body.data : body;
  if (!isPlainObject(data)) throw new MeetingError('failed');
  return {
    title: text(data.title),
    scheduled_time: text(data.scheduled_time),
    status: text(data.status),
    agent_voice: text(data.agent_voice),
  };
}
