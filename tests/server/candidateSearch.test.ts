// Issue 13: the live candidate lists search (name, email, phone, candidate ID) and sort (name,
// registered date) on the server, across all pages, and echo what they applied.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCandidate, insertInterview, minuteOf2025 } from './rows.ts';
import { startTestApp, type TestApp } from './testApp.ts';

let t: TestApp;
let token: string;
let adminId: string;

const PEOPLE = [
  {
    name: 'Zelda Fitzgerald',
    email: 'zelda@jazz.example',
    phone: '+1 (555) 010-7788',
    cand_id: 'C-ZF0001',
  },
  {
    name: 'ada lovelace',
    email: 'ada@engine.example',
    phone: '+44 20 7946 0018',
    cand_id: 'C-AL0002',
  },
  { name: 'Alan Turing', email: 'alan@bletchley.example', phone: '', cand_id: 'C-AT0003' },
  { name: 'Grace Hopper', email: 'grace@navy.example', phone: '555-0100', cand_id: 'C-GH0004' },
  { name: '100%_Percent', email: 'percent@odd.test', phone: '', cand_id: 'C-PC0005' },
];

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  adminId = await t.adminId();
  // 130 others first, so the people above are not all on the first page of 100 by date
  const at = minuteOf2025;
  for (let i = 0; i < 130; i++) {
    // no letter a in any field of theirs: the search for "a" below finds the people only
    await insertCandidate(t.db, adminId, {
      name: `Filler ${String(i).padStart(3, '0')}`,
      email: `filler${i}@fill.test`,
      cand_id: `C-F${i}`,
      created_at: at(i),
    });
  }
  // the people are the oldest of all: page 2 by date, newest first
  for (const [i, person] of PEOPLE.entries()) {
    const id = await insertCandidate(t.db, adminId, { ...person, created_at: at(-10 + i) });
    if (person.name.startsWith('Grace'))
      await insertInterview(t.db, adminId, id, { status: 'completed' });
  }
  // another admin's Zelda is never found
  const other = await t.createAdmin('other');
  await insertCandidate(t.db, other, { name: 'Zelda Other', email: 'zelda@other.example' });
  // a trashed Zelda neither
  await insertCandidate(t.db, adminId, { name: 'Zelda Trashed', deleted: 1 });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function get(url: string) {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
  });
  return res;
}

async function listNames(query: string) {
  const res = await get(`/api/candidate/list?${/limit=/.test(query) ? '' : 'limit=100&'}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as {
    items: { name: string }[];
    total: number;
    pages: number;
    applied: { q: string; sort: string; order: string };
  };
  return { names: data.items.map((c) => c.name), ...data };
}

describe('search', () => {
  it.each([
    ['a word of the name, any case', 'q=ZELDA', ['Zelda Fitzgerald']],
    ['every word must match', 'q=zelda%20fitz', ['Zelda Fitzgerald']],
    ['words in any field', 'q=ada%20engine', ['ada lovelace']],
    ['part of an email', 'q=bletchley', ['Alan Turing']],
    ['the candidate ID', 'q=c-gh0004', ['Grace Hopper']],
    ['a phone as typed', 'q=010-7788', ['Zelda Fitzgerald']],
    ['a phone without its separators', 'q=5550107788', ['Zelda Fitzgerald']],
    ['a phone with other separators', 'q=555%20010%207788', ['Zelda Fitzgerald']],
    ['% and _ as themselves', 'q=100%25_', ['100%_Percent']],
    ['no match', 'q=nobody', []],
  ])('%s', async (_, query, expected) => {
    const { names, total, applied } = await listNames(query);
    expect(names).toEqual(expected);
    expect(total).toBe(expected.length);
    expect(applied.q).toBe(decodeURIComponent(query.slice(2)).toLowerCase().replace(/\s+/g, ' '));
  });

  it('follows every write: a new candidate, a rename, a new phone, one deleted for good', async () => {
    // on SQLite the search reads a trigram index that triggers keep (migration 010)
    const id = await insertCandidate(t.db, adminId, { name: 'Quentin Newcomer', phone: '' });
    expect((await listNames('q=newcomer')).names).toEqual(['Quentin Newcomer']);
    await t.db
      .updateTable('candidates')
      .set({ name: 'Quentin Renamed' })
      .where('id', '=', id)
      .execute();
    expect((await listNames('q=newcomer')).names).toEqual([]);
    expect((await listNames('q=quentin%20renamed')).names).toEqual(['Quentin Renamed']);
    await t.db
      .updateTable('candidates')
      .set({ phone: '+1 (212) 555-0199' })
      .where('id', '=', id)
      .execute();
    expect((await listNames('q=2125550199')).names).toEqual(['Quentin Renamed']);
    await t.db.deleteFrom('candidates').where('id', '=', id).execute();
    expect((await listNames('q=quentin')).names).toEqual([]);
  });

  it('words of one or two letters match too, with the others', async () => {
    expect((await listNames('q=zelda%20fi')).names).toEqual(['Zelda Fitzgerald']);
    expect((await listNames('q=al%20tu')).names).toEqual(['Alan Turing']);
  });

  it('finds candidates beyond the first page, and counts the matches for the pager', async () => {
    const { names, total, pages } = await listNames('q=a&sort=name');
    expect(names).toEqual(['ada lovelace', 'Alan Turing', 'Grace Hopper', 'Zelda Fitzgerald']);
    expect([total, pages]).toEqual([4, 1]);
  });

  it('the segregated list searches too, and buckets the matches by their interviews', async () => {
    const res = await get('/api/candidate/segregated?page=1&limit=100&q=a&sort=name');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.segregated.no_interview_doc.map((c: { name: string }) => c.name)).toEqual([
      'ada lovelace',
      'Alan Turing',
      'Zelda Fitzgerald',
    ]);
    expect(data.segregated.completed.map((c: { name: string }) => c.name)).toEqual([
      'Grace Hopper',
    ]);
    expect(data.pagination).toEqual({ page: 1, limit: 100, total_candidates: 4, total_pages: 1 });
    expect(data.applied).toEqual({ q: 'a', sort: 'name', order: 'asc' });
  });

  it('an empty or blank search lists everyone, and says so', async () => {
    const { total, applied } = await listNames('q=%20%20');
    expect(total).toBe(135);
    expect(applied).toEqual({ q: '', sort: 'created_at', order: 'desc' });
  });
});

describe('sort', () => {
  it('by name, A to Z by default and ignoring case, paged', async () => {
    const first = await listNames('sort=name&limit=3');
    expect(first.names).toEqual(['100%_Percent', 'ada lovelace', 'Alan Turing']);
    expect(first.applied).toEqual({ q: '', sort: 'name', order: 'asc' });
    const last = await listNames('sort=name&order=desc&limit=2');
    expect(last.names).toEqual(['Zelda Fitzgerald', 'Grace Hopper']);
  });

  it('by name, the last page read from the end matches the first pages read forward', async () => {
    const all: string[] = [];
    for (let page = 1; page <= 2; page++) {
      const res = await get(`/api/candidate/list?sort=name&limit=100&page=${page}`);
      all.push(...(res.json().data.items as { name: string }[]).map((c) => c.name));
    }
    const sorted = [...all].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
    expect(all).toHaveLength(135);
    expect(all).toEqual(sorted);
  });

  it('by registered date, oldest first, or newest first by default', async () => {
    expect((await listNames('order=asc&limit=2')).names).toEqual([
      'Zelda Fitzgerald',
      'ada lovelace',
    ]);
    expect((await listNames('limit=1')).names).toEqual(['Filler 129']);
  });

  it('answers 400 in plain words for an unknown sort, order or a search over 200 characters', async () => {
    for (const [query, msg] of [
      ['sort=email', 'Sort must be one of: created_at, name.'],
      ['order=up', 'Order must be one of: asc, desc.'],
      [`q=${'x'.repeat(201)}`, 'The search must be at most 200 characters.'],
    ]) {
      const res = await get(`/api/candidate/segregated?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
  });
});
