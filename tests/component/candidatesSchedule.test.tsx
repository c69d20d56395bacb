import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../src/dates/dates';
import { ScheduleInterviewDialog } from '../../src/resources/interviews/ScheduleInterviewDialog';
import { toDateTimeLocal } from '../../src/resources/interviews/scheduleInterview';
import { allowConsoleMessages } from './consoleGuard';
import { makeProvider, type FakeProvider } from './fakes/candidates';
import { makeCandidate, serverError } from './fixtures';
import { renderAdmin } from './renderAdmin';

const CANDIDATE = makeCandidate({
  id: 'c9',
  name: 'Alan Turing',
  cand_id: 'C-ALA003',
  skills: ['Backend', 'python'],
});

function renderSchedule(provider: FakeProvider, candidate = CANDIDATE) {
  const onClose = vi.fn();
  const onScheduled = vi.fn();
  const utils = renderAdmin(
    <ScheduleInterviewDialog
      open
      candidate={candidate}
      onClose={onClose}
      onScheduled={onScheduled}
    />,
    { dataProvider: provider, resource: 'candidates' },
  );
  return { ...utils, onClose, onScheduled };
}

const popup = () => screen.getByRole('dialog', { name: 'Schedule Interview' });
const inFuture = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(10, 30, 0, 0);
  return date;
};
const setWhen = (date: Date | string) =>
  fireEvent.change(within(popup()).getByLabelText(/Date and time/), {
    target: { value: typeof date === 'string' ? date : toDateTimeLocal(date) },
  });
const alertText = () => within(popup()).getByRole('alert').textContent;

describe('schedule interview popup', () => {
  it("defaults the questions to the admin's counts for the candidate's skills", async () => {
    renderSchedule(makeProvider());
    const dialog = popup();
    expect(within(dialog).getByText('For Alan Turing · C-ALA003')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Interview title/)).toHaveValue(
      'Interview with Alan Turing',
    );
    // Backend 5 + Python 3 (any case)
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Number of questions')).toHaveValue(8),
    );
    expect(
      within(dialog).getByText('From the admin counts of Backend (5), Python (3)'),
    ).toBeVisible();
    expect(within(dialog).getByLabelText(/Date and time/)).toHaveAttribute(
      'type',
      'datetime-local',
    );
  });

  it('offers the five voices with their descriptions', async () => {
    const { user } = renderSchedule(makeProvider());
    const voice = await within(popup()).findByRole('combobox', { name: 'Agent voice' });
    await waitFor(() => expect(voice).toHaveTextContent('Ash — Warm, friendly male voice'));
    await user.click(voice);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'AshWarm, friendly male voice',
      'BalladSmooth, melodic female voice',
      'CoralBright, energetic female voice',
      'SageCalm, wise voice',
      'VersePoetic, expressive voice',
    ]);
    await user.click(options[3]!);
    expect(voice).toHaveTextContent('Sage — Calm, wise voice');
  });

  it('needs a date and time in the future', async () => {
    const provider = makeProvider();
    const { user } = renderSchedule(provider);
    await user.click(within(popup()).getByRole('button', { name: 'Schedule Interview' }));
    expect(alertText()).toBe('Please choose a date and time');

    const past = new Date();
    past.setHours(past.getHours() - 2);
    setWhen(past);
    await user.click(within(popup()).getByRole('button', { name: 'Schedule Interview' }));
    expect(alertText()).toBe('Please choose a time in the future');

    await user.clear(within(popup()).getByLabelText('Number of questions'));
    await user.type(within(popup()).getByLabelText('Number of questions'), '0');
    setWhen(inFuture(1));
    await user.click(within(popup()).getByRole('button', { name: 'Schedule Interview' }));
    expect(alertText()).toBe('The number of questions must be a whole number from 1 to 100');
    expect(provider.create).not.toHaveBeenCalled();
  });

  it('creates the interview, then closes with a toast', async () => {
    const provider = makeProvider();
    provider.create.mockImplementationOnce(
      (_r: string, params: { data: Record<string, unknown> }) =>
        Promise.resolve({ data: { ...params.data, id: 'int-1' } }),
    );
    const { user, onClose, onScheduled } = renderSchedule(provider);
    await waitFor(() =>
      expect(within(popup()).getByLabelText('Number of questions')).toHaveValue(8),
    );
    const when = inFuture(2);
    setWhen(when);
    await user.click(within(popup()).getByRole('combobox', { name: 'Agent voice' }));
    await user.click(await screen.findByRole('option', { name: /^Coral/ }));
    await user.click(within(popup()).getByRole('button', { name: 'Schedule Interview' }));

    await waitFor(() => expect(provider.create).toHaveBeenCalledTimes(1));
    const [resource, params] = provider.create.mock.calls[0]!;
    expect(resource).toBe('interviews');
    // no time zone chosen: none sent, so a platform without them sees the call it always did
    expect(params.data).toEqual({
      candidate_id: 'c9',
      title: 'Interview with Alan Turing',
      agent_voice: 'coral',
      scheduled_time: when,
      num_questions: 8,
    });
    expect(
      await screen.findByText(`Interview scheduled for ${formatDateTime(when)}`),
    ).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onScheduled).toHaveBeenCalledWith(expect.objectContaining({ id: 'int-1' }));
  });

  it("sends the candidate's time zone when one is chosen (never an empty one)", async () => {
    const provider = makeProvider();
    const { user, onClose } = renderSchedule(provider);
    await waitFor(() =>
      expect(within(popup()).getByLabelText('Number of questions')).toHaveValue(8),
    );
    const zone = within(popup()).getByRole('combobox', { name: "Candidate's time zone" });
    expect(zone).toHaveValue('');
    await user.type(zone, 'Asia/Tok');
    await user.click(await screen.findByRole('option', { name: 'Asia/Tokyo' }));
    const when = inFuture(4);
    setWhen(when);
    await user.click(within(popup()).getByRole('button', { name: 'Schedule Interview' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, params] = provider.create.mock.calls[0]!;
    expect(params.data).toEqual({
      candidate_id: 'c9',
      title: 'Interview with Alan Turing',
      agent_voice: 'ash',
      scheduled_time: when,
      num_questions: 8,
      time_zone: 'Asia/Tokyo',
    });
  });

  it("shows the server's refusal and stays open", async () => {
    allowConsoleMessages(/is not one of your skills/);
    const provider = makeProvider();
    provider.create.mockImplementationOnce(() =>
      Promise.reject(serverError("Skill 'Rust' is not one of your skills", 403)),
    );
    const { user, onClose } = renderSchedule(
      provider,
      makeCandidate({ id: 'c10', name: 'Grace', skills: ['Python', 'Rust'] }),
    );
    // the popup warns before sending
    expect(await within(popup()).findByText(/Not among your skills: Rust\./)).toBeInTheDocument();
    setWhen(inFuture(3));
    await user.click(within(popup()).getByRole('button', { name: 'Schedule Interview' }));
    await waitFor(() => expect(alertText()).toBe("Skill 'Rust' is not one of your skills"));
    expect(onClose).not.toHaveBeenCalled();
    expect(within(popup()).getByRole('button', { name: 'Schedule Interview' })).toBeEnabled();
  });

  it('shows nothing without a candidate', () => {
    renderAdmin(<ScheduleInterviewDialog open candidate={null} onClose={() => undefined} />, {
      dataProvider: makeProvider(),
      resource: 'candidates',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
