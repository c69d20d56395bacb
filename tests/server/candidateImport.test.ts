// Issue 13, bulk import: what a resume's text says of its owner (name, email, phone), and
// POST /candidate/import/preview, which reads an uploaded PDF as a create would and stores nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumeFields } from '../../server/src/modules/candidates/resumeFields.ts';
import { generateResumePdf } from '../../server/src/seed/resumePdf.ts';
import { multipart, type FormFields } from './multipart.ts';
import { insertCandidate } from './rows.ts';
import { startTestApp, type TestApp } from './testApp.ts';

describe('resumeFields', () => {
  it('reads the name heading the resume, the first email and the first phone', () => {
    const text = [
      'Zoë Ann-Marie Lee',
      'Data Engineer',
      'zoe.lee@mail.example | +44 20 7946 0958',
      'EXPERIENCE',
      'Engineer, Acme (2019 - 2024)',
      'Reach my manager at boss@acme.example or 555 0100 999',
    ].join('\n');
    expect(resumeFields(text)).toEqual({
      name: 'Zoë Ann-Marie Lee',
      email: 'zoe.lee@mail.example',
      phone: '+44 20 7946 0958',
    });
  });

  it('skips headings, lines with digits or addresses, and one-word lines for the name', () => {
    const text = 'CURRICULUM VITAE\nResume\nJohn\n42 Main Street\nMary-Jane O’Neil, PhD\nx';
    expect(resumeFields(text).name).toBe('Mary-Jane O’Neil');
  });

  it('leaves out what it cannot find', () => {
    expect(resumeFields('built pipelines from 2019 - 2024 and on 12/05/2021')).toEqual({
      name: '',
      email: '',
      phone: '',
    });
  });

  it('writes a phone with dots the way the server accepts it', () => {
    expect(resumeFields('Call 555.010.7788 any time').phone).toBe('555 010 7788');
    expect(resumeFields('Phone: (555) 010-7788').phone).toBe('(555) 010-7788');
  });

  it('does not take a name from deep in the text', () => {
    const text = ['a', 'b', 'c', 'd', 'e', 'f', 'Jane Doe'].join('\n');
    expect(resumeFields(text).name).toBe('');
  });
});

describe('POST /candidate/import/preview', () => {
  let t: TestApp;
  let token: string;
  let pdf: Uint8Array;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login();
    pdf = await generateResumePdf({
      name: 'Priya Raman',
      email: 'priya.raman@mail.example',
      phone: '+91 98450 12345',
      headline: 'Backend Engineer',
      summary: 'Builds APIs.',
      experience: [],
      skills: ['Go'],
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function preview(fields: FormFields) {
    const { payload, headers } = await multipart(fields);
    return t.app.inject({
      method: 'POST',
      url: '/api/candidate/import/preview',
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
  }

  it("answers the resume's name, email and phone, and stores nothing", async () => {
    const filesBefore = await t.resumes.list();
    const res = await preview({ resume: { filename: 'priya.pdf', content: pdf } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      msg: 'Resume read',
      data: {
        name: 'Priya Raman',
        email: 'priya.raman@mail.example',
        phone: '+91 98450 12345',
        duplicate: false,
      },
    });
    expect(await t.resumes.list()).toEqual(filesBefore);
    const count = await t.db
      .selectFrom('candidates')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('says when a live candidate has the email already (any case)', async () => {
    const adminId = await t.adminId();
    await insertCandidate(t.db, adminId, { email: 'Priya.Raman@mail.example' });
    const res = await preview({ resume: { filename: 'priya.pdf', content: pdf } });
    expect(res.json().data.duplicate).toBe(true);
  });

  it('refuses what is not a PDF, by its content, and a missing file', async () => {
    const fake = await preview({
      resume: { filename: 'cv.pdf', content: 'just text', type: 'application/pdf' },
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().msg).toBe('Only PDF resumes are accepted');
    const none = await preview({ name: 'x' });
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe('Resume file is required');
  });

  it('needs a token', async () => {
    const { payload, headers } = await multipart({ resume: { filename: 'a.pdf', content: pdf } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/import/preview',
      payload,
      headers,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /candidate/import/rows', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login();
  });
  afterAll(async () => {
    await t?.close();
  });

  const importRows = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/candidate/import/rows',
      payload,
      headers: { authorization: `Bearer ${token}` },
    });

  it('creates each row that passes a create’s checks and says why the others did not', async () => {
    const adminId = await t.adminId();
    await insertCandidate(t.db, adminId, { email: 'taken@x.test' });
    const res = await importRows({
      rows: [
        { name: 'Ana Row', email: 'ana@x.test', phone: '+1 555 0100', skills: 'Python, SQL' },
        { name: '', email: 'noname@x.test', phone: '555 0101' },
        { name: 'Ben Row', email: 'TAKEN@x.test', phone: '555 0102' },
        { name: 'Cal Row', email: 'cal@x.test', phone: 'call me' },
        { name: 'Dee Row', email: 'dee@x.test', phone: '555 0104', skills: ['Go', 'go', 'Rust'] },
        { name: 'Ana Twin', email: 'ana@x.test', phone: '555 0105' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { msg, data } = res.json();
    expect(msg).toBe('2 candidates imported.');
    const results = data.results as { row: number; id?: string; msg?: string }[];
    expect(results.map((r) => r.row)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(results[1]).toEqual({ row: 1, msg: 'Name is required' });
    expect(results[2]!.msg).toBe('Candidate with this email already exists for this admin.');
    expect(results[3]!.msg).toMatch(/^Phone must be/);
    expect(results[5]!.msg).toBe('Candidate with this email already exists for this admin.');

    const ana = await t.app.inject({
      url: `/api/candidate/${results[0]!.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ana.json().data.candidate).toMatchObject({
      name: 'Ana Row',
      skills: ['Python', 'SQL'],
      resume_url: '',
    });
    const dee = await t.db
      .selectFrom('candidates')
      .select('skills')
      .where('id', '=', results[4]!.id!)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(dee.skills)).toEqual(['Go', 'Rust']);
  });

  it('answers a bad body with a plain 400', async () => {
    const empty = await importRows({ rows: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe('Rows must not be empty.');
    const many = await importRows({ rows: Array.from({ length: 501 }, () => ({ name: 'x' })) });
    expect(many.json().msg).toBe('Rows must have at most 500 items.');
  });
});
