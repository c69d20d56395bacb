// Scheduling an interview for each selected candidate (issue 51): the one-candidate form's fields
// for all, then what happened to each, by name; the time zone sent only when one is chosen.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/dataProvider';
import type { BulkScheduleInput, BulkScheduleOutcome } from '../../src/dataProvider/types';
import { CandidatesPage } from '../../src/resources/candidates/CandidatesPage';
import { toDateTimeLocal } from '../../src/resources/interviews/scheduleInterview';
import { allowConsoleMessages } from './consoleGuard';
import { makeProvider } from './fakes/candidates';
import { interview, makeCandidate, serverError } from './fixtures';
import { renderAdmin } from './renderAdmin';
import { ADMIN } from './sessionFixtures';

const PAGES = [
  {
    no_interview_doc: [
      makeCandidate({ id: 'a', name: 'Ada Lovelace' }),
      makeCandidate({ id: 'b', name: 'Grace Hopper' }),
      makeCandidate({ id: 'c', name: 'Alan Turing' }),
    ],
  },
  { no_interview_doc: [makeCandidate({ id: 'd', name: 'Katherine Johnson' })] },
];

const box = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` });
const bar = () => screen.getByRole('region', { name: 'Actions on the selected candidates' });
const popup = () => screen.getByRole('dialog');

/** The server's answer: every candidate scheduled but those in `refuse`, with their reasons. */
function bulkServer(refuse: Record<string, string> = {}) {
  return vi.fn((input: BulkScheduleInput) =>
    Promise.resolve<BulkScheduleOutcome>({
      done: input.candidate_ids
        .filter((id) => !(String(id) in refuse))
        .map((id, index) => ({
          candidate_id: id,
          interview: interview({ id: `int-${id}`, int_id: `I-BULK0${index + 1}` }),
        })),
      failed: Object.entries(refuse).map(([id, msg]) => ({ id, msg })),
    }),
  );
}

function renderCandidates(bulkScheduleInterviews = bulkServer(), session = ADMIN) {
  const provider = { ...makeProvider({ pages: PAGES }), bulkScheduleInterviews };
  return {
    provider,
    ...renderAdmin(<CandidatesPage />, { dataProvider: provider, session, auth: true }),
  };
}

function inDays(days: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(10, 30, 0, 0);
  return date;
}

async function fillForm(user: ReturnType<typeof renderCandidates>['user'], when: Date) {
  const dialog = await screen.findByRole('dialog', { name: 'Schedule interviews' });
  await user.type(within(dialog).getByLabelText(/Interview title/), 'Frontend screen');
  fireEvent.change(within(dialog).getByLabelText(/Date and time/), {
    target: { value: toDateTimeLocal(when) },
  });
  return dialog;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('candidates: schedule interviews for the selection', () => {
  it('schedules each, then reports each by name: its code, or why not', async () => {
    const refuse = { b: 'This candidate is in the trash' };
    const { provider, user } = renderCandidates(bulkServer(refuse));
    await screen.findByText('Ada Lovelace');
    await user.click(box('Ada Lovelace'));
    await user.click(box('Grace Hopper'));
    await user.click(screen.getByRole('button', { name: 'Page 02' }));
    await screen.findByText('Katherine Johnson');
    await user.click(box('Katherine Johnson'));

    await user.click(within(bar()).getByRole('button', { name: 'Schedule interviews' }));
    const when = inDays(3);
    const dialog = await fillForm(user, when);
    expect(dialog).toHaveTextContent('For 3 selected candidates');
    await user.type(
      within(dialog).getByRole('combobox', { name: "Candidate's time zone" }),
      'Europe/Par',
    );
    await user.click(await screen.findByRole('option', { name: 'Europe/Paris' }));
    await user.click(within(dialog).getByRole('button', { name: 'Schedule interviews' }));

    const report = await within(popup()).findByRole('table', { name: 'Interviews scheduled' });
    expect(provider.bulkScheduleInterviews).toHaveBeenCalledWith({
      candidate_ids: ['a', 'b', 'd'],
      title: 'Frontend screen',
      scheduled_time: when,
      agent_voice: 'ash',
      time_zone: 'Europe/Paris',
    });
    expect(within(popup()).getByRole('status')).toHaveTextContent('Scheduled 2 of 3.');
    const row = (name: string) => within(report).getByText(name).closest('tr')!;
    expect(row('Ada Lovelace')).toHaveTextContent('Scheduled: I-BULK01');
    expect(row('Grace Hopper')).toHaveTextContent('Not scheduled: This candidate is in the trash');
    expect(row('Katherine Johnson')).toHaveTextContent('Scheduled: I-BULK02');

    await user.click(within(popup()).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // the one that failed stays selected, to try again
    expect(within(bar()).getByRole('status')).toHaveTextContent(/^1 selected/);
  });

  it('sends no time zone and no count when none is chosen; checks the time first', async () => {
    const { provider, user } = renderCandidates();
    await screen.findByText('Ada Lovelace');
    await user.click(box('Alan Turing'));
    await user.click(within(bar()).getByRole('button', { name: 'Schedule interviews' }));
    const dialog = await fillForm(user, inDays(-1));
    await user.click(within(dialog).getByRole('button', { name: 'Schedule interviews' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please choose a time in the future',
    );
    expect(provider.bulkScheduleInterviews).not.toHaveBeenCalled();

    const when = inDays(1);
    fireEvent.change(within(dialog).getByLabelText(/Date and time/), {
      target: { value: toDateTimeLocal(when) },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule interviews' }));
    await within(popup()).findByRole('table', { name: 'Interviews scheduled' });
    const [input] = provider.bulkScheduleInterviews.mock.calls[0]!;
    expect(input).toEqual({
      candidate_ids: ['c'],
      title: 'Frontend screen',
      scheduled_time: when,
      agent_voice: 'ash',
    });
    expect(input).not.toHaveProperty('time_zone');
    expect(input).not.toHaveProperty('num_questions');
  });

  it('shows a refusal of the whole request in the form, what was typed kept', async () => {
    allowConsoleMessages(/title/);
    const refuse = vi.fn(() => Promise.reject(serverError('title must be at most 200 characters')));
    const { user } = renderCandidates(refuse);
    await screen.findByText('Ada Lovelace');
    await user.click(box('Ada Lovelace'));
    await user.click(within(bar()).getByRole('button', { name: 'Schedule interviews' }));
    const dialog = await fillForm(user, inDays(2));
    await user.click(within(dialog).getByRole('button', { name: 'Schedule interviews' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'title must be at most 200 characters',
      ),
    );
    expect(within(dialog).getByLabelText(/Interview title/)).toHaveValue('Frontend screen');
  });

  it("waits out a busy server's Retry-After, saying so, then reports each", async () => {
    // the console's own client over a fake fetch: the first bulk-create answers 503, busy
    const statuses: number[] = [];
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      statuses.push(status);
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', ...headers },
      });
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: RequestInfo | URL, init: RequestInit = {}) => {
        if (statuses.length === 0) {
          const msg = 'The server is busy reading other PDFs. Try again in a moment.';
          return answer(503, { msg }, { 'Retry-After': '1' });
        }
        const { candidate_ids } = JSON.parse(String(init.body)) as { candidate_ids: string[] };
        const done = candidate_ids.map((id) => ({
          candidate_id: id,
          interview: { _id: `int-${id}`, int_id: 'I-BUSY01' },
        }));
        return answer(200, { statusCode: 200, msg: 'Interviews scheduled', data: { done } });
      }),
    );
    const real = createDataProvider('/api');
    const { user } = renderCandidates(
      vi.fn((input: BulkScheduleInput) => real.bulkScheduleInterviews(input)),
    );
    await screen.findByText('Ada Lovelace');
    await user.click(box('Ada Lovelace'));
    await user.click(within(bar()).getByRole('button', { name: 'Schedule interviews' }));
    const dialog = await fillForm(user, inDays(2));
    await user.click(within(dialog).getByRole('button', { name: 'Schedule interviews' }));

    expect(
      await within(dialog).findByText('The server is busy. Trying again in 1 s…'),
    ).toBeVisible();
    const report = await within(popup()).findByRole('table', { name: 'Interviews scheduled' });
    expect(within(report).getByText('Ada Lovelace').closest('tr')).toHaveTextContent(
      'Scheduled: I-BUSY01',
    );
    expect(statuses).toEqual([503, 200]);
  });

  it('is not offered to a role that may not schedule', async () => {
    const { user } = renderCandidates(bulkServer(), {
      ...ADMIN,
      role: 'reviewer',
      workspace_id: 'w1',
    });
    await screen.findByText('Ada Lovelace');
    await user.click(box('Ada Lovelace'));
    expect(screen.queryByRole('button', { name: 'Schedule interviews' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Actions on the selected candidates' }),
    ).not.toBeInTheDocument();
  });
});
