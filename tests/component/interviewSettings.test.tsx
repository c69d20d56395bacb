// Settings → Interview settings (issue 52): follow-up questions per answer and blind review, read
// by every role, changed by owners and admins; a server without them (the platform) has no panel.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { InterviewSettings } from '../../src/dataProvider/types';
import settings from '../../src/settings';
import { SettingsPage } from '../../src/settings/SettingsPage';
import type { SessionUser } from '../../src/authProvider/session';
import { allowConsoleMessages } from './consoleGuard';
import { makeDataProvider } from './fakes/training';
import { findToast, serverError } from './fixtures';
import { renderAdmin } from './renderAdmin';
import { ADMIN } from './sessionFixtures';

const OWNER = { ...ADMIN, role: 'owner', workspace_id: 'w1' };
const REVIEWER = { ...ADMIN, role: 'reviewer', workspace_id: 'w1' };
const RECRUITER = { ...ADMIN, role: 'recruiter', workspace_id: 'w1' };
const FOLLOW_UPS_RULE = 'Follow-up questions per answer must be a whole number from 0 to 2';

/** The reference server's interview settings: PATCH applies the keys it is sent. */
function settingsServer(
  start: InterviewSettings = { follow_ups_per_answer: 1, blind_review: true },
) {
  let current = { ...start };
  return {
    getInterviewSettings: vi.fn(() => Promise.resolve({ ...current })),
    saveInterviewSettings: vi.fn((changes: Partial<InterviewSettings>) => {
      current = { ...current, ...changes };
      return Promise.resolve({ settings: { ...current }, msg: 'Interview settings saved' });
    }),
  };
}

function renderSettings(overrides: Record<string, unknown>, session: SessionUser = OWNER) {
  const provider = makeDataProvider({ skills: [], overrides });
  const utils = renderAdmin(<SettingsPage />, {
    dataProvider: provider,
    resource: settings,
    session,
    auth: true,
  });
  return { provider, ...utils };
}

const followUps = () => screen.getByRole('combobox', { name: 'Follow-up questions per answer' });
const blindReview = () => screen.getByRole('switch', { name: 'Blind review' });
const saveButton = () => screen.queryByRole('button', { name: 'Save interview settings' });
const panelTitle = () => screen.queryByRole('heading', { name: 'Interview settings' });

describe('Settings: interview settings', () => {
  it('shows the values with what each does; Save waits for a change', async () => {
    renderSettings(settingsServer());
    expect(await screen.findByRole('heading', { name: 'Interview settings' })).toBeInTheDocument();
    expect(followUps()).toHaveValue('1');
    expect(followUps()).toHaveAccessibleDescription(
      /asks up to this many follow-up questions about them\. 0 asks none, as before\.$/,
    );
    expect(blindReview()).toBeChecked();
    expect(blindReview()).toHaveAccessibleDescription(
      "Reviewers see neither the AI's score nor other reviews of an interview until they have submitted their own.",
    );
    expect(saveButton()).toBeDisabled();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '0',
      '1',
      '2',
    ]);
  });

  it.each([
    ['reviewer', REVIEWER],
    ['recruiter', RECRUITER],
  ])('a %s reads them and cannot change them', async (_role, session) => {
    renderSettings(settingsServer({ follow_ups_per_answer: 2, blind_review: false }), session);
    await screen.findByRole('heading', { name: 'Interview settings' });
    expect(followUps()).toHaveValue('2');
    expect(followUps()).toBeDisabled();
    expect(blindReview()).not.toBeChecked();
    expect(blindReview()).toBeDisabled();
    expect(saveButton()).not.toBeInTheDocument();
    expect(
      screen.getByText('Only owners and admins can change these settings.'),
    ).toBeInTheDocument();
  });

  it("sends only what changed, shows the server's msg and the saved values", async () => {
    const server = settingsServer();
    const { user } = renderSettings(server);
    await screen.findByRole('heading', { name: 'Interview settings' });

    // a switch turned and turned back is no change
    await user.click(blindReview());
    expect(saveButton()).toBeEnabled();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(blindReview());
    expect(saveButton()).toBeDisabled();

    await user.selectOptions(followUps(), '2');
    await user.click(saveButton()!);
    expect(await findToast('Interview settings saved')).toBeInTheDocument();
    expect(server.saveInterviewSettings).toHaveBeenCalledTimes(1);
    expect(server.saveInterviewSettings).toHaveBeenCalledWith({ follow_ups_per_answer: 2 });
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(followUps()).toHaveValue('2');
    expect(blindReview()).toBeChecked();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();

    await user.click(blindReview());
    await user.click(saveButton()!);
    await waitFor(() => expect(server.saveInterviewSettings).toHaveBeenCalledTimes(2));
    expect(server.saveInterviewSettings).toHaveBeenLastCalledWith({ blind_review: false });
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(blindReview()).not.toBeChecked();
  });

  it("a refusal shows the server's msg and keeps what was chosen", async () => {
    allowConsoleMessages(/must be a whole number/);
    const server = {
      ...settingsServer(),
      saveInterviewSettings: vi.fn(() => Promise.reject(serverError(FOLLOW_UPS_RULE, 400))),
    };
    const { user } = renderSettings(server);
    await screen.findByRole('heading', { name: 'Interview settings' });
    await user.selectOptions(followUps(), '0');
    await user.click(blindReview());
    await user.click(saveButton()!);

    expect(await findToast(FOLLOW_UPS_RULE)).toBeInTheDocument();
    expect(server.saveInterviewSettings).toHaveBeenCalledWith({
      follow_ups_per_answer: 0,
      blind_review: false,
    });
    await waitFor(() => expect(saveButton()).toBeEnabled());
    expect(followUps()).toHaveValue('0');
    expect(blindReview()).not.toBeChecked();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it("the platform's 404: no panel", async () => {
    allowConsoleMessages(/Not Found/);
    const getInterviewSettings = vi.fn(() => Promise.reject(serverError('Not Found', 404)));
    renderSettings({ getInterviewSettings }, ADMIN);
    await screen.findByText('No skills yet: add one above.');
    await waitFor(() => expect(getInterviewSettings).toHaveBeenCalled());
    // the answer has come and been rendered: still no panel, no error
    await act(() => getInterviewSettings.mock.results[0]!.value.catch(() => undefined));
    expect(panelTitle()).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a data provider without the call is a server without it: no panel, no call', async () => {
    renderSettings({}, ADMIN);
    await screen.findByText('No skills yet: add one above.');
    expect(panelTitle()).not.toBeInTheDocument();
    expect(screen.queryByText('The interview settings could not be loaded.')).toBeNull();
  });

  it('a failed load says so, with a retry', async () => {
    allowConsoleMessages(/down/);
    const server = settingsServer();
    let calls = 0;
    const getInterviewSettings = vi.fn(() =>
      ++calls === 1 ? Promise.reject(serverError('down', 500)) : server.getInterviewSettings(),
    );
    const { user } = renderSettings({ ...server, getInterviewSettings });
    expect(
      await screen.findByText('The interview settings could not be loaded.'),
    ).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Interview settings' });
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(followUps()).toHaveValue('1'));
  });
});
