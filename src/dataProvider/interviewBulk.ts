// Scheduling an interview for many candidates at once: POST /interview/bulk-create on a server
// with it (docs/messages.md), 200 candidates a request; the platform lacks it, and then its
// one-interview call is made for each candidate in turn. Either way every candidate comes back
// scheduled, with its interview, or failed with the reason.
import type { Identifier } from 'ra-core';
import { failRest, inChunks, readFailed, refusedOne } from './candidateBulk';
import type { Client } from './httpClient';
import { asList } from './httpClient';
import { toInterview } from './interviewRecord';
import { interviewCreateBody } from './interviews';
import { objectOf, type Json } from './records';
import type { BulkScheduleInput, BulkScheduleOutcome } from './types';

/** The server takes at most this many candidates a request. */
export const BULK_SCHEDULE_CHUNK = 200;

/** The fields every candidate's interview shares, as the API takes them. */
function sharedFields({ candidate_ids: _ids, ...input }: BulkScheduleInput): Json {
  const body: Json = {
    title: input.title,
    scheduled_time: input.scheduled_time.toISOString(),
  };
  if (input.agent_voice) body.agent_voice = input.agent_voice;
  if (input.num_questions !== undefined) body.num_questions = input.num_questions;
  if (input.time_zone) body.time_zone = input.time_zone;
  return body;
}

export async function bulkScheduleInterviews(
  client: Client,
  base: string,
  input: BulkScheduleInput,
): Promise<BulkScheduleOutcome> {
  const shared = sharedFields(input);
  const outcome: BulkScheduleOutcome = { done: [], failed: [] };
  await inChunks(input.candidate_ids, BULK_SCHEDULE_CHUNK, outcome, {
    async request(chunk, original) {
      const { json } = await client(`${base}/bulk-create`, {
        method: 'POST',
        body: JSON.stringify({ ...shared, candidate_ids: chunk.map(String) }),
      });
      const data = objectOf(json);
      for (const item of asList(data.done)) {
        const { candidate_id, interview } = objectOf(item);
        outcome.done.push({
          candidate_id: original(candidate_id),
          interview: toInterview(interview),
        });
      }
      readFailed(data, original, outcome);
    },
    fallback: (unique) => oneByOne(client, base, shared, unique, outcome),
  });
  return outcome;
}

/** The platform: one POST /interview/create a candidate. */
async function oneByOne(
  client: Client,
  base: string,
  shared: Json,
  ids: Identifier[],
  outcome: BulkScheduleOutcome,
) {
  for (const [index, id] of ids.entries()) {
    try {
      const body = interviewCreateBody({ ...shared, candidate_id: id });
      const { json } = await client(`${base}/create`, {
        method: 'POST',
        body: JSON.stringify(body),
      });
      outcome.done.push({ candidate_id: id, interview: toInterview(json) });
    } catch (error) {
      if (!refusedOne(error)) {
        // the server is gone or the session ended: the rest are not scheduled either
        if (outcome.done.length === 0) throw error;
        failRest(outcome, ids.slice(index), error);
        return;
      }
      outcome.failed.push({ id, msg: error.message });
    }
  }
}
