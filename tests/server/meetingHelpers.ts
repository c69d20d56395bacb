// The candidate's side of the interview, as its tests drive it: an admin's skills and training
// sets, a candidate with skills, an interview scheduled near the app's clock, and the four calls
// with the link's token.
import { expect } from 'vitest';
import { insertCandidate } from './rows.ts';
import type { TestApp } from './testApp.ts';

export interface Link {
  id: string;
  token: string;
}

/** A different client address per call site, so one test's calls never use up another's limit. */
let addresses = 0;
export const freshAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 8) & 255}.${addresses & 255}.1`;
};

/** A signed-in admin: their id and token. */
export interface Admin {
  id: string;
  token: string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The admin's skills (Settings) and one training set per domain. */
export async function prepareAdmin(
  t: TestApp,
  adminToken: string,
  skills: { skill: string; num_questions: number }[],
  sets: Record<string, { question: string; difficulty: string; expected_points?: string[] }[]>,
) {
  const settings = await t.app.inject({
    method: 'PATCH',
    url: '/api/admin/settings',
    headers: bearer(adminToken),
    payload: { skills },
  });
  expect(settings.statusCode, settings.body).toBe(200);
  for (const [domain, questions] of Object.entries(sets)) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/training/create',
      headers: bearer(adminToken),
      payload: { domain, questions: questions.map((q) => ({ tags: ['t'], ...q })) },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
}

/**
 * A candidate with these skills and an interview of theirs scheduled `minutesFromNow` after the
 * app's clock, created through the API; the interview's id and the token of its link.
 */
export async function scheduleInterview(
  t: TestApp,
  admin: Admin,
  skills: string[],
  minutesFromNow = 5,
  extra: Record<string, unknown> = {},
): Promise<Link & { json: Record<string, unknown> }> {
  const candidateId = await insertCandidate(t.db, admin.id, {
    name: 'Secret Candidate',
    skills: JSON.stringify(skills),
  });
  const at = new Date(t.clock.now().getTime() + minutesFromNow * 60_000).toISOString();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/interview/create',
    headers: bearer(admin.token),
    payload: {
      candidate_id: candidateId,
      title: 'Backend interview',
      scheduled_time: at,
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const json = res.json().data as Record<string, unknown> & { id: string; link: string };
  const token = new URL(json.link, 'http://x').searchParams.get('token');
  expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  return { id: json.id, token: token!, json };
}

type Call = 'session' | 'start' | 'answer' | 'finish';

/** One candidate call with the link's token (or another), from an address. */
export function meetingCall(
  t: TestApp,
  link: Link,
  call: Call,
  options: { body?: unknown; token?: string | null; address?: string } = {},
) {
  const token = options.token === undefined ? link.token : options.token;
  return t.app.inject({
    method: call === 'session' ? 'GET' : 'POST',
    url: `/api/meeting/${link.id}/${call}`,
    headers: token === null ? {} : { 'x-meeting-token': token },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
    remoteAddress: options.address ?? '127.0.0.1',
  });
}

/** Starts, answers every question with `answerOf(question)`, finishes; the final session. */
export async function takeInterview(
  t: TestApp,
  link: Link,
  answerOf: (question: string, index: number) => string,
) {
  const address = freshAddress();
  let res = await meetingCall(t, link, 'start', { address });
  expect(res.statusCode, res.body).toBe(200);
  while (res.json().data.current) {
    const { index, question } = res.json().data.current as { index: number; question: string };
    res = await meetingCall(t, link, 'answer', {
      address,
      body: { index, answer: answerOf(question, index) },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  res = await meetingCall(t, link, 'finish', { address });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
