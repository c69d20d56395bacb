// Phase 3 material: the seeded random source, the route and field lists the fuzzer draws from,
// and random JSON values (some of them hostile).

/** mulberry32: a small seeded generator, so a run can be repeated with --seed. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const ROUTES = [
  'GET /health',
  'POST /admin/login',
  'GET /admin/listVoices',
  'GET /admin/me',
  'PATCH /admin/update',
  'POST /admin/logout-all',
  'PATCH /admin/settings',
  'GET /admin/list_skills',
  'DELETE /admin/delete-skills',
  'GET /admin/dashboard_stats',
  'POST /candidate/create',
  'PUT /candidate/:candidate',
  'GET /candidate/segregated',
  'GET /candidate/list',
  'GET /candidate/deleted',
  'GET /candidate/:candidate',
  'DELETE /candidate/:candidate',
  'DELETE /candidate/hard_delete/:candidate',
  'POST /interview/create',
  'GET /interview/list',
  'GET /interview/:interview',
  'PUT /interview/:interview',
  'DELETE /interview/:interview',
  'GET /jobs',
  'POST /jobs',
  'GET /jobs/:job',
  'PUT /jobs/:job',
  'DELETE /jobs/:job',
  'GET /meeting/:interview',
  'GET /resumes/:resume',
  'GET /training/list',
  'POST /training/create',
  'GET /training/:training',
  'PUT /training/:training',
  'DELETE /training/:training',
];

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];
export const ODD_METHODS = ['PROPFIND', 'TRACE', 'get', 'FOO', 'CONNECT', 'M-SEARCH', 'PURGE'];
const FIELDS = [
  'username',
  'password',
  'old_password',
  'name',
  'email',
  'phone',
  'skills',
  'skill',
  'num_questions',
  'domain',
  'questions',
  'candidate_id',
  'title',
  'agent_voice',
  'scheduled_time',
  'status',
  'feedback',
  'selected',
  'score',
  'deleted',
  'profile_summary',
  'resume_url',
  'page',
  'limit',
  'tag',
  'difficulty',
  'tags',
  'question',
  'history',
  'role',
  '__proto__',
  'constructor',
  'prototype',
  'id',
  '_id',
  'description',
  'expires',
  'sig',
];
export const ODD_IDS = [
  '0',
  '-1',
  '1e999',
  'NaN',
  'null',
  'undefined',
  '%00',
  '%ff',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..',
  '..%2F..%2Fdb.sqlite',
  "' OR 1=1 --",
  '1;DROP TABLE candidates',
  '%E2%80%AE',
  '💥',
  'a'.repeat(300),
  '9'.repeat(40),
  '{}',
  '[]',
  '__proto__',
  'constructor',
  '%',
];

/** Percent-encodes any string, lone surrogates included (as U+FFFD). */
export const enc = (s) => encodeURIComponent(s.toWellFormed());

/** Random values of every JSON type, some of them hostile. */
export function makeValues(r) {
  const pick = (xs) => xs[Math.floor(r() * xs.length)];
  const str = () =>
    pick([
      '',
      ' ',
      'x',
      'a'.repeat(Math.floor(r() * 5000)),
      '<script>alert(1)</script>',
      '\u0000\u0001\u202e',
      '\ud800',
      "Robert'); DROP TABLE admins;--",
      '${jndi:ldap://127.0.0.1/x}',
      '2025-13-45T25:61:61',
      'easy',
      'scheduled',
      'a@b.co',
      '+1 555 0100',
      'Python,SQL,,,',
    ]);
  const value = (depth = 0) => {
    const k = r();
    if (k < 0.3) return str();
    if (k < 0.45) return pick([0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, 3, 100, 101]);
    if (k < 0.55) return pick([true, false, null]);
    if (k < 0.75 && depth < 4) {
      return Array.from({ length: Math.floor(r() * 4) }, () => value(depth + 1));
    }
    if (depth < 4) return object(depth + 1);
    return str();
  };
  const object = (depth = 0) => {
    const o = {};
    const n = Math.floor(r() * 6);
    for (let i = 0; i < n; i++) o[pick(FIELDS)] = value(depth);
    return o;
  };
  return { pick, str, value, object };
}
