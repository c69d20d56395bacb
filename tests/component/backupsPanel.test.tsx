// Settings → Backups (issue 53): owners and admins see when the server last backed up all data
// and how big it was, that none was made yet, why the last one failed, or that scheduled backups
// are off and how to turn them on; recruiters and reviewers see no panel and make no call; a
// server without the call (the platform) shows none.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../src/authProvider/session';
import type { BackupStatus } from '../../src/dataProvider/backups';
import settings from '../../src/settings';
import { SettingsPage } from '../../src/settings/SettingsPage';
import { allowConsoleMessages } from './consoleGuard';
import { makeDataProvider } from './fakes/training';
import { serverError } from './fixtures';
import { renderAdmin } from './renderAdmin';
import { ADMIN } from './sessionFixtures';

const OWNER = { ...ADMIN, role: 'owner', workspace_id: 'w1' };
const RECRUITER = { ...ADMIN, role: 'recruiter', workspace_id: 'w1' };
const REVIEWER = { ...ADMIN, role: 'reviewer', workspace_id: 'w1' };

// noon UTC: the same calendar day in any time zone the tests run in
const AT = '2026-11-22T12:00:00.000Z';
const ON: BackupStatus = { scheduled: true, every_hours: 6, keep: 7, last: null };

function renderSettings(getBackupStatus: unknown, session: SessionUser = OWNER) {
  const overrides = getBackupStatus === undefined ? {} : { getBackupStatus };
  const provider = makeDataProvider({ skills: [], overrides });
  return renderAdmin(<SettingsPage />, {
    dataProvider: provider,
    resource: settings,
    session,
    auth: true,
  });
}

const answering = (status: BackupStatus) => vi.fn(() => Promise.resolve(status));
const panel = () => screen.findByRole('region', { name: 'Backups' });

describe('Settings: backups', () => {
  it("shows the last backup's time, size and file, and the schedule", async () => {
    renderSettings(
      answering({
        ...ON,
        last: {
          at: AT,
          file: 'backup-2026-11-22T12-00-00-000Z.tar',
          bytes: 12_500_000,
          ok: true,
          error: null,
        },
      }),
    );
    const section = await panel();
    expect(
      within(section).getByText('A backup is written every 6 hours; the newest 7 are kept.'),
    ).toBeInTheDocument();
    expect(
      within(section).getByText(
        /^Last backup: 22 Nov 2026, \d{1,2}:\d\d(am|pm), 12\.5 MB \(backup-2026-11-22T12-00-00-000Z\.tar\)\.$/,
      ),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when no backup was made yet, and words one hour as one', async () => {
    renderSettings(answering({ ...ON, every_hours: 1, keep: 3 }));
    const section = await panel();
    expect(
      within(section).getByText(
        'No backup yet: the first is written shortly after the server starts.',
      ),
    ).toBeInTheDocument();
    expect(
      within(section).getByText('A backup is written every hour; the newest 3 are kept.'),
    ).toBeInTheDocument();
  });

  it('shows why the last backup failed', async () => {
    const error = 'The backup could not be written into BACKUP_DIR (/backups): the disk is full.';
    renderSettings(
      answering({ ...ON, last: { at: AT, file: null, bytes: null, ok: false, error } }),
    );
    const alert = within(await panel()).getByRole('alert');
    expect(alert).toHaveTextContent(
      /^The last backup failed \(22 Nov 2026, \d{1,2}:\d\d(am|pm)\): The backup could not be written into BACKUP_DIR \(\/backups\): the disk is full\.$/,
    );
  });

  it('says scheduled backups are off, and how to turn them on', async () => {
    renderSettings(answering({ scheduled: false, every_hours: null, keep: null, last: null }));
    const section = await panel();
    // a standing notice, not an alarm: no alert is announced
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(section).getByRole('note')).toHaveTextContent(
      'Scheduled backups are off. To turn them on, set BACKUP_DIR and BACKUP_EVERY_HOURS on the server and restart it. A backup can also be made at any time with npm run backup -- FILE.',
    );
    expect(within(section).queryByText(/^No backup yet/)).not.toBeInTheDocument();
  });

  it.each([
    ['recruiter', RECRUITER],
    ['reviewer', REVIEWER],
  ])('a %s sees no panel, and it is not asked for', async (_role, session) => {
    const getBackupStatus = answering(ON);
    renderSettings(getBackupStatus, session);
    await screen.findByText('No skills yet: add one above.');
    expect(screen.queryByRole('region', { name: 'Backups' })).not.toBeInTheDocument();
    expect(getBackupStatus).not.toHaveBeenCalled();
  });

  it("the platform's 404: no panel, no error", async () => {
    allowConsoleMessages(/Not Found/);
    const getBackupStatus = vi.fn(() => Promise.reject(serverError('Not Found', 404)));
    renderSettings(getBackupStatus);
    await screen.findByText('No skills yet: add one above.');
    await waitFor(() => expect(getBackupStatus).toHaveBeenCalled());
    await act(() => getBackupStatus.mock.results[0]!.value.catch(() => undefined));
    expect(screen.queryByRole('region', { name: 'Backups' })).not.toBeInTheDocument();
    expect(screen.queryByText('The state of the backups could not be loaded.')).toBeNull();
  });

  it('a failed load says so, with a retry', async () => {
    allowConsoleMessages(/down/);
    let calls = 0;
    const getBackupStatus = vi.fn(() =>
      ++calls === 1 ? Promise.reject(serverError('down', 500)) : Promise.resolve(ON),
    );
    const { user } = renderSettings(getBackupStatus);
    const section = await panel();
    expect(
      within(section).getByText('The state of the backups could not be loaded.'),
    ).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(
      await within(section).findByText(
        'No backup yet: the first is written shortly after the server starts.',
      ),
    ).toBeInTheDocument();
    expect(getBackupStatus).toHaveBeenCalledTimes(2);
  });
});
