// The Messages screen (src/outbox): the outbox's rows and filters in the address, one message in
// its dialog (its link to copy, its HTML kept in a sandbox, its calendar invitation), Resend.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OutboxItem, OutboxMessage, OutboxQuery } from '../../src/dataProvider/types';
import { OutboxPage } from '../../src/outbox/OutboxPage';
import { allowConsoleMessages } from './consoleGuard';
import { makeDataProvider } from './fakes/generic';
import { findToast, localIso, serverError } from './fixtures';
import { renderAdmin } from './renderAdmin';
import { ADMIN } from './sessionFixtures';

const OWNER = { ...ADMIN, role: 'owner', workspace_id: 'w1' };
const LINK = 'http://localhost:8080/meeting?interviewId=int-9';

const item = (overrides: Partial<OutboxItem>): OutboxItem => ({
  id: 'o-1',
  kind: 'email',
  template: 'interview_invitation',
  to: 'jane@example.com',
  subject: 'Your interview: Frontend screen',
  status: 'sent',
  attempts: 1,
  last_error: null,
  created_at: localIso(2025, 3, 5, 15, 7),
  sent_at: localIso(2025, 3, 5, 15, 8),
  next_attempt_at: null,
  interview_id: 'int-9',
  candidate_id: 'cand-1',
  ...overrides,
});

const ITEMS: OutboxItem[] = [
  item({
    id: 'o-1',
    status: 'not_sent',
    attempts: 0,
    sent_at: null,
    last_error: 'Not sent: no mail server configured',
  }),
  item({ id: 'o-2', template: 'interview_reminder', subject: 'Reminder', status: 'queued' }),
  item({
    id: 'o-3',
    kind: 'webhook',
    template: 'interview.scheduled',
    to: 'https://hooks.example.com/in',
    subject: '',
    status: 'failed',
    attempts: 10,
    sent_at: null,
    last_error: 'The address 10.0.0.5 is private: webhooks may not reach it',
  }),
  item({ id: 'o-4', template: 'member_invitation', to: 'sam@example.com', subject: 'Join' }),
];

const DETAIL: OutboxMessage = {
  ...ITEMS[0]!,
  body_text: 'Hello Jane,\n\nJoin it at this link:\n' + LINK,
  body_html: `<!doctype html><html><body><p>Hello Jane,</p><script>parent.hacked = 1</script></body></html>`,
  link: LINK,
  calendar: {
    method: 'REQUEST',
    uid: 'int-9@interview-ai',
    sequence: 0,
    start: '2030-03-05T14:00:00.000Z',
    end: '2030-03-05T14:30:00.000Z',
    time_zone: 'Europe/Paris',
  },
  payload: null,
  log: [],
};

function setup(url = '/outbox', overrides: Record<string, unknown> = {}) {
  const provider = makeDataProvider({
    listOutbox: vi.fn((query: OutboxQuery) =>
      Promise.resolve({ items: ITEMS, page: query.page, totalPages: 2, total: 60 }),
    ),
    getOutboxMessage: vi.fn(() => Promise.resolve(DETAIL)),
    resendOutboxMessage: vi.fn(() => Promise.resolve({ msg: 'Message queued again' })),
    ...overrides,
  });
  const utils = renderAdmin(<OutboxPage />, {
    dataProvider: provider,
    url,
    route: '/outbox/*',
    session: OWNER,
  });
  return { provider, ...utils };
}

const location = () => screen.getByTestId('location').textContent;
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('Messages (outbox)', () => {
  it('lists messages with their status in plain words, attempts and last error', async () => {
    setup();
    const notSent = await rowOf('Not sent: no mail server configured');
    expect(notSent).toHaveTextContent('Interview invitation');
    expect(notSent).toHaveTextContent('jane@example.com');
    expect(notSent).toHaveTextContent('Not sent');
    expect(notSent).toHaveTextContent('5 Mar 2025, 3:07pm');
    expect(notSent).toHaveTextContent('Not yet');

    const webhook = await rowOf('https://hooks.example.com/in');
    expect(webhook).toHaveTextContent('Interview scheduled');
    expect(webhook).toHaveTextContent('Failed');
    expect(webhook).toHaveTextContent('10');
    expect(within(webhook).getByTitle('Webhook')).toBeInTheDocument();
    expect(await rowOf('Reminder')).toHaveTextContent('Queued');
    expect(await rowOf('sam@example.com')).toHaveTextContent('Team invitation');
    expect(screen.getByText('60 messages')).toBeInTheDocument();
  });

  it("takes an interview's filter from the address, and clears it with its chip", async () => {
    const { provider, user } = setup('/outbox?interview_id=int-9&status=not_sent', {
      // the chip names the interview as people know it: code, title, candidate
      getOne: vi.fn(() =>
        Promise.resolve({
          data: { id: 'int-9', int_id: 'I-ABC123', title: 'Frontend', candidate: { name: 'Jane' } },
        }),
      ),
    });
    const chip = 'Messages of interview I-ABC123 “Frontend” Jane';
    expect(await screen.findByText(chip)).toBeInTheDocument();
    expect(provider.listOutbox).toHaveBeenCalledWith({
      interview_id: 'int-9',
      status: 'not_sent',
      page: 1,
      limit: 50,
    });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('not_sent');

    await user.click(screen.getByTitle('Show every message'));
    await waitFor(() => expect(location()).toBe('/outbox?status=not_sent'));
    expect(screen.queryByText(chip)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(provider.listOutbox).toHaveBeenLastCalledWith({
        status: 'not_sent',
        page: 1,
        limit: 50,
      }),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Webhook');
    await waitFor(() => expect(location()).toBe('/outbox?status=not_sent&kind=webhook'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe('/outbox?status=not_sent&kind=webhook&page=2'));
    await waitFor(() =>
      expect(provider.listOutbox).toHaveBeenLastCalledWith({
        status: 'not_sent',
        kind: 'webhook',
        page: 2,
        limit: 50,
      }),
    );
  });

  it('says so in plain words when nothing matches, and when there is nothing yet', async () => {
    const empty = vi.fn(() => Promise.resolve({ items: [], page: 1, totalPages: 1, total: 0 }));
    setup('/outbox?status=failed', { listOutbox: empty });
    expect(await screen.findByText('No message matches these filters.')).toBeInTheDocument();
  });

  it('says the outbox is not available on a server without it', async () => {
    allowConsoleMessages(/Not Found/);
    setup('/outbox', { listOutbox: vi.fn(() => Promise.reject(serverError('Not Found', 404))) });
    expect(
      await screen.findByText('This server sends no messages, so there is no outbox to show.'),
    ).toBeInTheDocument();
  });

  it('opens a message not sent: its link to copy, its email in a sandbox, its invitation', async () => {
    const { provider, user } = setup();
    const [first] = await screen.findAllByRole('button', {
      name: /to jane@example\.com: open it$/,
    });
    await user.click(first!);
    const dialog = await screen.findByRole('dialog');
    expect(provider.getOutboxMessage).toHaveBeenCalledWith('o-1');
    const link = await within(dialog).findByRole('textbox', { name: 'Link of this message' });
    expect(link).toHaveValue(LINK);
    expect(dialog).toHaveTextContent(
      'This email was not sent: copy the link and send it to jane@example.com yourself.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await findToast('Copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(LINK);

    // the HTML runs nothing: a frame sandboxed of everything, never markup in this page
    const frame = within(dialog).getByTitle('The email as its recipient sees it');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Hello Jane,</p>');
    expect(dialog.querySelector('script')).toBeNull();
    await user.click(within(dialog).getByRole('tab', { name: 'Text' }));
    expect(dialog).toHaveTextContent('Join it at this link:');

    // 14:00 UTC is 3pm in Paris
    expect(dialog).toHaveTextContent('Invitation or update (REQUEST)');
    expect(dialog).toHaveTextContent('5 Mar 2030, 3:00pm');
    expect(dialog).toHaveTextContent('5 Mar 2030, 3:30pm');
    expect(dialog).toHaveTextContent('Times in Europe/Paris');
    expect(dialog).toHaveTextContent('int-9@interview-ai');
    expect(dialog).toHaveTextContent('No attempt yet.');
  });

  it("shows the server's reason when a resend is refused, and its message when done", async () => {
    allowConsoleMessages(/no mail server/);
    const resend = vi
      .fn()
      .mockRejectedValueOnce(serverError('Mail is not sent: no mail server configured.', 409))
      .mockResolvedValueOnce({ msg: 'Message queued again' });
    const { user } = setup('/outbox', { resendOutboxMessage: resend });
    await user.click(
      (await screen.findAllByRole('button', { name: /to jane@example\.com: open it$/ }))[0]!,
    );
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('textbox', { name: 'Link of this message' });

    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Mail is not sent: no mail server configured.',
    );
    expect(resend).toHaveBeenCalledWith('o-1');

    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(await findToast('Message queued again')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
  });

  it("shows a webhook delivery's JSON body and its attempts", async () => {
    const webhook: OutboxMessage = {
      ...ITEMS[2]!,
      body_text: '',
      body_html: '',
      link: null,
      calendar: null,
      payload: { id: 'o-3', type: 'interview.scheduled', data: { id: 'int-9' } },
      log: [{ at: localIso(2025, 3, 5, 15, 8), ok: false, error: 'Timed out after 10 seconds' }],
    };
    const { user } = setup('/outbox', { getOutboxMessage: vi.fn(() => Promise.resolve(webhook)) });
    await user.click(
      await screen.findByRole('button', {
        name: /to https:\/\/hooks\.example\.com\/in: open it$/,
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/"type": "interview.scheduled"/)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('5 Mar 2025, 3:08pm · Failed');
    expect(dialog).toHaveTextContent('Timed out after 10 seconds');
    expect(dialog).toHaveTextContent('The address 10.0.0.5 is private');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });
});
