import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { allowConsoleMessages } from './consoleGuard';
import { formatDateTime } from '../../src/dates/dates';
import { ScheduledInterviewsPage } from '../../src/resources/interviews/ScheduledInterviewsPage';
import { lastListParams, makeDataProvider } from './fakes/interviews';
import { interview, localIso, serverError } from './fixtures';
import { renderAdmin } from './renderAdmin';

const JANE = interview();
const SAM = interview({
  id: 'int-2',
  int_id: 'I-XY0002',
  candidate_id: 'cand-2',
  candidate: { cand_id: 'C-SAM001', name: 'Sam Lee' },
  title: 'Backend deep dive',
  scheduled_time: localIso(2030, 3, 6, 9, 30),
  status: 'in_progress',
  agent_voice: 'verse',
  link: '/meeting?interviewId=int-2',
});
const DONE = interview({ id: 'int-3', status: 'completed', candidate: { name: 'Old Done' } });

function setup(interviews = [JANE, SAM, DONE]) {
  const { provider, tables } = makeDataProvider({ interviews });
  const utils = renderAdmin(<ScheduledInterviewsPage />, {
    dataProvider: provider,
    resource: 'interviews',
    url: '/scheduled-interviews',
    route: '/scheduled-interviews/*',
  });
  return { provider, tables, ...utils };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('Scheduled interviews', () => {
  it('asks for scheduled and in-progress interviews, soonest first', async () => {
    const { provider } = setup();
    await screen.findByText('Jane Doe');
    const params = lastListParams(provider, 'interviews');
    expect(params.filter).toEqual({ status: ['scheduled', 'in_progress'] });
    expect(params.sort).toEqual({ field: 'scheduled_time', order: 'ASC' });
    expect(screen.queryByText('Old Done')).not.toBeInTheDocument();
  });

  it('shows candidate and ID, title, time, capitalised voice, status and the full join link', async () => {
    setup();
    const jane = await rowOf('Jane Doe');
    expect(within(jane).getByText('C-AB1234')).toBeInTheDocument();
    expect(within(jane).getByText('Frontend screen')).toBeInTheDocument();
    expect(within(jane).getByText('5 Mar 2030, 3:07pm')).toBeInTheDocument();
    expect(within(jane).getByText('Coral')).toBeInTheDocument();
    expect(within(jane).getByText('Scheduled')).toBeInTheDocument();
    const link = within(jane).getByRole('link', {
      name: 'Open the join link of Jane Doe in a new tab',
    });
    expect(link).toHaveAttribute('href', `${window.location.origin}/meeting?interviewId=int-1`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));

    const sam = await rowOf('Sam Lee');
    expect(within(sam).getByText('In progress')).toBeInTheDocument();
    expect(within(sam).getByText('Verse')).toBeInTheDocument();
    expect(within(sam).getByText('6 Mar 2030, 9:30am')).toBeInTheDocument();
  });

  it('shows an empty state when nothing is scheduled', async () => {
    setup([DONE]);
    expect(await screen.findByText('No scheduled interviews')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to candidates' })).toHaveAttribute(
      'href',
      '/manage-candidate',
    );
  });

  it('reschedules only to a time in the future, then saves it', async () => {
    const { provider, user } = setup();
    await user.click(
      await screen.findByRole('button', { name: 'Reschedule the interview with Jane Doe' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule interview' });
    expect(within(dialog).getByText('Currently 5 Mar 2030, 3:07pm')).toBeInTheDocument();
    const input = within(dialog).getByLabelText(/New date and time/);
    expect(input).toHaveValue('2030-03-05T15:07');

    fireEvent.change(input, { target: { value: '2020-01-01T10:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(within(dialog).getByText('Choose a time in the future')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(provider.update).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: '' } });
    expect(within(dialog).getByText('Choose a date and time')).toBeInTheDocument();

    fireEvent.change(input, { target: { value: '2031-07-09T08:45' } });
    expect(within(dialog).queryByText('Choose a time in the future')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));

    await waitFor(() => expect(provider.update).toHaveBeenCalledTimes(1));
    const [resource, params] = provider.update.mock.calls[0]!;
    expect(resource).toBe('interviews');
    expect(params).toMatchObject({
      id: 'int-1',
      data: { scheduled_time: new Date(2031, 6, 9, 8, 45).toISOString() },
    });
    expect(
      await screen.findByText('Interview rescheduled to 9 Jul 2031, 8:45am'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const jane = await rowOf('Jane Doe');
    await waitFor(() => expect(within(jane).getByText('9 Jul 2031, 8:45am')).toBeInTheDocument());
  });

  it('keeps the reschedule dialog and the chosen time when the save fails', async () => {
    allowConsoleMessages(/new HttpError/);
    const { provider, user } = setup();
    provider.update.mockImplementationOnce(() =>
      Promise.reject(serverError('Interview not found', 404)),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Reschedule the interview with Jane Doe' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule interview' });
    const input = within(dialog).getByLabelText(/New date and time/);
    fireEvent.change(input, { target: { value: '2031-07-09T08:45' } });
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(await screen.findByText('Interview not found')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Reschedule interview' })).toBeInTheDocument();
    expect(input).toHaveValue('2031-07-09T08:45');
  });

  it('cancels after a confirmation naming the candidate', async () => {
    const { provider, user } = setup();
    await user.click(
      await screen.findByRole('button', { name: 'Cancel the interview with Jane Doe' }),
    );
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Cancel this interview?');
    expect(dialog).toHaveTextContent(
      `Cancel the interview "Frontend screen" with Jane Doe on ${formatDateTime(JANE.scheduled_time)}? The candidate will no longer be able to join.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(provider.update).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancel the interview with Jane Doe' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel interview' }));
    await waitFor(() =>
      expect(provider.update).toHaveBeenCalledWith(
        'interviews',
        expect.objectContaining({ id: 'int-1', data: { status: 'cancelled' } }),
      ),
    );
    expect(await screen.findByText('Interview with Jane Doe cancelled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Jane Doe')).not.toBeInTheDocument());
    expect(screen.getByText('Sam Lee')).toBeInTheDocument();
  });

  it('copies the full join link and says so', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Copy the join link for Sam Lee' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(
      `${window.location.origin}/meeting?interviewId=int-2`,
    );
  });

  it("copies and opens the server's link as given, its candidate token kept", async () => {
    const link = '/meeting?interviewId=int-4&token=Zx9_-aBcDeFgHiJkLmNoPqRsTuVwXyZ01';
    const { user } = setup([interview({ id: 'int-4', link, candidate: { name: 'Tia Token' } })]);
    const row = await rowOf('Tia Token');
    expect(
      within(row).getByRole('link', { name: 'Open the join link of Tia Token in a new tab' }),
    ).toHaveAttribute('href', `${window.location.origin}${link}`);
    await user.click(screen.getByRole('button', { name: 'Copy the join link for Tia Token' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}${link}`);
  });

  it('shows the link to copy by hand when the clipboard is refused', async () => {
    const { user } = setup();
    const writeText = vi
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    await user.click(
      await screen.findByRole('button', { name: 'Copy the join link for Jane Doe' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Copy the join link' });
    expect(writeText).toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Join link')).toHaveValue(
      `${window.location.origin}/meeting?interviewId=int-1`,
    );
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
