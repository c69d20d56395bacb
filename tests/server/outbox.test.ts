// The outbox against real receivers (issue 51): an SMTP server and an HTTP server started here,
// on the engine under test. The worker's timer is slowed right down; each test runs it itself
// (`t.outbox.runOnce()`) and moves the clock instead of sleeping.
import ICAL from 'ical.js';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from '../../server/src/bootstrap.ts';
import { interviewScheduled } from '../../server/src/modules/outbox/interviewEvents.ts';
import { createSecretBox } from '../../server/src/modules/outbox/secrets.ts';
import { bearer, callAs } from './memberHelpers.ts';
import {
  startHttpReceiver,
  startSmtpReceiver,
  type HttpReceiver,
  type SmtpReceiver,
} from './receivers.ts';
import { insertCandidate } from './rows.ts';
import { startTestApp, type TestApp } from './testApp.ts';

let smtp: SmtpReceiver;
let hooks: HttpReceiver;
let t: TestApp;
let token: string;
let workspace: string;

const HOUR = 3_600_000;

const call = (method: string, url: string, payload?: object) =>
  callAs(t, token, method, url, payload);

async function schedule(candidateId: string, at: Date, extra: object = {}) {
  const res = await call('POST', '/interview/create', {
    candidate_id: candidateId,
    title: 'Backend interview',
    scheduled_time: at.toISOString(),
    ...extra,
  });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; scheduled_time: string };
}

const messages = async (query = '') =>
  (await call('GET', `/admin/outbox${query}`)).body.data.items as {
    id: string;
    kind: string;
    template: string;
    status: string;
    attempts: number;
    last_error: string | null;
    to: string;
  }[];

function parseCalendar(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence') ?? 0),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString(),
    url: String(event.getFirstPropertyValue('url')),
    organizer: String(event.getFirstPropertyValue('organizer')),
    description: String(event.getFirstPropertyValue('description')),
  };
}

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  hooks = await startHttpReceiver();
  t = await startTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Acme Hiring <hiring@acme.example>',
    PUBLIC_URL: 'https://hiring.acme.example',
    WEBHOOK_ALLOW_PRIVATE: 'on',
    OUTBOX_POLL_MS: '600000',
    OUTBOX_RETRY_BASE_MS: '1000',
  });
  token = await t.login();
  workspace = await t.adminId();
}, 60_000);

afterAll(async () => {
  await t?.close();
  await smtp?.stop();
  await hooks?.close();
});

afterEach(async () => {
  // nothing a test left due spills into the next
  t.clock.advance(48 * HOUR);
  await t.outbox.runOnce();
  smtp.mails.length = 0;
  hooks.requests.length = 0;
  hooks.answers.length = 0;
  // the moved clock ended the session
  token = await t.login();
});

describe('interview emails', () => {
  it('invites with a calendar file, moves it (same UID, SEQUENCE up) and cancels it', async () => {
    const candidate = await insertCandidate(t.db, workspace, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    });
    const at = new Date(t.clock.now().getTime() + 72 * HOUR);
    at.setUTCSeconds(0, 0);
    const interview = await schedule(candidate, at, {
      time_zone: 'Europe/Paris',
      num_questions: 8,
    });
    expect(await t.outbox.runOnce()).toBeGreaterThan(0);
    const [invitation] = await smtp.waitFor(1);
    expect(invitation!.parsed.to).toMatchObject({ text: 'ada@example.com' });
    expect(invitation!.parsed.subject).toBe('Your interview: Backend interview');
    expect(invitation!.parsed.from?.text).toBe('"Acme Hiring" <hiring@acme.example>');
    const link = /https:\/\/hiring\.acme\.example\/meeting\?interviewId=[^\s]+/.exec(
      invitation!.parsed.text ?? '',
    )![0];
    expect(link).toContain(interview.id);
    expect(invitation!.parsed.text).toContain('Hello Ada Lovelace');
    // the candidate's time zone, said so
    expect(invitation!.parsed.text).toContain('(Europe/Paris)');
    expect(invitation!.parsed.html).toContain(`<a href="${link.replace(/&/g, '&amp;')}"`);
    const first = parseCalendar(invitation!.calendar!);
    expect(first).toMatchObject({
      method: 'REQUEST',
      uid: `${interview.id}@interview-ai`,
      sequence: 0,
      start: at.toISOString(),
      end: new Date(at.getTime() + 40 * 60_000).toISOString(),
      url: link,
    });
    expect(first.organizer.toLowerCase()).toBe('mailto:hiring@acme.example');
    expect(first.description).toContain(link);
    const [sent] = await messages(`?interview_id=${interview.id}&status=sent`);
    expect(invitation!.messageId).toBe(`<${sent!.id}@interview-ai>`);

    const later = new Date(at.getTime() + 24 * HOUR);
    expect(
      (await call('PUT', `/interview/${interview.id}`, { scheduled_time: later.toISOString() }))
        .status,
    ).toBe(200);
    await t.outbox.runOnce();
    const moved = (await smtp.waitFor(2))[1]!;
    expect(moved.parsed.subject).toBe('New time for your interview: Backend interview');
    expect(parseCalendar(moved.calendar!)).toMatchObject({
      method: 'REQUEST',
      uid: first.uid,
      sequence: 1,
      start: later.toISOString(),
    });

    // the first time's reminder comes due: the interview has moved, it is not sent
    t.clock.advance(49 * HOUR);
    token = await t.login();
    await t.outbox.runOnce();
    expect(smtp.mails).toHaveLength(2);
    const stale = (await messages(`?interview_id=${interview.id}&status=not_sent`))[0]!;
    expect(stale).toMatchObject({
      template: 'interview_reminder',
      last_error: 'Not sent: the interview was moved (its new time has reminders of its own)',
    });

    expect((await call('PUT', `/interview/${interview.id}`, { status: 'cancelled' })).status).toBe(
      200,
    );
    await t.outbox.runOnce();
    const cancelled = (await smtp.waitFor(3))[2]!;
    expect(cancelled.parsed.subject).toBe('Cancelled: Backend interview');
    expect(parseCalendar(cancelled.calendar!)).toMatchObject({ method: 'CANCEL', uid: first.uid });

    // the reminders of the first time and of the moved one: none is sent once it is cancelled
    t.clock.advance(200 * HOUR);
    await t.outbox.runOnce();
    expect(smtp.mails).toHaveLength(3);
    token = await t.login();
    const reminders = await messages(`?interview_id=${interview.id}`);
    const skipped = reminders.filter((m) => m.template === 'interview_reminder');
    expect(skipped).toHaveLength(4);
    expect(skipped.every((m) => m.status === 'not_sent')).toBe(true);
    expect(skipped.map((m) => m.last_error).sort()).toEqual([
      'Not sent: the interview was cancelled',
      'Not sent: the interview was cancelled',
      'Not sent: the interview was cancelled',
      'Not sent: the interview was moved (its new time has reminders of its own)',
    ]);
  }, 30_000);

  it('reminds 24 hours and 1 hour before, in UTC when no time zone is known', async () => {
    const candidate = await insertCandidate(t.db, workspace, {
      name: 'Grace',
      email: 'grace@example.com',
    });
    const at = new Date(t.clock.now().getTime() + 30 * HOUR);
    await schedule(candidate, at);
    await t.outbox.runOnce();
    expect((await smtp.waitFor(1))[0]!.parsed.text).toContain('(UTC)');
    await t.outbox.runOnce();
    expect(smtp.mails).toHaveLength(1);
    t.clock.advance(6 * HOUR + 60_000);
    await t.outbox.runOnce();
    const day = (await smtp.waitFor(2))[1]!;
    expect(day.parsed.subject).toMatch(/^Reminder: Backend interview on /);
    expect(day.calendar).toBeUndefined();
    t.clock.advance(23 * HOUR);
    await t.outbox.runOnce();
    expect((await smtp.waitFor(3))[2]!.parsed.subject).toMatch(/^Reminder: /);
  });

  it('follows the workspace: reminders off, its own template; an unknown placeholder is refused', async () => {
    expect(
      (await call('PUT', '/admin/messages/reminders', { first_hours: null, second_hours: 2 }))
        .status,
    ).toBe(200);
    const refused = await call('PUT', '/admin/messages/templates/interview_invitation', {
      subject: 'Hi {candidate}',
      body: 'Join at {link}',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toMatch(/^Unknown placeholder \{candidate\} in the subject/);
    const saved = await call('PUT', '/admin/messages/templates/interview_invitation', {
      subject: '{workspace} invites {candidate_name}',
      body: 'Dear {candidate_name},\n\n<b>{interview_title}</b> at {when}: {link}',
    });
    expect(saved.body.msg).toBe('Template saved');
    const candidate = await insertCandidate(t.db, workspace, {
      name: 'Mallory <script>alert(1)</script>',
      email: 'mallory@example.com',
    });
    await schedule(candidate, new Date(t.clock.now().getTime() + 72 * HOUR));
    const queued = await messages('?status=queued');
    expect(queued.filter((m) => m.template === 'interview_reminder')).toHaveLength(1);
    await t.outbox.runOnce();
    const [mail] = await smtp.waitFor(1);
    expect(mail!.parsed.subject).toBe('Interview AI invites Mallory <script>alert(1)</script>');
    // the HTML part escapes what the template and the name hold
    expect(mail!.parsed.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail!.parsed.html).toContain('&lt;b&gt;Backend interview&lt;/b&gt;');
    expect(mail!.parsed.html).not.toContain('<script>');

    const test = await call('POST', '/admin/messages/templates/interview_invitation/test', {
      subject: 'Trying {interview_title}',
      body: 'Preview for {candidate_name}',
    });
    expect(test.body.msg).toBe('Test message queued to admin@example.com');
    await t.outbox.runOnce();
    expect((await smtp.waitFor(2))[1]!.parsed.subject).toMatch(/^\[Test\] Trying /);

    expect((await call('DELETE', '/admin/messages/templates/interview_invitation')).body.msg).toBe(
      'Template reset to the default',
    );
    await call('PUT', '/admin/messages/reminders', { first_hours: 24, second_hours: 1 });
    const settings = (await call('GET', '/admin/messages')).body.data;
    expect(settings.reminders).toEqual({ first_hours: 24, second_hours: 1 });
    expect(settings.templates[0]).toMatchObject({
      name: 'interview_invitation',
      customised: false,
    });
  });

  it('retries while the mail server is down and delivers once when it is back', async () => {
    const candidate = await insertCandidate(t.db, workspace, { email: 'down@example.com' });
    await smtp.stop();
    await schedule(candidate, new Date(t.clock.now().getTime() + 2 * HOUR));
    await t.outbox.runOnce();
    let [invitation] = (await messages('?kind=email')).filter(
      (m) => m.to === 'down@example.com' && m.template === 'interview_invitation',
    );
    expect(invitation).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'Could not reach the mail server',
    });
    await smtp.start();
    // not before its backoff has passed
    await t.outbox.runOnce();
    expect(smtp.mails).toHaveLength(0);
    t.clock.advance(1_100);
    await t.outbox.runOnce();
    await smtp.waitFor(1);
    t.clock.advance(10 * 60_000);
    await t.outbox.runOnce();
    expect(smtp.mails.filter((m) => m.parsed.subject?.startsWith('Your interview'))).toHaveLength(
      1,
    );
    [invitation] = (await messages('?kind=email')).filter(
      (m) => m.to === 'down@example.com' && m.template === 'interview_invitation',
    );
    expect(invitation).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  }, 30_000);
});

describe('webhooks', () => {
  it('signs each delivery, retries on 500 and logs every attempt', async () => {
    const created = await call('POST', '/admin/webhooks', {
      url: hooks.url,
      events: ['interview.scheduled', 'candidate.created'],
    });
    expect(created.status).toBe(201);
    const { id: webhookId, secret } = created.body.data;
    expect(secret).toMatch(/^whsec_/);
    const listed = (await call('GET', '/admin/webhooks')).body.data;
    expect(listed.find((w: { id: string }) => w.id === webhookId)).not.toHaveProperty('secret');
    // the secret is sealed at rest
    const stored = await t.db
      .selectFrom('webhooks')
      .select('secret')
      .where('id', '=', webhookId)
      .executeTakeFirstOrThrow();
    expect(stored.secret).not.toContain(secret.slice(6, 20));

    hooks.answers.push(500, 500);
    const candidate = await insertCandidate(t.db, workspace, { email: 'hook@example.com' });
    const interview = await schedule(candidate, new Date(t.clock.now().getTime() + 72 * HOUR));
    for (let i = 0; i < 3; i++) {
      await t.outbox.runOnce();
      t.clock.advance(10_000);
    }
    const [first, second, third] = await hooks.waitFor(3);
    expect(third!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(second!.body).toBe(first!.body);
    const body = new Webhook(secret).verify(third!.body, {
      'webhook-id': String(third!.headers['webhook-id']),
      'webhook-timestamp': String(third!.headers['webhook-timestamp']),
      'webhook-signature': String(third!.headers['webhook-signature']),
    }) as { id: string; type: string; workspace_id: string; data: { id: string; status: string } };
    expect(body).toMatchObject({
      id: third!.headers['webhook-id'],
      type: 'interview.scheduled',
      workspace_id: workspace,
      data: { id: interview.id, status: 'scheduled' },
    });
    // a signature under another secret does not verify
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(third!.body, {
        'webhook-id': String(third!.headers['webhook-id']),
        'webhook-timestamp': String(third!.headers['webhook-timestamp']),
        'webhook-signature': String(third!.headers['webhook-signature']),
      }),
    ).toThrow();
    const [delivery] = await messages(`?kind=webhook&interview_id=${interview.id}`);
    expect(delivery).toMatchObject({
      status: 'sent',
      attempts: 3,
      template: 'interview.scheduled',
    });
    const detail = (await call('GET', `/admin/outbox/${delivery!.id}`)).body.data;
    expect(detail.log.map((l: { ok: boolean; error: string | null }) => [l.ok, l.error])).toEqual([
      [false, 'The receiver answered 500'],
      [false, 'The receiver answered 500'],
      [true, null],
    ]);
    const hook = (await call('GET', '/admin/webhooks')).body.data.find(
      (w: { id: string }) => w.id === webhookId,
    );
    expect(hook.last_delivery).toMatchObject({ status: 'sent', error: null });

    expect((await call('DELETE', `/admin/webhooks/${webhookId}`)).body.msg).toBe('Webhook removed');
  }, 30_000);

  it('refuses private addresses at registration and at delivery, after resolving the name', async () => {
    const strict = await startTestApp({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: '600000' });
    try {
      const own = await strict.login();
      for (const url of [
        'http://127.0.0.1:9/x',
        'http://[::1]/x',
        'http://169.254.169.254/latest',
        'http://10.1.2.3/',
        'http://localhost:8080/',
      ]) {
        const res = await strict.app.inject({
          method: 'POST',
          url: '/api/admin/webhooks',
          headers: bearer(own),
          payload: { url, events: ['candidate.created'] },
        });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().msg).toMatch(/is private: webhooks may not reach it/);
      }
      const ftp = await strict.app.inject({
        method: 'POST',
        url: '/api/admin/webhooks',
        headers: bearer(own),
        payload: { url: 'ftp://example.com/', events: ['candidate.created'] },
      });
      expect(ftp.json().msg).toBe('URL must start with http:// or https://');
      // a name that resolves to this machine, registered before the rule or by hand: refused at delivery
      const port = new URL(hooks.url).port;
      await strict.db
        .insertInto('webhooks')
        .values({
          id: 'sneaky000000000000000000',
          workspace_id: await strict.adminId(),
          url: `http://localhost:${port}/hooks`,
          events: JSON.stringify(['candidate.created']),
          secret: createSecretBox(resolveJwtSecret(strict.config)).seal(
            'whsec_' + Buffer.alloc(32, 1).toString('base64'),
          ),
          created_at: new Date().toISOString(),
        })
        .execute();
      await insertCandidate(strict.db, await strict.adminId());
      const created = await strict.app.inject({
        method: 'POST',
        url: '/api/candidate/import/rows',
        headers: bearer(own),
        payload: { rows: [{ name: 'Via import', email: 'via@example.com', phone: '+1 555 0100' }] },
      });
      expect(created.statusCode).toBe(200);
      await strict.outbox.runOnce();
      const list = await strict.app.inject({
        method: 'GET',
        url: '/api/admin/outbox?kind=webhook',
        headers: bearer(own),
      });
      expect(list.json().data.items[0]).toMatchObject({
        status: 'failed',
        attempts: 1,
        last_error: 'The address 127.0.0.1 is private: webhooks may not reach it',
      });
      expect(hooks.requests).toHaveLength(0);
    } finally {
      await strict.close();
    }
  });
});

describe('the outbox', () => {
  it('writes messages with the change: one that rolls back leaves none', async () => {
    const candidate = await insertCandidate(t.db, workspace, { email: 'rollback@example.com' });
    const before = (await messages()).length;
    await expect(
      t.db.transaction().execute(async (trx) => {
        await interviewScheduled(
          trx,
          {
            clock: t.clock,
            config: t.config,
            meetingTokens: { tokenOf: () => 'x', verify: () => false },
          },
          {
            id: 'rolledback00000000000000',
            admin_id: workspace,
            int_id: 'I-ROLLED',
            title: 'Gone',
            scheduled_time: new Date(t.clock.now().getTime() + 72 * HOUR).toISOString(),
            status: 'scheduled',
            num_questions: 5,
            score: null,
            time_zone: null,
            candidate_id: candidate,
            created_at: new Date().toISOString(),
          },
          { id: candidate, name: 'Roll Back', email: 'rollback@example.com' },
        );
        throw new Error('the change fails after its messages were written');
      }),
    ).rejects.toThrow('the change fails');
    expect(await messages()).toHaveLength(before);
  });

  it('keeps mail without a server as not sent, with its link to copy, and cannot resend it', async () => {
    const bare = await startTestApp({ OUTBOX_POLL_MS: '600000' });
    try {
      const own = await bare.login();
      const id = await insertCandidate(bare.db, await bare.adminId(), {
        email: 'nomail@example.com',
      });
      await bare.app.inject({
        method: 'POST',
        url: '/api/interview/create',
        headers: bearer(own),
        payload: {
          candidate_id: id,
          title: 'Offline',
          scheduled_time: new Date(Date.now() + 3 * HOUR).toISOString(),
        },
      });
      const items = (
        await bare.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: bearer(own) })
      ).json().data.items;
      const invitation = items.find(
        (m: { template: string }) => m.template === 'interview_invitation',
      );
      expect(invitation).toMatchObject({
        status: 'not_sent',
        last_error: 'Not sent: no mail server configured',
        to: 'nomail@example.com',
      });
      const detail = (
        await bare.app.inject({
          method: 'GET',
          url: `/api/admin/outbox/${invitation.id}`,
          headers: bearer(own),
        })
      ).json().data;
      expect(detail.link).toMatch(/^http:\/\/localhost:8080\/meeting\?interviewId=/);
      expect(detail.calendar).toMatchObject({ method: 'REQUEST', sequence: 0 });
      const resend = await bare.app.inject({
        method: 'POST',
        url: `/api/admin/outbox/${invitation.id}/resend`,
        headers: bearer(own),
      });
      expect(resend.statusCode).toBe(409);
      expect(resend.json().msg).toMatch(/^No mail server is configured/);
    } finally {
      await bare.close();
    }
  });

  it('resends a sent message with the same Message-ID', async () => {
    const candidate = await insertCandidate(t.db, workspace, { email: 'again@example.com' });
    await schedule(candidate, new Date(t.clock.now().getTime() + 2 * HOUR));
    await t.outbox.runOnce();
    const [first] = await smtp.waitFor(1);
    const [sent] = (await messages('?status=sent')).filter((m) => m.to === 'again@example.com');
    expect((await call('POST', `/admin/outbox/${sent!.id}/resend`)).body.msg).toBe(
      'Message queued again',
    );
    await t.outbox.runOnce();
    const [, again] = await smtp.waitFor(2);
    expect(again!.messageId).toBe(first!.messageId);
  });

  it('schedules and invites a selection, with a report for each candidate', async () => {
    const ids = await Promise.all(
      [1, 2, 3].map((n) => insertCandidate(t.db, workspace, { email: `bulk${n}@example.com` })),
    );
    const trashed = await insertCandidate(t.db, workspace, { deleted: 1 });
    const res = await call('POST', '/interview/bulk-create', {
      candidate_ids: [...ids, trashed, 'nobody'],
      title: 'Screening',
      scheduled_time: new Date(t.clock.now().getTime() + 3 * HOUR).toISOString(),
      time_zone: 'America/New_York',
    });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Scheduled 3 of 5');
    expect(res.body.data.done.map((d: { candidate_id: string }) => d.candidate_id)).toEqual(ids);
    expect(res.body.data.failed).toEqual([
      { id: trashed, msg: 'Candidate not found' },
      { id: 'nobody', msg: 'Candidate not found' },
    ]);
    await t.outbox.runOnce();
    const mails = await smtp.waitFor(3);
    expect(
      mails.map((m) => (m.parsed.to && 'text' in m.parsed.to ? m.parsed.to.text : '')).sort(),
    ).toEqual(['bulk1@example.com', 'bulk2@example.com', 'bulk3@example.com']);
    const bad = await call('POST', '/interview/bulk-create', {
      candidate_ids: ids,
      title: 'Screening',
      scheduled_time: 'tomorrow',
    });
    expect(bad.status).toBe(400);
  });
});
