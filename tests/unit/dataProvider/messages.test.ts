// The message calls (src/dataProvider/messages.ts, interviewBulk.ts): outbox, webhooks, templates
// and reminders, scheduling many interviews, and the time zone on one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../src/authProvider/session';
import { createDataProvider } from '../../../src/dataProvider';
import type { AppDataProvider } from '../../../src/dataProvider/types';
import { installFakeFetch, jsonBody } from '../support/fakeFetch';
import { installMemoryStorage } from '../support/memoryStorage';

const ok = (data: unknown, msg = 'OK', statusCode = 200) => ({ data, msg, statusCode });
const refused = (msg: string, statusCode: number) => ({ data: {}, msg, statusCode });
const WHEN = new Date('2030-03-05T14:00:00Z');

describe('message calls', () => {
  let api: ReturnType<typeof installFakeFetch>;
  let dp: AppDataProvider;
  beforeEach(() => {
    installMemoryStorage();
    setSession('tok', { _id: 'm1', username: 'olive', role: 'owner', workspace_id: 'w1' });
    api = installFakeFetch();
    dp = createDataProvider('/api');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('listOutbox: the set filters and the page in the query; items and paging read', async () => {
    api.reply(
      200,
      ok({
        items: [
          {
            id: 'o1',
            kind: 'email',
            template: 'interview_invitation',
            to: 'jane@x.io',
            subject: 'Your interview',
            status: 'not_sent',
            attempts: 0,
            last_error: 'Not sent: no mail server configured',
            created_at: '2025-03-05T15:07:00.000Z',
            sent_at: null,
            next_attempt_at: null,
            interview_id: 'int-9',
            candidate_id: 'c1',
          },
        ],
        pagination: { page: 2, total_pages: 3, total: 120 },
      }),
    );
    const page = await dp.listOutbox({
      page: 2,
      status: 'not_sent',
      kind: '',
      interview_id: 'int 9',
    });
    expect(api.request.url).toBe(
      '/api/admin/outbox?status=not_sent&interview_id=int+9&page=2&limit=50',
    );
    expect(page).toMatchObject({ page: 2, totalPages: 3, total: 120 });
    expect(page.items[0]).toMatchObject({
      id: 'o1',
      status: 'not_sent',
      last_error: 'Not sent: no mail server configured',
      sent_at: null,
    });
  });

  it("getOutboxMessage: a webhook's body, kept as JSON text by the server, read as JSON", async () => {
    api.reply(
      200,
      ok({
        id: 'o3',
        kind: 'webhook',
        template: 'interview.scheduled',
        to: 'https://hooks.example.com',
        subject: '',
        status: 'sent',
        attempts: 1,
        last_error: null,
        created_at: '2025-03-05T15:07:00.000Z',
        sent_at: '2025-03-05T15:07:01.000Z',
        body_text: '',
        body_html: '',
        link: '',
        calendar: null,
        payload: '{"id":"o3","type":"interview.scheduled"}',
        log: [{ at: '2025-03-05T15:07:01.000Z', ok: true, error: null }],
      }),
    );
    const message = await dp.getOutboxMessage('o3');
    expect(api.request.url).toBe('/api/admin/outbox/o3');
    expect(message.payload).toEqual({ id: 'o3', type: 'interview.scheduled' });
    expect(message.link).toBeNull();
    expect(message.log).toEqual([{ at: '2025-03-05T15:07:01.000Z', ok: true, error: null }]);
  });

  it("resendOutboxMessage: POST; a 409 rejects with the server's msg", async () => {
    api
      .reply(200, ok({}, 'Message queued again'))
      .reply(409, refused('This webhook was removed: its messages cannot be sent', 409));
    await expect(dp.resendOutboxMessage('o1')).resolves.toEqual({ msg: 'Message queued again' });
    await expect(dp.resendOutboxMessage('o2')).rejects.toMatchObject({
      status: 409,
      message: 'This webhook was removed: its messages cannot be sent',
    });
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/admin/outbox/o1/resend',
      'POST /api/admin/outbox/o2/resend',
    ]);
  });

  it('webhooks: list, create (the secret read), delete', async () => {
    api
      .reply(
        200,
        ok([
          {
            id: 'w1',
            url: 'https://a.example',
            events: ['candidate.created'],
            created_at: '2025-03-01T09:00:00.000Z',
            last_delivery: null,
          },
        ]),
      )
      .reply(
        201,
        ok(
          { id: 'w2', url: 'https://b.example', events: ['interview.scored'], secret: 'whsec_x' },
          'Webhook added',
          201,
        ),
      )
      .reply(200, ok({}, 'Webhook removed'));
    expect(await dp.listWebhooks()).toEqual([
      {
        id: 'w1',
        url: 'https://a.example',
        events: ['candidate.created'],
        created_at: '2025-03-01T09:00:00.000Z',
        last_delivery: null,
      },
    ]);
    await expect(
      dp.createWebhook({ url: 'https://b.example', events: ['interview.scored'] }),
    ).resolves.toEqual({
      id: 'w2',
      url: 'https://b.example',
      events: ['interview.scored'],
      secret: 'whsec_x',
    });
    await expect(dp.deleteWebhook('w2')).resolves.toEqual({ msg: 'Webhook removed' });
    expect(jsonBody(api.requests[1]!)).toEqual({
      url: 'https://b.example',
      events: ['interview.scored'],
    });
    expect(api.requests[2]).toMatchObject({ method: 'DELETE', url: '/api/admin/webhooks/w2' });
  });

  it('templates and reminders: their calls, with what the editor holds', async () => {
    api
      .reply(200, ok({}, 'Reminders saved'))
      .reply(200, ok({}, 'Template saved'))
      .reply(200, ok({}, 'Test message queued to olive@x.io'))
      .reply(200, ok({}, 'Template reset to the default'));
    const text = { subject: 'Hi {candidate_name}', body: 'See you {when}' };
    await dp.saveReminders({ first_hours: 48, second_hours: null });
    await dp.saveTemplate('interview_invitation', text);
    await expect(dp.sendTestMessage('interview_invitation', text)).resolves.toEqual({
      msg: 'Test message queued to olive@x.io',
    });
    await dp.resetTemplate('interview_invitation');
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'PUT /api/admin/messages/reminders',
      'PUT /api/admin/messages/templates/interview_invitation',
      'POST /api/admin/messages/templates/interview_invitation/test',
      'DELETE /api/admin/messages/templates/interview_invitation',
    ]);
    expect(jsonBody(api.requests[0]!)).toEqual({ first_hours: 48, second_hours: null });
    expect(jsonBody(api.requests[1]!)).toEqual(text);
    expect(jsonBody(api.requests[2]!)).toEqual(text);
  });

  it('bulkScheduleInterviews: one request, each candidate done or failed with why', async () => {
    api.reply(
      200,
      ok(
        {
          done: [{ candidate_id: 'a', interview: { id: 'i1', int_id: 'I-1', title: 'T' } }],
          failed: [{ id: 'b', msg: 'Candidate not found' }],
        },
        'Scheduled 1 of 2',
      ),
    );
    const outcome = await dp.bulkScheduleInterviews({
      candidate_ids: ['a', 'b', 'a'],
      title: 'T',
      scheduled_time: WHEN,
      agent_voice: 'ash',
      time_zone: 'Europe/Paris',
    });
    expect(api.request.url).toBe('/api/interview/bulk-create');
    expect(jsonBody(api.request)).toEqual({
      candidate_ids: ['a', 'b'],
      title: 'T',
      scheduled_time: '2030-03-05T14:00:00.000Z',
      agent_voice: 'ash',
      time_zone: 'Europe/Paris',
    });
    expect(outcome.done).toEqual([
      { candidate_id: 'a', interview: expect.objectContaining({ id: 'i1', int_id: 'I-1' }) },
    ]);
    expect(outcome.failed).toEqual([{ id: 'b', msg: 'Candidate not found' }]);
  });

  it('bulkScheduleInterviews: on a server without it, one create a candidate', async () => {
    api
      .reply(404, refused('Not Found', 404))
      .reply(200, ok({ _id: 'i1', int_id: 'I-1' }, 'Interview created'))
      .reply(404, refused('Candidate not found', 404));
    const outcome = await dp.bulkScheduleInterviews({
      candidate_ids: ['a', 'b'],
      title: 'T',
      scheduled_time: WHEN,
    });
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/interview/bulk-create',
      'POST /api/interview/create',
      'POST /api/interview/create',
    ]);
    // no time zone chosen: none sent, as the platform's create always was
    expect(jsonBody(api.requests[1]!)).toEqual({
      candidate_id: 'a',
      title: 'T',
      agent_voice: 'ash',
      scheduled_time: '2030-03-05T14:00:00.000Z',
    });
    expect(outcome.done.map((row) => [row.candidate_id, row.interview.int_id])).toEqual([
      ['a', 'I-1'],
    ]);
    expect(outcome.failed).toEqual([{ id: 'b', msg: 'Candidate not found' }]);
  });

  it('interviews create: time_zone sent only when one is given', async () => {
    api
      .reply(200, ok({ _id: 'i1' }, 'Interview created'))
      .reply(200, ok({ _id: 'i2' }, 'Interview created'));
    const base = { candidate_id: 'c1', title: 'T', agent_voice: 'ash', scheduled_time: WHEN };
    await dp.create('interviews', { data: { ...base, time_zone: 'Asia/Tokyo' } });
    await dp.create('interviews', { data: { ...base, time_zone: '' } });
    expect(jsonBody(api.requests[0]!)).toMatchObject({ time_zone: 'Asia/Tokyo' });
    expect(jsonBody(api.requests[1]!)).not.toHaveProperty('time_zone');
  });
});
