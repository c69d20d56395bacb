// Issue 13: the interview list searches (candidate name or email, interview title or ID) and sorts
// (scheduled time, creation) on the server, across all pages, and echoes what it applied; without
// the new parameters it answers as the platform's contract says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateRows } from './generatedRows.ts';
import { insertCandidate, insertInterview, minuteOf2025 } from './rows.ts';
import { startTestApp, type TestApp } from './testApp.ts';

let t: TestApp;
let token: string;
let zeldaId: string;

interface Listed {
  items: { title: string; candidate: { name: string } }[];
  total: number;
  total_pages: number;
  applied: { q: string; sort: string; order: string };
}

/** the people's interviews: candidate, title, interview ID, status, scheduled (minute of 2025) */
const PEOPLE = [
  {
    name: 'Zelda Fitzgerald',
    email: 'zelda@jazz.example',
    interviews: [
      ['Backend screen', 'I-ZF0001', 'completed', 300],
      ['Frontend pairing', 'I-ZF0002', 'scheduled', 100],
    ],
  },
  {
    name: 'Ada Lovelace',
    email: 'ada@engine.example',
    interviews: [['Backend deep dive', 'I-AL0001', 'cancelled', 400]],
  },
  {
    name: 'Alan Turing',
    email: 'alan@bletchley.example',
    interviews: [['Data modelling', 'I-AT0001', 'scheduled', 200]],
  },
  {
    name: '100%_Percent',
    email: 'percent@odd.test',
    interviews: [['Odd one', 'I-PC0001', 'scheduled', 50]],
  },
] as const;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  const adminId = await t.adminId();
  // 130 interviews of others, all scheduled and created after the people's: page 2 either way
  for (let i = 0; i < 130; i++) {
    const n = String(i).padStart(3, '0');
    const candidate = await insertCandidate(t.db, adminId, {
      name: `Filler ${n}`,
      email: `filler${n}@fill.test`,
      created_at: minuteOf2025(1000 + i),
    });
    await insertInterview(t.db, adminId, candidate, {
      title: `Filler talk ${n}`,
      int_id: `I-F${n}`,
      scheduled_time: minuteOf2025(1000 + i),
      created_at: minuteOf2025(1000 + i),
    });
  }
  let created = 0;
  for (const person of PEOPLE) {
    const id = await insertCandidate(t.db, adminId, { name: person.name, email: person.email });
    if (person.name.startsWith('Zelda')) zeldaId = id;
    for (const [title, intId, status, minute] of person.interviews) {
      await insertInterview(t.db, adminId, id, {
        title,
        int_id: intId,
        status,
        scheduled_time: minuteOf2025(minute),
        created_at: minuteOf2025(created++),
      });
    }
  }
  // another admin's Zelda and her backend interview are never found
  const other = await t.createAdmin('other');
  const otherZelda = await insertCandidate(t.db, other, { name: 'Zelda Other' });
  await insertInterview(t.db, other, otherZelda, { title: 'Backend screen' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function get(url: string, as = token) {
  return t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${as}` } });
}

async function list(query: string, as = token) {
  const res = await get(
    `/api/interview/list?${/limit=/.test(query) ? '' : 'limit=100&'}${query}`,
    as,
  );
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as Listed;
  return { titles: data.items.map((i) => i.title), ...data };
}

const byTime = 'sort=scheduled_time&order=desc';

describe('search', () => {
  it.each([
    ['a word of the candidate’s name, any case', 'q=ZELDA', ['Backend screen', 'Frontend pairing']],
    ['every word must match, in any field', 'q=zelda%20backend', ['Backend screen']],
    ['a word of the title', 'q=backend', ['Backend deep dive', 'Backend screen']],
    ['part of the candidate’s email', 'q=engine.example', ['Backend deep dive']],
    ['the interview ID', 'q=i-zf0002', ['Frontend pairing']],
    ['% and _ as themselves', 'q=100%25_', ['Odd one']],
    ['% alone is no wildcard', 'q=%25', ['Odd one']],
    ['no match', 'q=nobody', []],
  ])('%s', async (_, query, expected) => {
    const { titles, total, total_pages, applied } = await list(`${query}&${byTime}`);
    expect(titles).toEqual(expected);
    expect(total).toBe(expected.length);
    expect(total_pages).toBe(expected.length > 0 ? 1 : 0);
    expect(applied).toEqual({
      q: decodeURIComponent(query.slice(2)).toLowerCase(),
      sort: 'scheduled_time',
      order: 'desc',
    });
  });

  it('searches within a status, or one candidate’s interviews', async () => {
    expect((await list(`status=completed&q=zelda&${byTime}`)).titles).toEqual(['Backend screen']);
    expect((await list(`status=scheduled,in_progress&q=zelda`)).titles).toEqual([
      'Frontend pairing',
    ]);
    expect((await list(`candidate_id=${zeldaId}&q=pairing`)).titles).toEqual(['Frontend pairing']);
  });

  it('pages the matches and counts them for the pager', async () => {
    // "filler 12" matches the fillers 012, 112 and 120 to 129, newest first
    const first = await list(`q=filler%2012&${byTime}&limit=5`);
    expect(first.titles).toEqual([
      'Filler talk 129',
      'Filler talk 128',
      'Filler talk 127',
      'Filler talk 126',
      'Filler talk 125',
    ]);
    expect([first.total, first.total_pages]).toEqual([12, 3]);
    const last = await list(`q=filler%2012&${byTime}&limit=5&page=3`);
    expect(last.titles).toEqual(['Filler talk 112', 'Filler talk 012']);
    expect(last.total).toBe(12);
  });

  it('a blank search lists every interview, and says so', async () => {
    const { total, applied } = await list(`q=%20%20&${byTime}`);
    expect(total).toBe(135);
    expect(applied).toEqual({ q: '', sort: 'scheduled_time', order: 'desc' });
  });

  it('finds by a word that more than 500 candidates hold, beside a rarer one', async () => {
    const many = await t.createAdmin('many');
    // 600 candidates "Generated n" (generated-n@example.com), each with "Generated interview"
    await generateRows(t.db, t.engine, { adminId: many, candidates: 600, interviewsEach: 1 }, 'm');
    const as = await t.login('many');
    // every email holds "@example"; "generated-12" is 11 candidates' (12, 120 to 129)
    const found = await list(`q=@example%20generated-12&${byTime}&limit=100`, as);
    expect(found.total).toBe(11);
    expect(found.items.map((i) => i.candidate.name).sort()).toEqual(
      ['12', ...Array.from({ length: 10 }, (_, i) => `12${i}`)].map((n) => `Generated ${n}`).sort(),
    );
    // and of the first admin's, none
    expect((await list('q=@example')).total).toBe(0);
  });
});

describe('sort', () => {
  it('without the new parameters: newest created first, as the contract lists them', async () => {
    const { titles, applied } = await list('limit=3');
    expect(titles).toEqual(['Filler talk 129', 'Filler talk 128', 'Filler talk 127']);
    expect(applied).toEqual({ q: '', sort: 'created_at', order: 'desc' });
    // the people's, created first, are the last ones
    expect((await list('limit=5&page=27')).titles).toEqual([
      'Odd one',
      'Data modelling',
      'Backend deep dive',
      'Frontend pairing',
      'Backend screen',
    ]);
  });

  it('by scheduled time: newest first unless an order is given; upcoming ones soonest first', async () => {
    const newest = await list('sort=scheduled_time&q=zelda');
    expect(newest.titles).toEqual(['Backend screen', 'Frontend pairing']);
    expect(newest.applied).toEqual({ q: 'zelda', sort: 'scheduled_time', order: 'desc' });
    expect((await list('sort=scheduled_time&order=asc&limit=2')).titles).toEqual([
      'Odd one',
      'Frontend pairing',
    ]);
    const upcoming = await list('status=scheduled&sort=scheduled_time&limit=2');
    expect(upcoming.titles).toEqual(['Odd one', 'Frontend pairing']);
    expect(upcoming.applied.order).toBe('asc');
  });

  it('by creation, oldest first', async () => {
    const { titles, applied } = await list('sort=created_at&order=asc&limit=2');
    expect(titles).toEqual(['Backend screen', 'Frontend pairing']);
    expect(applied).toEqual({ q: '', sort: 'created_at', order: 'asc' });
  });

  it('answers 400 in plain words for an unknown sort, order or a search over 200 characters', async () => {
    for (const [query, msg] of [
      ['sort=title', 'Sort must be one of: scheduled_time, created_at.'],
      ['order=up', 'Order must be one of: asc, desc.'],
      [`q=${'x'.repeat(201)}`, 'The search must be at most 200 characters.'],
    ]) {
      const res = await get(`/api/interview/list?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
  });
});
