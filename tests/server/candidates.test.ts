import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePdf } from '../../server/src/lib/pdf.ts';
import { sanitizeSummary } from '../../server/src/lib/sanitize.ts';
import { generateSummary } from '../../server/src/lib/summary.ts';
import { startTestApp, type TestApp } from './testApp.ts';
import { blankPdf, multipart, resumePdf, type FormFields } from './multipart.ts';

let t: TestApp;
let token: string;
let otherToken: string;
let pdf: Uint8Array;

const auth = (tk = token) => ({ authorization: `Bearer ${tk}` });

async function send(method: 'POST' | 'PUT', url: string, fields: FormFields, tk = token) {
  const { payload, headers } = await multipart(fields);
  return t.app.inject({ method, url, payload, headers: { ...headers, ...auth(tk) } });
}

let counter = 0;
function fields(overrides: FormFields = {}): FormFields {
  counter += 1;
  return {
    name: `Candidate ${counter}`,
    phone: '+1 (555) 010-0000',
    email: `candidate${counter}@example.com`,
    skills: '',
    profile_summary: '',
    resume: { filename: 'cv.pdf', content: pdf },
    ...overrides,
  };
}

async function createCandidate(overrides: FormFields = {}, tk = token) {
  const res = await send('POST', '/api/candidate/create', fields(overrides), tk);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Record<string, unknown> & { id: string; resume_url: string };
}

/** The stored resumes, on the disk or in the database as the engine under test keeps them. */
const resumeFiles = () => t.resumes.list();
const fileOf = (url: string) => /\/api\/resumes\/([a-f0-9]{32}\.pdf)\?/.exec(url)?.[1];

async function scheduleInterview(candidateId: string, status?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/interview/create',
    headers: auth(),
    payload: { candidate_id: candidateId, title: 'Round', scheduled_time: '2030-01-01T10:00:00Z' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.id as string;
  if (status) {
    const upd = await t.app.inject({
      method: 'PUT',
      url: `/api/interview/${id}`,
      headers: auth(),
      payload: { status },
    });
    expect(upd.statusCode, upd.body).toBe(200);
  }
  return id;
}

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  await t.createAdmin('other');
  otherToken = await t.login('other');
  pdf = await resumePdf();
});
afterAll(async () => {
  await t?.close();
});

describe('POST /candidate/create', () => {
  it('creates a candidate from a real PDF and writes a summary from its text', async () => {
    const before = (await resumeFiles()).length;
    const res = await send(
      'POST',
      '/api/candidate/create',
      fields({ name: '  Jane Doe ', skills: 'Python, SQL ,python,', email: 'Jane@Example.com' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.msg).toBe('Candidate created');
    expect(body.statusCode).toBe(201);
    const c = body.data;
    expect(c.name).toBe('Jane Doe');
    expect(c.email).toBe('Jane@Example.com');
    expect(c.skills).toEqual(['Python', 'SQL']);
    expect(c.cand_id).toMatch(/^C-[A-Z2-9]{6}$/);
    expect(c.deleted).toBe(false);
    expect(c.created_at).toMatch(/Z$/);
    expect(c.resume_url).toMatch(/^\/api\/resumes\/[a-f0-9]{32}\.pdf\?expires=\d+&sig=[\w-]+$/);
    expect(c.profile_summary).toContain('<p>Jane Doe is a Senior Backend Engineer with 7 years');
    expect(c.profile_summary).toContain('<li>Python</li>');
    expect((await resumeFiles()).length).toBe(before + 1);
    expect(await resumeFiles()).toContain(fileOf(c.resume_url));
    // how long reading the PDF took, for the network panel and the benchmark
    const timing = /^pdf;dur=(\d+\.\d)$/.exec(String(res.headers['server-timing']));
    expect(Number(timing?.[1])).toBeGreaterThan(0);
  });

  it('sanitises a given profile summary', async () => {
    const c = await createCandidate({
      profile_summary:
        '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:alert(1)">bad</a> <a href="https://ok.example">ok</a></p><img src=x>',
    });
    expect(c.profile_summary).toBe(
      '<p>Hi bad <a href="https://ok.example" rel="noopener noreferrer" target="_blank">ok</a></p>',
    );
  });

  it('judges the file by content: a real PDF named .txt is accepted', async () => {
    const c = await createCandidate({
      resume: { filename: 'resume.txt', content: pdf, type: 'text/plain' },
    });
    expect(fileOf(c.resume_url)).toBeDefined();
  });

  it.each([
    ['text renamed .pdf', 'just some text, not a PDF'],
    ['a PDF header followed by garbage', '%PDF-1.7\n%garbage garbage garbage\n'],
    ['an empty file with a name', ''],
  ])('refuses %s', async (_label, content) => {
    const before = (await resumeFiles()).length;
    const res = await send(
      'POST',
      '/api/candidate/create',
      fields({ resume: { filename: 'cv.pdf', content, type: 'application/pdf' } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Only PDF resumes are accepted');
    expect((await resumeFiles()).length).toBe(before);
  });

  it('requires a resume', async () => {
    const res = await send('POST', '/api/candidate/create', fields({ resume: undefined }));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Resume file is required');
  });

  it('answers 413 beyond 10 MB and keeps no file', async () => {
    const before = (await resumeFiles()).length;
    const big = new Uint8Array(10 * 1024 * 1024 + 1024);
    big.set(Buffer.from('%PDF-1.4\n'));
    const res = await send(
      'POST',
      '/api/candidate/create',
      fields({ resume: { filename: 'big.pdf', content: big } }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toBe('File too large: the limit is 10 MB');
    expect((await resumeFiles()).length).toBe(before);
  });

  it('refuses a duplicate email of a live candidate of the same admin, any case', async () => {
    const first = await createCandidate({ email: 'dup@example.com' });
    const res = await send('POST', '/api/candidate/create', fields({ email: 'DUP@example.COM' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('Candidate with this email already exists for this admin.');
    // another admin may have the same email
    await createCandidate({ email: 'dup@example.com' }, otherToken);
    // a deleted candidate does not block it
    await t.app.inject({ method: 'DELETE', url: `/api/candidate/${first.id}`, headers: auth() });
    await createCandidate({ email: 'dup@example.com' });
  });

  it('needs text in the PDF only when no summary is given', async () => {
    const blank = { filename: 'blank.pdf', content: await blankPdf() };
    const res = await send('POST', '/api/candidate/create', fields({ resume: blank }));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Could not extract text from resume.');
    const empty = await send(
      'POST',
      '/api/candidate/create',
      fields({ resume: blank, profile_summary: '<p> </p>' }),
    );
    expect(empty.statusCode).toBe(400);
    const ok = await createCandidate({ resume: blank, profile_summary: 'Written by hand' });
    expect(ok.profile_summary).toBe('Written by hand');
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ name: undefined }, 'Name is required'],
    [{ name: 'x'.repeat(201) }, 'Name must be at most 200 characters'],
    [{ phone: '' }, 'Phone is required'],
    [{ phone: '12' }, 'Phone must be 5 to 25 characters: digits, spaces, +, - and parentheses'],
    [
      { phone: '555-CALL-NOW' },
      'Phone must be 5 to 25 characters: digits, spaces, +, - and parentheses',
    ],
    [{ email: 'not-an-email' }, 'Email is not a valid email address'],
    [{ skills: 'x'.repeat(101) }, 'Each skill must be at most 100 characters'],
    [{ profile_summary: 'x'.repeat(20001) }, 'Profile summary must be at most 20,000 characters'],
  ] as [FormFields, string][])('validates %o', async (override, msg) => {
    const res = await send('POST', '/api/candidate/create', fields(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
  });

  it('accepts a candidate without an email', async () => {
    const c = await createCandidate({ email: '' });
    expect(c.email).toBe('');
  });
});

describe('PUT /candidate/:id', () => {
  it('updates fields, keeps the email when none is sent and refuses another candidate’s', async () => {
    const a = await createCandidate({ email: 'keep@example.com' });
    await createCandidate({ email: 'taken@example.com' });
    const res = await send('PUT', `/api/candidate/${a.id}`, {
      name: 'Renamed',
      phone: '0044 20 7946 0000',
      skills: 'React,TypeScript',
      profile_summary: '<p>Updated <em>summary</em></p>',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe('Candidate updated');
    const c = res.json().data;
    expect(c).toMatchObject({
      name: 'Renamed',
      phone: '0044 20 7946 0000',
      email: 'keep@example.com',
      skills: ['React', 'TypeScript'],
      profile_summary: '<p>Updated <em>summary</em></p>',
    });
    // its own email (any case) is not a conflict
    const own = await send('PUT', `/api/candidate/${a.id}`, { email: 'KEEP@example.com' });
    expect(own.statusCode).toBe(200);
    const clash = await send('PUT', `/api/candidate/${a.id}`, { email: 'Taken@example.com' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().msg).toBe('Candidate with this email already exists for this admin.');
  });

  it('replaces the resume file and removes the old one', async () => {
    const a = await createCandidate();
    const oldFile = fileOf(a.resume_url)!;
    const newPdf = await resumePdf({ name: 'Other Person' });
    const res = await send('PUT', `/api/candidate/${a.id}`, {
      resume: { filename: 'new.pdf', content: newPdf },
    });
    expect(res.statusCode, res.body).toBe(200);
    const newFile = fileOf(res.json().data.resume_url)!;
    expect(newFile).not.toBe(oldFile);
    expect(await resumeFiles()).toContain(newFile);
    expect(await resumeFiles()).not.toContain(oldFile);
    // a non-PDF replacement is refused and the current file stays
    const bad = await send('PUT', `/api/candidate/${a.id}`, {
      resume: { filename: 'x.pdf', content: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(await resumeFiles()).toContain(newFile);
  });

  it('rewrites an emptied summary from a new resume', async () => {
    const a = await createCandidate({ profile_summary: 'Old' });
    const res = await send('PUT', `/api/candidate/${a.id}`, {
      profile_summary: '',
      resume: { filename: 'n.pdf', content: await resumePdf({ headline: 'Data Scientist' }) },
    });
    expect(res.json().data.profile_summary).toContain('<p>');
    const keep = await send('PUT', `/api/candidate/${a.id}`, { profile_summary: '' });
    expect(keep.json().data.profile_summary).toBe(res.json().data.profile_summary);
  });

  it('soft-deletes and restores with deleted=true/false', async () => {
    const a = await createCandidate();
    const del = await send('PUT', `/api/candidate/${a.id}`, { deleted: 'true' });
    expect(del.json().data.deleted).toBe(true);
    const trash = await t.app.inject({ url: '/api/candidate/deleted', headers: auth() });
    expect(trash.json().data.map((c: { id: string }) => c.id)).toContain(a.id);
    const back = await send('PUT', `/api/candidate/${a.id}`, { deleted: 'false' });
    expect(back.json().data.deleted).toBe(false);
    const bad = await send('PUT', `/api/candidate/${a.id}`, { deleted: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe("Field 'deleted' must be true or false");
  });

  it('refuses to restore a candidate whose email is now taken', async () => {
    const a = await createCandidate({ email: 'again@example.com' });
    await send('PUT', `/api/candidate/${a.id}`, { deleted: 'true' });
    await createCandidate({ email: 'again@example.com' });
    const res = await send('PUT', `/api/candidate/${a.id}`, { deleted: 'false' });
    expect(res.statusCode).toBe(409);
  });

  it('validates and answers 404 for an unknown id', async () => {
    const a = await createCandidate();
    const bad = await send('PUT', `/api/candidate/${a.id}`, { name: '   ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('Name is required');
    const missing = await send('PUT', '/api/candidate/0123456789abcdef01234567', { name: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('Candidate not found');
  });
});

describe('reading candidates', () => {
  let fresh: TestApp;
  let tk: string;
  beforeAll(async () => {
    fresh = await startTestApp();
    tk = await fresh.login();
  });
  afterAll(async () => {
    await fresh?.close();
  });

  const get = (url: string) =>
    fresh.app.inject({ url, headers: { authorization: `Bearer ${tk}` } });
  async function make(name: string) {
    const { payload, headers } = await multipart({
      name,
      phone: '12345',
      resume: { filename: 'cv.pdf', content: pdf },
    });
    const res = await fresh.app.inject({
      method: 'POST',
      url: '/api/candidate/create',
      payload,
      headers: { ...headers, authorization: `Bearer ${tk}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as string;
  }
  async function interview(candidateId: string, status?: string) {
    const res = await fresh.app.inject({
      method: 'POST',
      url: '/api/interview/create',
      headers: { authorization: `Bearer ${tk}` },
      payload: {
        candidate_id: candidateId,
        title: `T-${status ?? 'scheduled'}`,
        scheduled_time: '2031-05-05T09:00:00Z',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as string;
    if (status) {
      await fresh.app.inject({
        method: 'PUT',
        url: `/api/interview/${id}`,
        headers: { authorization: `Bearer ${tk}` },
        payload: { status },
      });
    }
    return id;
  }

  const ids: Record<string, string> = {};
  beforeAll(async () => {
    // created oldest first: none, sched, prog, done, gone, resched, deleted
    for (const n of ['none', 'sched', 'prog', 'done', 'gone', 'resched', 'deleted']) {
      ids[n] = await make(n);
      fresh.clock.advance(3);
    }
    await interview(ids.sched!);
    await interview(ids.prog!, 'in_progress');
    await interview(ids.done!, 'completed');
    await interview(ids.gone!, 'cancelled');
    // latest interview decides: cancelled first, then rescheduled
    await interview(ids.resched!, 'cancelled');
    fresh.clock.advance(3);
    await interview(ids.resched!);
    await fresh.app.inject({
      method: 'DELETE',
      url: `/api/candidate/${ids.deleted}`,
      headers: { authorization: `Bearer ${tk}` },
    });
  });

  it('segregates one page by the latest interview state', async () => {
    const res = await get('/api/candidate/segregated?page=1&limit=100');
    expect(res.statusCode, res.body).toBe(200);
    const { segregated, pagination } = res.json().data;
    const names = (list: { name: string }[]) => list.map((c) => c.name);
    expect(names(segregated.no_interview_doc)).toEqual(['none']);
    expect(names(segregated.scheduled)).toEqual(['resched', 'prog', 'sched']);
    expect(names(segregated.completed)).toEqual(['done']);
    expect(names(segregated.cancelled)).toEqual(['gone']);
    expect(pagination).toEqual({ page: 1, limit: 100, total_candidates: 6, total_pages: 1 });
    const item = segregated.scheduled.find((c: { name: string }) => c.name === 'prog');
    expect(item).toMatchObject({ status: 'in_progress', title: 'T-in_progress' });
    expect(item.link).toMatch(/^\/meeting\?interviewId=[a-f0-9]{24}&token=[A-Za-z0-9_-]{32}$/);
    expect(item.scheduled_time).toBe('2031-05-05T09:00:00.000Z');
    for (const key of [
      'id',
      'cand_id',
      'name',
      'email',
      'phone',
      'resume_url',
      'profile_summary',
      'created_at',
      'skills',
    ]) {
      expect(item).toHaveProperty(key);
    }
    expect(segregated.no_interview_doc[0]).not.toHaveProperty('status');
  });

  it('pages newest first', async () => {
    const p1 = (await get('/api/candidate/segregated?page=1&limit=4')).json().data;
    const p2 = (await get('/api/candidate/segregated?page=2&limit=4')).json().data;
    const all = (d: { segregated: Record<string, { name: string }[]> }) =>
      Object.values(d.segregated)
        .flat()
        .map((c) => c.name)
        .sort();
    expect(all(p1)).toEqual(['done', 'gone', 'prog', 'resched']);
    expect(all(p2)).toEqual(['none', 'sched']);
    expect(p2.pagination).toEqual({ page: 2, limit: 4, total_candidates: 6, total_pages: 2 });
  });

  it.each(['page=abc', 'page=0', 'limit=0', 'limit=101', 'limit=1.5', 'page=-1'])(
    'answers 400 for %s',
    async (q) => {
      const res = await get(`/api/candidate/segregated?${q}`);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().msg).toBe('string');
    },
  );

  it('lists newest first with the recent interview', async () => {
    const res = await get('/api/candidate/list?page=1&limit=3');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ total: 6, page: 1, limit: 3, pages: 2 });
    expect(data.items.map((c: { name: string }) => c.name)).toEqual(['resched', 'gone', 'done']);
    expect(data.items[0].recent_interview).toMatchObject({
      status: 'scheduled',
      title: 'T-scheduled',
    });
    const last = (await get('/api/candidate/list?page=2&limit=3')).json().data.items;
    expect(last.map((c: { name: string }) => c.name)).toEqual(['prog', 'sched', 'none']);
    expect(last[2].recent_interview).toEqual({
      id: null,
      title: null,
      scheduled_time: null,
      int_id: null,
      status: null,
    });
  });

  it('gets one candidate with its recent interview', async () => {
    const res = await get(`/api/candidate/${ids.done}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.candidate).toMatchObject({ id: ids.done, name: 'done' });
    expect(data.recent_interview).toMatchObject({ status: 'completed' });
    expect(data.recent_interview.int_id).toMatch(/^I-[A-Z2-9]{6}$/);
    expect((await get('/api/candidate/nope')).statusCode).toBe(404);
  });

  it('lists deleted candidates newest first', async () => {
    const res = await get('/api/candidate/deleted');
    expect(res.json().data.map((c: { name: string }) => c.name)).toEqual(['deleted']);
    expect(res.json().data[0].deleted).toBe(true);
  });

  it('answers [] for empty lists', async () => {
    const other = await startTestApp();
    try {
      const tk2 = await other.login();
      const res = await other.app.inject({
        url: '/api/candidate/deleted',
        headers: { authorization: `Bearer ${tk2}` },
      });
      expect(res.json().data).toEqual([]);
      const seg = await other.app.inject({
        url: '/api/candidate/segregated',
        headers: { authorization: `Bearer ${tk2}` },
      });
      expect(seg.json().data.pagination).toEqual({
        page: 1,
        limit: 100,
        total_candidates: 0,
        total_pages: 0,
      });
    } finally {
      await other.close();
    }
  });
});

describe('deleting candidates', () => {
  it('soft-deletes: gone from the lists, kept in the trash', async () => {
    const a = await createCandidate();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/candidate/${a.id}`,
      headers: auth(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('Candidate deleted');
    const list = await t.app.inject({ url: '/api/candidate/list?limit=100', headers: auth() });
    expect(list.json().data.items.map((c: { id: string }) => c.id)).not.toContain(a.id);
    const trash = await t.app.inject({ url: '/api/candidate/deleted', headers: auth() });
    expect(trash.json().data.map((c: { id: string }) => c.id)).toContain(a.id);
    expect(await resumeFiles()).toContain(fileOf(a.resume_url));
  });

  it('hard-deletes the candidate, its interviews and its resume file', async () => {
    const a = await createCandidate();
    const interviewId = await scheduleInterview(a.id, 'completed');
    const file = fileOf(a.resume_url)!;
    expect(await resumeFiles()).toContain(file);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/candidate/hard_delete/${a.id}`,
      headers: auth(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('Candidate deleted');
    expect(await resumeFiles()).not.toContain(file);
    const gone = await t.app.inject({ url: `/api/candidate/${a.id}`, headers: auth() });
    expect(gone.statusCode).toBe(404);
    const iv = await t.app.inject({ url: `/api/interview/${interviewId}`, headers: auth() });
    expect(iv.statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/candidate/hard_delete/${a.id}`,
      headers: auth(),
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('ownership', () => {
  it("answers 404 for another admin's candidate everywhere", async () => {
    const a = await createCandidate();
    const other = auth(otherToken);
    const urls: [string, string][] = [
      ['GET', `/api/candidate/${a.id}`],
      ['DELETE', `/api/candidate/${a.id}`],
      ['DELETE', `/api/candidate/hard_delete/${a.id}`],
    ];
    for (const [method, url] of urls) {
      const res = await t.app.inject({ method: method as 'GET', url, headers: other });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().msg).toBe('Candidate not found');
    }
    const put = await send('PUT', `/api/candidate/${a.id}`, { name: 'Hijack' }, otherToken);
    expect(put.statusCode).toBe(404);
    const list = await t.app.inject({ url: '/api/candidate/list?limit=100', headers: other });
    expect(list.json().data.items.map((c: { id: string }) => c.id)).not.toContain(a.id);
    const seg = await t.app.inject({ url: '/api/candidate/segregated', headers: other });
    const segIds = Object.values(seg.json().data.segregated as Record<string, { id: string }[]>)
      .flat()
      .map((c) => c.id);
    expect(segIds).not.toContain(a.id);
    const mine = await t.app.inject({ url: `/api/candidate/${a.id}`, headers: auth() });
    expect(mine.json().data.candidate.name).toBe(a.name);
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ url: '/api/candidate/list' });
    expect(res.statusCode).toBe(401);
  });
});

describe('resume text services', () => {
  it('reads the first 10 pages only and refuses a broken PDF', async () => {
    const { PDFDocument, StandardFonts } = await import('pdf-lib');
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    for (let n = 1; n <= 12; n++)
      doc.addPage().drawText(`Page number ${n}`, { x: 50, y: 700, font });
    const bytes = await doc.save();
    const parsed = await parsePdf(bytes);
    expect(parsed!.pages).toBe(12);
    expect(parsed!.text).toContain('Page number 10');
    expect(parsed!.text).not.toContain('Page number 11');
    expect(await parsePdf(Buffer.from('%PDF-1.4 trailer'))).toBeNull();
  });

  it('writes a plain summary from resume text', () => {
    const html = generateSummary({
      name: 'Ann <b>Lee</b>',
      text: 'Lead Data Engineer. 9+ years building pipelines in C++ and Python.\nExperience\nBuilt a warehouse & streaming jobs at Acme.',
      knownSkills: ['python', 'C++', 'Java', 'Python'],
    });
    expect(html).toBe(
      '<p>Ann &lt;b&gt;Lee&lt;/b&gt; is a Lead Data Engineer with 9 years of experience.</p>' +
        '<p>Skills mentioned in the resume:</p><ul><li>python</li><li>C++</li></ul>' +
        '<p>Built a warehouse &amp; streaming jobs at Acme.</p>',
    );
    expect(generateSummary({ name: 'X', text: '   ', knownSkills: [] })).toBe('');
  });

  it('keeps only the safe subset of HTML', () => {
    expect(
      sanitizeSummary('<h1>T</h1><h4>x</h4><a href="tel:+1">call</a><a href="/rel">r</a>'),
    ).toBe('<h1>T</h1>x<a href="tel:+1" rel="noopener noreferrer" target="_blank">call</a>r');
    expect(
      sanitizeSummary('<a href=" java\tscript:alert(1)">x</a><a href="data:text/html,x">y</a>'),
    ).toBe('xy');
    expect(
      sanitizeSummary('<style>p{}</style><iframe src="x"></iframe><p style="color:red">ok</p>'),
    ).toBe('<p>ok</p>');
  });
});
