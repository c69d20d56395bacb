// Issue 13: the CSV export of the candidate lists: a signed, short-lived link made with the
// token, then the download without it, streamed in batches, of the rows the list's search, sort
// and interview state pick, and nothing of another admin's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvField } from '../../server/src/lib/csv.ts';
import { insertCandidate, insertInterview, minuteOf2025 } from './rows.ts';
import { startTestApp, type TestApp } from './testApp.ts';

let t: TestApp;
let token: string;
let adminId: string;
const MANY = 1_234; // over two batches of 500

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  adminId = await t.adminId();
  const at = minuteOf2025;
  const rows = Array.from({ length: MANY }, (_, i) => ({
    id: `c${String(i).padStart(10, '0')}`,
    admin_id: adminId,
    cand_id: `C-P${i}`,
    name: `Person ${String(i).padStart(4, '0')}`,
    email: `p${i}@x.test`,
    phone: '+1 555 0100',
    skills: '["Python","SQL"]',
    resume_file: null,
    profile_summary: '',
    deleted: 0,
    created_at: at(i),
  }));
  for (let i = 0; i < rows.length; i += 200) {
    await t.db
      .insertInto('candidates')
      .values(rows.slice(i, i + 200))
      .execute();
  }
  const odd = await insertCandidate(t.db, adminId, {
    name: '=HYPERLINK("x"), "Zed"',
    email: 'zed@x.test',
    phone: '555, 0199',
    created_at: at(MANY),
  });
  await insertInterview(t.db, adminId, odd, {
    status: 'completed',
    title: 'Final round',
    scheduled_time: '2025-06-01T10:00:00.000Z',
  });
  await insertCandidate(t.db, adminId, { name: 'Trashed Person 9999', deleted: 1 });
  const other = await t.createAdmin('other');
  await insertCandidate(t.db, other, { name: 'Person of another admin' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function link(query = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/candidate/export-link${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { url: string; expires_at: string };
}

async function download(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return res;
}

const lines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);

describe('CSV export', () => {
  it('downloads every live candidate of the admin, newest first, without the token', async () => {
    const { url, expires_at } = await link();
    expect(url).toMatch(/^\/api\/candidate\/export\.csv\?member=/);
    const ttl = Date.parse(expires_at) - t.clock.now().getTime();
    expect(ttl).toBeGreaterThan(59_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    const res = await download(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="candidates-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const all = lines(res.body);
    expect(all[0]).toBe(
      'Candidate ID,Name,Email,Phone,Skills,Registered,Interview state,Latest interview,Interview time',
    );
    expect(all).toHaveLength(1 + MANY + 1);
    expect(all[2]).toBe(
      `C-P1233,Person 1233,p1233@x.test,'+1 555 0100,Python; SQL,2025-01-01T20:33:00.000Z,No Interview,,`,
    );
    expect(all.at(-1)).toMatch(/^C-P0,Person 0000,/);
    // across the batches of 500: each once, in order
    expect(all.slice(2).map((l) => l.split(',')[1])).toEqual(
      Array.from({ length: MANY }, (_, i) => `Person ${String(MANY - 1 - i).padStart(4, '0')}`),
    );
    expect(res.body).not.toMatch(/another admin|Trashed/);
  });

  it('quotes commas and quotes, and keeps formulas as text', async () => {
    const res = await download((await link('?q=zed')).url);
    expect(lines(res.body).slice(1)).toEqual([
      expect.stringMatching(
        /^C-\w+,"'=HYPERLINK\(""x""\), ""Zed""",zed@x\.test,"555, 0199",,\S+,Completed Interview,Final round,2025-06-01T10:00:00\.000Z$/,
      ),
    ]);
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('a\nb')).toBe('"a\nb"');
  });

  it('follows the search, the sort and the interview state of the list', async () => {
    const byName = lines(
      (await download((await link('?q=person%20000&sort=name&order=desc')).url)).body,
    );
    // "000" is in the names of 0000 to 0009 and of 1000
    expect(byName.slice(1).map((l) => l.split(',')[1])).toEqual([
      'Person 1000',
      ...Array.from({ length: 10 }, (_, i) => `Person 000${9 - i}`),
    ]);
    const completed = lines((await download((await link('?state=completed')).url)).body);
    expect(completed).toHaveLength(2);
    expect(completed[1]).toMatch(/Completed Interview/);
  });

  it('refuses a link that was changed, is for another admin, or has expired', async () => {
    const { url } = await link('?state=completed');
    const refused = async (u: string) => {
      const res = await download(u);
      expect(res.statusCode, u).toBe(403);
      expect(res.json().msg).toBe('This download link has expired or is not valid. Export again.');
    };
    await refused(url.replace('state=completed', 'state=scheduled'));
    await refused(url.replace(/member=[^&]+/, `member=${await t.adminId('other')}`));
    await refused(url.replace(/sig=[^&]+/, 'sig=x'));
    await refused('/api/candidate/export.csv');
    t.clock.advance(61_000);
    await refused(url);
  });

  it('needs the token for a link, and checks its parameters', async () => {
    const bare = await t.app.inject({ method: 'GET', url: '/api/candidate/export-link' });
    expect(bare.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/export-link?state=hired',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(
      'State must be one of: no_interview_doc, scheduled, completed, cancelled.',
    );
  });
});
