// What reaches a webhook subscribed to every event, and the team invitation's email (issue 51),
// through real receivers on the engine under test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accept, bearer, callAs, tokenOfLink } from './memberHelpers.ts';
import {
  startHttpReceiver,
  startSmtpReceiver,
  type HttpReceiver,
  type SmtpReceiver,
} from './receivers.ts';
import { startTestApp, type TestApp } from './testApp.ts';

let smtp: SmtpReceiver;
let hooks: HttpReceiver;
let t: TestApp;
let token: string;

const call = (method: string, url: string, payload?: object) =>
  callAs(t, token, method, url, payload);

/**
 * The event types the receiver got after the worker ran, sorted: deliveries go out several at
 * once, so they may arrive in any order (each carries its `created_at`).
 */
async function delivered(): Promise<string[]> {
  await t.outbox.runOnce();
  return hooks.requests.map((r) => (JSON.parse(r.body) as { type: string }).type).sort();
}

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  hooks = await startHttpReceiver();
  t = await startTestApp({
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://hiring.example.com/',
    WEBHOOK_ALLOW_PRIVATE: 'on',
    OUTBOX_POLL_MS: '600000',
  });
  token = await t.login();
}, 60_000);

afterAll(async () => {
  await t?.close();
  await smtp?.stop();
  await hooks?.close();
});

describe('webhook events', () => {
  it('tells a subscribed webhook of every change, and nothing it did not ask for', async () => {
    const all = [
      'candidate.created',
      'candidate.updated',
      'candidate.deleted',
      'interview.scheduled',
      'interview.rescheduled',
      'interview.cancelled',
      'interview.completed',
      'interview.scored',
    ];
    const everything = await call('POST', '/admin/webhooks', { url: hooks.url, events: all });
    expect(everything.status).toBe(201);
    const unknown = await call('POST', '/admin/webhooks', { url: hooks.url, events: ['x.y'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toMatch(/^Unknown event 'x\.y'/);
    expect((await call('POST', '/admin/webhooks', { url: hooks.url, events: [] })).body.msg).toBe(
      'Choose at least one event',
    );

    const imported = await call('POST', '/candidate/import/rows', {
      rows: [{ name: 'Evt One', email: 'evt1@example.com', phone: '+1 555 0101' }],
    });
    const candidate = imported.body.data.results[0].id as string;
    expect(await delivered()).toEqual(['candidate.created']);

    const form = new FormData();
    form.append('phone', '+1 555 0199');
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/candidate/${candidate}`,
      headers: bearer(token),
      payload: form,
    });
    expect(edited.statusCode).toBe(200);
    const at = new Date(t.clock.now().getTime() + 48 * 3_600_000);
    const interview = (
      await call('POST', '/interview/create', {
        candidate_id: candidate,
        title: 'Events',
        scheduled_time: at.toISOString(),
      })
    ).body.data.id as string;
    await call('PUT', `/interview/${interview}`, {
      scheduled_time: new Date(at.getTime() + 3_600_000).toISOString(),
    });
    await call('PUT', `/interview/${interview}`, { status: 'cancelled' });
    await call('PUT', `/interview/${interview}`, { status: 'scheduled' });
    await call('PUT', `/interview/${interview}`, {
      status: 'completed',
      history: [{ question: 'Why?', answer: 'Because.', score: 4 }],
    });
    await call('PUT', `/interview/${interview}/answers/0`, { score: 2.5 });
    await call('DELETE', `/candidate/${candidate}`);
    expect(await delivered()).toEqual(
      [
        'candidate.created',
        'candidate.updated',
        'interview.scheduled',
        'interview.rescheduled',
        'interview.cancelled',
        'interview.rescheduled',
        'interview.completed',
        'interview.scored',
        'interview.scored',
        'candidate.deleted',
      ].sort(),
    );
    const bodies = hooks.requests.map((r) => JSON.parse(r.body));
    const deleted = bodies.find((b) => b.type === 'candidate.deleted');
    expect(deleted.data).toMatchObject({ id: candidate, name: 'Evt One', deleted: true });
    expect(deleted.data).not.toHaveProperty('profile_summary');
    const scores = bodies.filter((b) => b.type === 'interview.scored').map((b) => b.data.score);
    expect(scores.sort()).toEqual([2.5, 4]);

    // a webhook for one event gets that one only
    hooks.requests.length = 0;
    await call('DELETE', `/admin/webhooks/${everything.body.data.id}`);
    await call('POST', '/admin/webhooks', { url: hooks.url, events: ['candidate.deleted'] });
    await call('POST', '/candidate/import/rows', {
      rows: [{ name: 'Evt Two', email: 'evt2@example.com', phone: '+1 555 0102' }],
    });
    expect(await delivered()).toEqual([]);
  });
});

describe('team invitations', () => {
  it('emails the invitee a link under PUBLIC_URL that accepts the invitation', async () => {
    await t.outbox.runOnce();
    smtp.mails.length = 0;
    const invited = await call('POST', '/admin/members/invite', {
      email: 'newcomer@example.com',
      role: 'recruiter',
    });
    expect(invited.status).toBe(201);
    await t.outbox.runOnce();
    const [mail] = await smtp.waitFor(1);
    expect(mail!.parsed.subject).toBe('Join Interview AI on Interview AI');
    expect(mail!.parsed.text).toContain(
      'admin invites you to join Interview AI on Interview AI as recruiter',
    );
    const link = /https:\/\/hiring\.example\.com\/accept-invite\?token=\S+/.exec(
      mail!.parsed.text ?? '',
    )![0];
    expect(tokenOfLink(link)).toBe(tokenOfLink(invited.body.data.link));
    expect((await accept(t, tokenOfLink(link), 'newcomer')).statusCode).toBe(200);
  });
});
