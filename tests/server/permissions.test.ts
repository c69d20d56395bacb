// The role table (common/permissions.ts) walked against the server: every signed-in call for
// every role, refused ones answered 403 with nothing changed, and each cell of the table shown
// allowed by a call that succeeds.
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, ROLES, type Permission, type Role } from '../../common/permissions.ts';
import { ROUTE_PERMISSIONS } from '../../server/src/auth/permissions.ts';
import { addMember, bearer, invite, MEMBER_PASSWORD } from './memberHelpers.ts';
import { multipart, resumePdf } from './multipart.ts';
import { insertCandidate, insertInterview } from './rows.ts';
import { startTestApp, type TestApp } from './testApp.ts';

let t: TestApp;
const tokens = {} as Record<Role, string>;
const ids = {} as Record<Role, string>;
let workspace: string;
const f = {
  candidate: '',
  trashed: '',
  interview: '',
  training: '',
  job: '',
  invitation: '',
};
let pdf: Uint8Array;

const FORBIDDEN = {
  msg: 'You do not have permission to do this.',
  statusCode: 403,
  data: {},
};

beforeAll(async () => {
  t = await startTestApp();
  tokens.owner = await t.login();
  workspace = await t.adminId();
  ids.owner = workspace;
  for (const role of ['admin', 'recruiter', 'reviewer'] as const) {
    const member = await addMember(t, tokens.owner, role, `walk-${role}`);
    tokens[role] = member.token;
    ids[role] = member.id;
  }
  f.candidate = await insertCandidate(t.db, workspace, { name: 'Walk Candidate' });
  f.trashed = await insertCandidate(t.db, workspace, { name: 'Trashed', deleted: 1 });
  const answer = { question: 'Why?', answer: 'Because of the tests.', score: 3 };
  f.interview = await insertInterview(t.db, workspace, f.candidate, {
    history: JSON.stringify([answer]),
    status: 'completed',
  });
  const owner = bearer(tokens.owner);
  const training = await t.app.inject({
    method: 'POST',
    url: '/api/training/create',
    headers: owner,
    payload: { domain: 'Walk', questions: [{ question: 'What is a walk?' }] },
  });
  f.training = training.json().data.id;
  const job = await t.app.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: owner,
    payload: { title: 'Walker' },
  });
  f.job = job.json().id;
  f.invitation = (await invite(t, tokens.owner, 'pending@example.com', 'reviewer')).json().data.id;
  pdf = await resumePdf();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

interface Call {
  method: string;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** a multipart form instead of a JSON payload */
  form?: Record<string, string | { filename: string; content: Uint8Array }>;
}

/** A real, valid call of each route, on the fixtures: what a refused role must not get done. */
function sample(key: string): Call {
  const [method, path] = key.split(' ') as [string, string];
  const url = `/api${path}`
    .replace('/candidate/hard_delete/:id', `/candidate/hard_delete/${f.trashed}`)
    .replace('/candidate/:id', `/candidate/${f.candidate}`)
    .replace('/interview/:id/answers/:index', `/interview/${f.interview}/answers/0`)
    .replace('/interview/:id', `/interview/${f.interview}`)
    .replace('/training/:id', `/training/${f.training}`)
    .replace('/jobs/:id', `/jobs/${f.job}`)
    .replace('/members/:id/resend', `/members/${f.invitation}/resend`)
    .replace('/members/:id', `/members/${ids.recruiter}`);
  const resume = { filename: 'cv.pdf', content: pdf };
  const bodies: Record<string, Omit<Call, 'method' | 'url'>> = {
    'PATCH /admin/update': { payload: { name: 'Renamed' } },
    'DELETE /admin/delete-skills': { payload: { skill: 'Walk' } },
    'PATCH /admin/settings': { payload: { skills: [{ skill: 'Go', num_questions: 2 }] } },
    'POST /candidate/create': {
      form: { name: 'New One', email: 'new.one@example.com', phone: '1', skills: '', resume },
    },
    'PUT /candidate/:id': { form: { name: 'Changed' } },
    'POST /candidate/:id/erase': { payload: { confirm: 'Walk Candidate' } },
    'POST /candidate/import/preview': { form: { resume } },
    'POST /candidate/import/rows': { payload: { rows: [{ name: 'Row', email: 'r@example.com' }] } },
    'POST /candidate/bulk': { payload: { action: 'trash', ids: [f.candidate] } },
    'POST /interview/create': {
      payload: {
        candidate_id: f.candidate,
        title: 'Walk',
        scheduled_time: new Date(Date.now() + 86_400_000).toISOString(),
      },
    },
    'PUT /interview/:id': { payload: { status: 'cancelled' } },
    'PUT /interview/:id/answers/:index': { payload: { score: 4 } },
    'PUT /interview/:id/final-score': { payload: { score: 4 } },
    'PATCH /admin/interview-settings': { payload: { follow_ups_per_answer: 1 } },
    'POST /training/create': { payload: { domain: 'Other', questions: [{ question: 'Q?' }] } },
    'PUT /training/:id': { payload: { domain: 'Walked' } },
    'POST /jobs': { payload: { title: 'Runner' } },
    'PUT /jobs/:id': { payload: { title: 'Jogger' } },
    'POST /admin/members/invite': { payload: { email: 'someone@example.com', role: 'reviewer' } },
    'PATCH /admin/members/:id': { payload: { role: 'reviewer' } },
  };
  return { method, url, ...bodies[key] };
}

/** The same calls whose body picks the permission (auth/permissions.ts), the other way. */
const BODY_RULES: { key: string; call: () => Call; permission: Permission }[] = [
  {
    key: 'POST /candidate/bulk (delete)',
    call: () => ({
      method: 'POST',
      url: '/api/candidate/bulk',
      payload: { action: 'delete', ids: [f.trashed] },
    }),
    permission: 'records.purge',
  },
  {
    key: 'PATCH /admin/settings (skills)',
    call: () => ({
      method: 'PATCH',
      url: '/api/admin/settings',
      payload: { skills: [{ skill: 'Go', num_questions: 2 }] },
    }),
    permission: 'setup.write',
  },
  {
    key: 'PUT /interview/:id (score only)',
    call: () => ({ method: 'PUT', url: `/api/interview/${f.interview}`, payload: { score: 4.5 } }),
    permission: 'scores.final',
  },
];

async function send(call: Call, token: string) {
  const headers = { ...bearer(token), ...call.headers };
  if (call.form) {
    const form = await multipart(call.form);
    return t.app.inject({
      method: call.method as 'POST',
      url: call.url,
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    });
  }
  return t.app.inject({
    method: call.method as 'POST',
    url: call.url,
    headers,
    ...(call.payload === undefined ? {} : { payload: call.payload as object }),
  });
}

/** Every row the workspace's calls can change, to tell that a refused one changed nothing. */
async function snapshot() {
  const tables = [
    'candidates',
    'interviews',
    'training_sets',
    'jobs',
    'admin_skills',
    'admins',
    'invitations',
    'workspaces',
    'audit_log',
  ] as const;
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) {
    rows[table] = await t.db.selectFrom(table).selectAll().execute();
  }
  return JSON.stringify(rows);
}

describe('every call, for every role', () => {
  it('answers 403 and changes nothing where the role may not, and does not refuse where it may', async () => {
    const wrong: string[] = [];
    // a member's own sessions end last: "sign out everywhere" is allowed to all
    const keys = Object.keys(ROUTE_PERMISSIONS);
    const ordered = [...keys.filter((k) => !k.includes('logout-all')), 'POST /admin/logout-all'];
    for (const role of ROLES) {
      for (const { key, call, permission } of BODY_RULES) {
        if (can(role, permission)) continue;
        const before = await snapshot();
        const res = await send(call(), tokens[role]);
        if (res.statusCode !== 403) wrong.push(`${role} ${key}: ${res.statusCode}`);
        else if ((await snapshot()) !== before) wrong.push(`${role} ${key}: changed something`);
      }
      for (const key of ordered) {
        const rule = ROUTE_PERMISSIONS[key]!;
        if (typeof rule === 'function') continue;
        if (can(role, rule)) {
          // ids nobody has and no body: the call is let through (and finds nothing)
          const [method, path] = key.split(' ') as [string, string];
          const url = `/api${path.replace(/:[a-z]+/g, 'nobody0000')}`;
          const res = await send({ method, url }, tokens[role]);
          if (res.statusCode === 403) wrong.push(`${role} ${key}: refused (${res.body})`);
        } else {
          const before = await snapshot();
          const res = await send(sample(key), tokens[role]);
          if (res.statusCode !== 403 || !isDeepStrictEqual(res.json(), FORBIDDEN)) {
            wrong.push(`${role} ${key}: ${res.statusCode} ${res.body}`);
          } else if ((await snapshot()) !== before) {
            wrong.push(`${role} ${key}: refused, but something changed`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});

/** For each cell of the table a role may use, a call of that row that succeeds. */
const CELLS: Record<Permission, (role: Role) => Promise<Call>> = {
  'records.read': async () => ({ method: 'GET', url: '/api/candidate/list' }),
  'candidates.write': async (role) => ({
    method: 'POST',
    url: '/api/candidate/import/rows',
    payload: { rows: [{ name: `By ${role}`, email: `${role}@cells.example.com` }] },
  }),
  'candidates.export': async () => ({ method: 'GET', url: '/api/candidate/export-link' }),
  'answers.score': async () => ({
    method: 'PUT',
    url: `/api/interview/${f.interview}/reviews/mine`,
    payload: { answers: [{ index: 0, score: 2.5 }] },
  }),
  'scores.final': async () => ({
    method: 'PUT',
    url: `/api/interview/${f.interview}/answers/0`,
    payload: { score: 2.5 },
  }),
  'setup.write': async (role) => ({
    method: 'POST',
    url: '/api/jobs',
    payload: { title: `${role} job` },
  }),
  'records.purge': async () => ({
    method: 'DELETE',
    url: `/api/candidate/hard_delete/${await insertCandidate(t.db, workspace, { deleted: 1 })}`,
  }),
  'members.manage': async () => ({ method: 'GET', url: '/api/admin/audit' }),
  'messages.manage': async () => ({ method: 'GET', url: '/api/admin/outbox' }),
  'owners.manage': async (role) => {
    const { id } = await addMember(t, tokens.owner, 'admin', `future-owner-of-${role}`);
    return { method: 'PATCH', url: `/api/admin/members/${id}`, payload: { role: 'owner' } };
  },
};

describe('each cell of the table', () => {
  it('lets every role do what its row allows, with a call that succeeds', async () => {
    // the walk above signed everyone out everywhere
    tokens.owner = await t.login();
    for (const role of ['admin', 'recruiter', 'reviewer'] as const) {
      tokens[role] = await t.login(`walk-${role}`, MEMBER_PASSWORD);
    }
    const failed: string[] = [];
    for (const [permission, make] of Object.entries(CELLS) as [
      Permission,
      (r: Role) => Promise<Call>,
    ][]) {
      for (const role of ROLES) {
        if (!can(role, permission)) continue;
        const res = await send(await make(role), tokens[role]);
        if (res.statusCode < 200 || res.statusCode > 299) {
          failed.push(`${role} ${permission}: ${res.statusCode} ${res.body}`);
        }
      }
    }
    expect(failed).toEqual([]);
  }, 60_000);
});
