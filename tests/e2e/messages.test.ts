// Issue 51 in Chromium, with a real SMTP server started here: the owner schedules an interview in
// the candidate's time zone; the Messages screen shows the invitation sent, its text and its
// calendar time; the interview's messages are one click from it; a template is edited with its
// preview and a test sent; a webhook is added and its secret shown once. Screenshots of each.
import type { Page } from 'playwright-core';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { startSmtpReceiver, type SmtpReceiver } from '../server/receivers.ts';
import path from 'node:path';
import { expectNoAxeViolations } from './axe.ts';
import { SCREENS_DIR, screenshot } from './browser.ts';
import { localSlot, openSignedIn, serverAndBrowser } from './suite.ts';

const NAME = 'Mary Jackson';
const EMAIL = 'mary.jackson@example.com';

let smtp: SmtpReceiver;
const env: Record<string, string> = {
  OUTBOX_POLL_MS: '300',
  MAIL_FROM: 'Acme Hiring <hiring@acme.example>',
};

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  env.SMTP_URL = smtp.url;
});
afterAll(async () => {
  await smtp?.stop();
});

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.Toastify__toast', { hasText: text }).first();

describe('messages in the browser', () => {
  const suite = serverAndBrowser({ seed: true, env });

  it(
    'schedules, finds the invitation sent with its calendar time, and opens it from the interview',
    {
      timeout: 120_000,
    },
    async () => {
      const created = await suite.server.api(
        'POST',
        '/candidate/import/rows',
        { rows: [{ name: NAME, email: EMAIL, phone: '+1 555 0142' }] },
        suite.token,
      );
      expect(created.status).toBe(200);
      const { page } = await openSignedIn(suite, `/manage-candidate?q=${encodeURIComponent(NAME)}`);
      await page.getByRole('button', { name: `Schedule an interview with ${NAME}` }).click();
      const popup = page.getByRole('dialog', { name: /Schedule Interview/ });
      await popup.waitFor();
      const slot = localSlot(3, 15, 30);
      await popup.getByLabel('Date and time').fill(slot.value);
      await popup.getByLabel("Candidate's time zone").fill('Asia/Tokyo');
      await page.getByRole('option', { name: 'Asia/Tokyo' }).click();
      await screenshot(page, 'messages-schedule-time-zone');
      await popup.getByRole('button', { name: 'Schedule Interview' }).click();
      await toast(page, /^Interview scheduled for /).waitFor();

      // the mail arrives: its time in Tokyo, said so
      const [mail] = await smtp.waitFor(1, 20_000);
      expect(mail!.parsed.to).toMatchObject({ text: EMAIL });
      const tokyo = new Intl.DateTimeFormat('en-GB', {
        dateStyle: 'full',
        timeStyle: 'short',
        timeZone: 'Asia/Tokyo',
      }).format(slot.date);
      expect(mail!.parsed.text).toContain(`${tokyo} (Asia/Tokyo)`);

      await page.goto('/outbox');
      const table = page.getByRole('table', { name: 'Messages' });
      // the invitation (its reminders are listed beside it, newest first)
      const row = table.getByRole('row').filter({ hasText: 'Your interview:' });
      await row.getByText('Sent', { exact: true }).waitFor({ timeout: 15_000 });
      await screenshot(page, 'messages-outbox');
      await expectNoAxeViolations(page, 'the Messages screen');
      await row
        .getByRole('button', { name: `Interview invitation to ${EMAIL}: open it` })
        .first()
        .click();
      const detail = page.getByRole('dialog');
      await detail.getByText('Calendar invitation').waitFor();
      await detail.getByText('Invitation or update (REQUEST)').waitFor();
      await detail.getByText('Times in Asia/Tokyo').waitFor();
      const link = await detail.getByRole('textbox', { name: 'Link of this message' }).inputValue();
      expect(link).toMatch(/\/meeting\?interviewId=\w+&token=/);
      expect(mail!.parsed.text).toContain(link);
      await screenshot(page, 'messages-outbox-detail');
      await expectNoAxeViolations(page, 'a message');
      // sent again, with the same Message-ID (a mail client drops the repeat)
      await detail.getByRole('button', { name: 'Resend' }).click();
      await toast(page, 'Message queued again').waitFor();
      const [, again] = await smtp.waitFor(2, 20_000);
      expect(again!.messageId).toBe(mail!.messageId);
      await detail.getByRole('button', { name: 'Close' }).last().click();

      // from the interview, one click to its messages
      const interviewId = new URL(link).searchParams.get('interviewId')!;
      await page.goto('/scheduled-interviews');
      await page.getByRole('button', { name: `Messages of the interview with ${NAME}` }).click();
      await page.waitForURL(`**/outbox?interview_id=${interviewId}`);
      // the chip names the interview as people know it: its code, title and candidate
      await page
        .getByText(/^Messages of interview I-\w{6} “Interview with Mary Jackson” Mary Jackson$/)
        .waitFor();
      await table.getByRole('row').filter({ hasText: 'Your interview:' }).waitFor();
      expect(await table.getByRole('row').filter({ hasText: EMAIL }).count()).toBe(3);
    },
  );

  it(
    'edits a template with its preview, refuses an unknown placeholder, sends a test',
    {
      timeout: 120_000,
    },
    async () => {
      smtp.mails.length = 0;
      const { page } = await openSignedIn(suite, '/setting');
      const subject = page.getByLabel('Subject', { exact: true });
      await subject.waitFor();
      await subject.fill('Your interview with {workspace}: {nope}');
      await page
        .getByText(/\{nope\}/)
        .first()
        .waitFor();
      await expect(page.getByRole('button', { name: 'Save template' }).isDisabled()).resolves.toBe(
        true,
      );
      await screenshot(page, 'messages-template-unknown');
      await subject.fill('Your interview with {workspace}, {candidate_name}');
      const preview = page.getByText('Subject: Your interview with', { exact: false });
      await preview.waitFor();
      expect(await preview.textContent()).toContain('Jane Doe');
      // the HTML preview, in its sandboxed frame, with the sample values
      const frame = page.frameLocator('iframe[title="Preview of the email"]');
      await frame.getByText('Hello Jane Doe,').waitFor();
      await screenshot(page, 'messages-template-preview');
      // as it stands in the window (a full-page picture leaves frames blank)
      await page.locator('iframe[title="Preview of the email"]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SCREENS_DIR, 'messages-template-preview-view.png') });
      await page.getByRole('button', { name: 'Save template' }).click();
      await toast(page, 'Template saved').waitFor();
      await page.getByRole('button', { name: 'Send test' }).click();
      await toast(page, /Test message queued/).waitFor();
      const [test] = await smtp.waitFor(1, 20_000);
      expect(test!.parsed.subject).toMatch(/^\[Test\] Your interview with .*, Jane Doe$/);
    },
  );

  it('adds a webhook and shows its secret once', { timeout: 60_000 }, async () => {
    const { page } = await openSignedIn(suite, '/webhooks');
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('URL').fill('https://hooks.example.com/interviews');
    await dialog.getByLabel('Interview scheduled').check();
    await screenshot(page, 'messages-webhook-add');
    await expectNoAxeViolations(page, 'add a webhook');
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    const secret = page.getByRole('textbox', { name: 'Secret of the webhook' });
    await secret.waitFor();
    expect(await secret.inputValue()).toMatch(/^whsec_/);
    await screenshot(page, 'messages-webhook-secret');
    await expectNoAxeViolations(page, "a webhook's secret");
    await page.getByRole('button', { name: 'Done' }).click();
    await page
      .getByRole('cell', { name: 'https://hooks.example.com/interviews', exact: true })
      .waitFor();
    await expectNoAxeViolations(page, 'the Webhooks screen');
    await screenshot(page, 'messages-webhooks');
  });
});
