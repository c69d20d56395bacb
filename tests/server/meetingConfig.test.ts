// The interview's window and time limit come from MEETING_* (docs/interview-api.md, "The window").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshAddress,
  meetingCall,
  prepareAdmin,
  scheduleInterview,
  type Admin,
} from './meetingHelpers.ts';
import { startTestApp, type TestApp } from './testApp.ts';

let t: TestApp;
let admin: Admin;

beforeAll(async () => {
  t = await startTestApp({
    MEETING_OPENS_MINUTES_BEFORE: '30',
    MEETING_CLOSES_MINUTES_AFTER: '10',
    MEETING_QUESTION_SECONDS: '90',
  });
  admin = { id: await t.adminId(), token: await t.login() };
  await prepareAdmin(t, admin.token, [{ skill: 'Go', num_questions: 0 }], {
    go: [{ question: 'What is a goroutine?', difficulty: 'easy' }],
  });
});
afterAll(async () => {
  await t?.close();
});

describe('MEETING_* settings', () => {
  it('open the window 30 minutes before, close it 10 after, and limit each question', async () => {
    const soon = await scheduleInterview(t, admin, ['Go'], 25);
    const past = await scheduleInterview(t, admin, ['Go'], -11);
    const address = freshAddress();

    const session = (await meetingCall(t, soon, 'session', { address })).json().data;
    const at = Date.parse(soon.json.scheduled_time as string);
    expect(session.window).toEqual({
      opens_at: new Date(at - 30 * 60_000).toISOString(),
      closes_at: new Date(at + 10 * 60_000).toISOString(),
    });
    expect(session).toMatchObject({ can_start: true, time_limit_sec: 90 });
    const started = await meetingCall(t, soon, 'start', { address });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data).toMatchObject({ time_limit_sec: 90, current: { index: 0 } });

    const closed = (await meetingCall(t, past, 'session', { address })).json().data;
    expect([closed.can_start, closed.blocked]).toEqual([false, 'closed']);
  });
});
