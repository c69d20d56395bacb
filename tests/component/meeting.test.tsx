import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '../../src/authProvider/session';
import { MeetingPage } from '../../src/meeting/MeetingPage';

function reply(status: number, body: unknown) {
  return Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

function openMeeting(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/meeting" element={<MeetingPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MeetingPage', () => {
  it("shows the interview's title, time, status and voice, asking the public endpoint", async () => {
    const fetchMock = vi.fn(() =>
      reply(200, {
        data: {
          title: 'Backend interview',
          scheduled_time: new Date(2031, 5, 1, 15, 7).toISOString(),
          status: 'scheduled',
          agent_voice: 'coral',
        },
        msg: 'Interview found',
        statusCode: 200,
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    openMeeting('/meeting?interviewId=abc-123');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Backend interview' }),
    ).toBeVisible();
    expect(screen.getByTestId('time')).toHaveTextContent('1 Jun 2031, 3:07pm');
    expect(screen.getByTestId('status')).toHaveTextContent('Scheduled');
    expect(screen.getByTestId('voice')).toHaveTextContent('Coral');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/meeting/abc-123');
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
    expect(getToken()).toBeNull();
    expect(screen.queryByText('elsewhere')).not.toBeInTheDocument();
  });

  it('says the link is incomplete without an interviewId, and calls nothing', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    openMeeting('/meeting');
    expect(screen.getByRole('heading', { level: 1, name: 'Interview meeting' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(/^This meeting link is incomplete/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the interview is unknown on a 404', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => reply(404, { data: {}, msg: 'Interview not found', statusCode: 404 })),
    );
    openMeeting('/meeting?interviewId=nope');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^We could not find this interview/);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers to try again when the server cannot be reached', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(() =>
        reply(200, {
          data: {
            title: 'Frontend interview',
            scheduled_time: new Date(2031, 0, 2, 9, 0).toISOString(),
            status: 'cancelled',
            agent_voice: 'ash',
          },
          msg: 'Interview found',
          statusCode: 200,
        }),
      );
    vi.stubGlobal('fetch', fetchMock);
    openMeeting('/meeting?interviewId=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^We could not load this interview/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Frontend interview' })).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('Cancelled'));
    expect(screen.getByText(/This interview was cancelled/)).toBeVisible();
  });
});
