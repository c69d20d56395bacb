// The person whose rights tests/server/candidatePrivacy.test.ts exercises, and everything a
// workspace holds about them: a resume, an edit of their name and email, an interview scheduled
// (an invitation emailed to them) and one completed with answers, feedback and a member's review,
// webhook events naming them; and another candidate in the trash.
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { addMember, bearer, callAs } from './memberHelpers.ts';
import { multipart, resumePdf, type FormFields } from './multipart.ts';
import { insertInterview } from './rows.ts';
import type { TestApp } from './testApp.ts';

// the person, as they were first added and as they are now
export const FIRST = { name: 'Ottie Quaresma', email: 'ottie.q@oldmail-quaresma.example' };
export const PERSON = {
  name: 'Ottoline Quaresma',
  email: 'ottoline.q@vantablack-mail.example',
  phone: '+44 20 7946 0958',
};
export const RESUME_PHRASE = 'Zanzibar ledger pipeline';
export const ANSWER_PHRASE = 'my axolotl Bartholomew';
export const FEEDBACK = 'Ottoline explained the axolotl cache beautifully';
export const NOTE = 'Loved the Bartholomew example';
/** Everything the erasure must leave nowhere. */
export const NEEDLES = [
  PERSON.name,
  PERSON.email,
  PERSON.phone,
  '442079460958',
  FIRST.name,
  FIRST.email,
  RESUME_PHRASE,
  ANSWER_PHRASE,
  FEEDBACK,
  NOTE,
];

export const HISTORY = [
  {
    question: 'How would you cache a slow lookup?',
    answer: `I would cache it, as I did for ${ANSWER_PHRASE} at home.`,
    score: 4,
    auto_score: 4,
    scorer: 'built-in',
    scorer_version: 2,
    prompt_hash: 'aaaaaaaaaaaaaaaa',
    explanation: `Covered caching; quoted "${ANSWER_PHRASE}".`,
    scorable: true,
    skill: 'Backend',
    answered_at: '2025-02-01T10:05:00.000Z',
  },
  {
    question: 'What is an index?',
    answer: 'A faster way to find rows than reading them all.',
    score: 3,
    auto_score: 3,
    scorer: 'built-in',
    scorer_version: 2,
    prompt_hash: 'aaaaaaaaaaaaaaaa',
    scorable: true,
    skill: 'Backend',
    answered_at: '2025-02-01T10:09:00.000Z',
  },
];

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The raw answer of an export, as the browser downloads it. */
export const exportAs = (t: TestApp, token: string, id: string, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/candidate/${id}/export${query}`,
    headers: bearer(token),
  });

export const ROLES = ['owner', 'admin', 'recruiter', 'reviewer', 'stranger'] as const;
export type Who = (typeof ROLES)[number];

export interface PrivacyFixture {
  workspace: string;
  /** a token of each role of the workspace, and of a member of another workspace */
  tokens: Record<Who, string>;
  pdf: Uint8Array;
  candidate: { id: string; cand_id: string };
  completedId: string;
  scheduledId: string;
  trashedId: string;
}

/** Writes the fixture into the test app, through the API wherever the API can. */
export async function seedPerson(t: TestApp): Promise<PrivacyFixture> {
  const tokens = { owner: '', admin: '', recruiter: '', reviewer: '', stranger: '' };
  const as = (who: Who, method: string, url: string, payload?: object) =>
    callAs(t, tokens[who], method, url, payload);
  tokens.owner = await t.login();
  const workspace = await t.adminId();
  tokens.admin = (await addMember(t, tokens.owner, 'admin', 'ada')).token;
  tokens.recruiter = (await addMember(t, tokens.owner, 'recruiter', 'rita')).token;
  tokens.reviewer = (await addMember(t, tokens.owner, 'reviewer', 'rob')).token;
  await t.createAdmin('stranger');
  tokens.stranger = await t.login('stranger');
  const pdf = await resumePdf({
    name: FIRST.name,
    email: FIRST.email,
    phone: PERSON.phone,
    headline: 'Data Engineer',
    summary: 'Data Engineer with 6 years of experience.',
    experience: [
      {
        role: 'Data Engineer',
        company: 'Quokkabyte Analytics',
        period: '2019 - present',
        bullets: [`Rebuilt the ${RESUME_PHRASE} on Kafka`],
      },
    ],
  });

  // a webhook told of every candidate event: its payloads name the candidate
  const hook = await as('owner', 'POST', '/admin/webhooks', {
    url: 'https://hooks.example.com/candidates',
    events: ['candidate.created', 'candidate.updated', 'candidate.erased'],
  });
  expect(hook.status, JSON.stringify(hook.body)).toBe(201);

  const candidate = await createCandidate(t, tokens.owner, pdf);
  await rename(t, tokens.owner, candidate.id);
  // an interview scheduled through the API (its invitation is an email to them), one completed
  const scheduled = await as('owner', 'POST', '/interview/create', {
    candidate_id: candidate.id,
    title: `Backend round with ${PERSON.name}`,
    scheduled_time: '2031-03-01T10:00:00.000Z',
  });
  expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(201);
  const scheduledId: string = scheduled.body.data.id;
  const completedId = await insertInterview(t.db, workspace, candidate.id, {
    title: 'Data round',
    status: 'completed',
    scheduled_time: '2025-02-01T10:00:00.000Z',
    created_at: '2025-01-20T09:00:00.000Z',
    history: JSON.stringify(HISTORY),
    score: 3.5,
  });
  const scored = await as('owner', 'PUT', `/interview/${completedId}`, { feedback: FEEDBACK });
  expect(scored.status, JSON.stringify(scored.body)).toBe(200);
  const reviewed = await as('reviewer', 'PUT', `/interview/${completedId}/reviews/mine`, {
    answers: [
      { index: 0, score: 4.5, note: NOTE },
      { index: 1, score: 3, note: '' },
    ],
  });
  expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);

  // another candidate in the trash: the trash's count must stay right
  const other = await as('owner', 'POST', '/candidate/import/rows', {
    rows: [{ name: 'Trashed Person', email: 'trashed@example.com', phone: '+1 555 0199' }],
  });
  const trashedId: string = other.body.data.results[0].id;
  expect(trashedId, JSON.stringify(other.body)).toBeTruthy();
  expect((await as('owner', 'DELETE', `/candidate/${trashedId}`)).status).toBe(200);
  return { workspace, tokens, pdf, candidate, completedId, scheduledId, trashedId };
}

/** A multipart form under /api with a member's token (a candidate's create and edit). */
export async function sendForm(
  t: TestApp,
  token: string,
  method: 'POST' | 'PUT',
  url: string,
  fields: FormFields,
) {
  const { payload, headers } = await multipart(fields);
  return t.app.inject({
    method,
    url: `/api${url}`,
    payload,
    headers: { ...headers, ...bearer(token) },
  });
}

async function createCandidate(t: TestApp, token: string, pdf: Uint8Array) {
  const res = await sendForm(t, token, 'POST', '/candidate/create', {
    name: FIRST.name,
    phone: PERSON.phone,
    email: FIRST.email,
    skills: '',
    profile_summary: '',
    resume: { filename: 'cv.pdf', content: pdf },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; cand_id: string };
}

async function rename(t: TestApp, token: string, id: string) {
  const fields = { name: PERSON.name, email: PERSON.email };
  const res = await sendForm(t, token, 'PUT', `/candidate/${id}`, fields);
  expect(res.statusCode, res.body).toBe(200);
}
