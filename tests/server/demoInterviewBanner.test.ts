// The start banner's line for the demo interview: the candidate link (with the token of the
// server's secret) while the seeded interview is open to take, nothing once it is not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banner, openDemoInterview } from '../../server/src/banner.ts';
import { resolveJwtSecret, startServer } from '../../server/src/bootstrap.ts';
import { createMeetingTokens } from '../../server/src/modules/meeting/link.ts';
import { DEMO_INTERVIEW_KEY } from '../../server/src/seed/demo.ts';
import { startTestApp, type TestApp } from './testApp.ts';

let t: TestApp;
let demoId: string;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await startTestApp({ SEED_DEMO: 'on' });
  demoId = (
    await t.db
      .selectFrom('meta')
      .select('value')
      .where('key', '=', DEMO_INTERVIEW_KEY)
      .executeTakeFirstOrThrow()
  ).value;
});
afterAll(async () => {
  await t?.close();
});

const setStatus = (status: 'scheduled' | 'in_progress' | 'completed') =>
  t.db.updateTable('interviews').set({ status }).where('id', '=', demoId).execute();

describe('the demo interview in the start banner', () => {
  it('prints the candidate link of the interview the seed scheduled, open right after start', async () => {
    expect(t.seeded).toBe(true);
    const demo = await openDemoInterview(t.db, t.config, t.clock.now());
    expect(demo).toBeDefined();
    const token = createMeetingTokens(resolveJwtSecret(t.config)).tokenOf(demoId);
    expect(demo!.link).toBe(`/meeting?interviewId=${demoId}&token=${encodeURIComponent(token)}`);
    expect(demo!.status).toBe('scheduled');

    const text = banner(t.config, t, '127.0.0.1', 8080, demo);
    const lines = text.split('\n');
    const at = lines.findIndex((l) => l.startsWith('  Interview:  '));
    expect(lines[at]).toBe(`  Interview:  http://127.0.0.1:8080${demo!.link}`);
    expect(lines[at + 1]).toMatch(
      new RegExp(`^ {14}the demo interview of ${demo!.candidate}: .*until \\d\\d:\\d\\d UTC\\)$`),
    );
    // a server on every interface gives a link a browser on this machine can open
    expect(banner(t.config, t, '0.0.0.0', 8080, demo)).toContain(
      `  Interview:  http://127.0.0.1:8080${demo!.link}`,
    );
    expect(banner(t.config, t, '127.0.0.1', 8080)).not.toContain('Interview:');
    // whether mail goes out, without the mail server's password
    expect(banner(t.config, t, '127.0.0.1', 8080)).toContain(
      '  Mail:       not sent (no SMTP_URL): emails are kept in the outbox with their links',
    );
    const mailing = {
      ...t.config,
      messages: { ...t.config.messages, smtpUrl: 'smtp://u:pw@mail.example:587' },
    };
    expect(banner(mailing, t, '127.0.0.1', 8080)).toContain(
      '  Mail:       sent through smtp://u:***@mail.example:587',
    );
  });

  it('is an interview its candidate can start through the link, with questions to answer', async () => {
    const demo = (await openDemoInterview(t.db, t.config, t.clock.now()))!;
    const url = new URL(demo.link, 'http://x');
    const headers = { 'x-meeting-token': url.searchParams.get('token')! };
    const session = await t.app.inject({ url: `/api/meeting/${demoId}/session`, headers });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().data).toMatchObject({ can_start: true, blocked: null });
    const asSeeded = await t.db
      .selectFrom('interviews')
      .select(['status', 'plan', 'history'])
      .where('id', '=', demoId)
      .executeTakeFirstOrThrow();
    try {
      const start = await t.app.inject({
        method: 'POST',
        url: `/api/meeting/${demoId}/start`,
        headers,
      });
      expect(start.statusCode, start.body).toBe(200);
      expect(start.json().data.total_questions).toBeGreaterThanOrEqual(3);
      expect(start.json().data.current).toMatchObject({ index: 0 });
    } finally {
      // as seeded again, for the tests below
      await t.db.updateTable('interviews').set(asSeeded).where('id', '=', demoId).execute();
    }
  });

  it('offers it from 15 minutes before its time until 120 minutes after, both included', async () => {
    const row = await t.db
      .selectFrom('interviews')
      .select('scheduled_time')
      .where('id', '=', demoId)
      .executeTakeFirstOrThrow();
    const scheduled = Date.parse(row.scheduled_time);
    const at = (ms: number) => openDemoInterview(t.db, t.config, new Date(ms));
    expect(await at(scheduled - 15 * MINUTE)).toBeDefined();
    expect(await at(scheduled - 16 * MINUTE)).toBeUndefined();
    expect(await at(scheduled + 120 * MINUTE)).toBeDefined();
    expect(await at(scheduled + 120 * MINUTE + 1)).toBeUndefined();
    expect((await at(scheduled))!.closesAt.toISOString()).toBe(
      new Date(scheduled + 120 * MINUTE).toISOString(),
    );
  });

  it('keeps offering it in progress, and not once completed or its candidate is in the trash', async () => {
    const later = new Date(t.clock.now().getTime() + 24 * 60 * MINUTE);
    try {
      await setStatus('in_progress');
      const demo = await openDemoInterview(t.db, t.config, later);
      expect(demo?.status).toBe('in_progress');
      expect(banner(t.config, t, '127.0.0.1', 8080, demo)).toContain('in progress');
      await setStatus('completed');
      expect(await openDemoInterview(t.db, t.config, t.clock.now())).toBeUndefined();
      await setStatus('scheduled');
      const { candidate_id } = await t.db
        .selectFrom('interviews')
        .select('candidate_id')
        .where('id', '=', demoId)
        .executeTakeFirstOrThrow();
      await t.db
        .updateTable('candidates')
        .set({ deleted: 1 })
        .where('id', '=', candidate_id)
        .execute();
      expect(await openDemoInterview(t.db, t.config, t.clock.now())).toBeUndefined();
      await t.db
        .updateTable('candidates')
        .set({ deleted: 0 })
        .where('id', '=', candidate_id)
        .execute();
    } finally {
      await setStatus('scheduled');
    }
  });

  it('adds no second demo interview when the server starts again on the same data', async () => {
    const count = async () => (await t.db.selectFrom('interviews').select('id').execute()).length;
    const before = await count();
    const again = await startServer(t.config, { logger: false, clock: t.clock });
    try {
      expect(again.seeded).toBe(false);
      expect(await count()).toBe(before);
      expect((await openDemoInterview(again.db, t.config, t.clock.now()))?.link).toContain(demoId);
    } finally {
      await again.app.close();
      await again.db.destroy();
    }
  });

  it('prints nothing without demo data', async () => {
    const bare = await startTestApp();
    try {
      expect(await openDemoInterview(bare.db, bare.config, bare.clock.now())).toBeUndefined();
    } finally {
      await bare.close();
    }
  });
});
