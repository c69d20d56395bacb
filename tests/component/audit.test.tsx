// The Audit log screen (src/audit): entries, filters in the address, details, paging, export.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AuditPage } from '../../src/audit/AuditPage';
import type { AuditEntry, AuditPage as Page, Member } from '../../src/dataProvider/types';
import { makeDataProvider } from './fakes/generic';
import { localIso } from './fixtures';
import { renderAdmin } from './renderAdmin';
import { ADMIN } from './sessionFixtures';

const SESSION = { ...ADMIN, role: 'owner', workspace_id: 'w1' };

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 'a-1',
  at: localIso(2025, 3, 5, 15, 7),
  actor: { id: 'm-olive', username: 'olive' },
  ip: '203.0.113.5',
  action: 'candidate.update',
  target_type: 'candidate',
  target_id: 'c-42',
  summary: 'Edited candidate Jane Doe',
  changes: {
    name: { before: 'Jane', after: 'Jane Doe' },
    skills: { before: ['react'], after: ['react', 'go'] },
    phone: { before: null, after: '+1 555 0100' },
  },
  ...overrides,
});

const ENTRIES = [
  entry({}),
  entry({
    id: 'a-2',
    at: localIso(2025, 3, 4, 9, 0),
    actor: { id: 'm-sam', username: 'sam' },
    action: 'member.invite',
    target_type: 'member',
    target_id: 'i-1',
    summary: 'Invited new@example.com as reviewer',
    changes: {},
  }),
];

const MEMBERS: Member[] = [
  {
    id: 'm-olive',
    username: 'olive',
    email: 'o@x.io',
    role: 'owner',
    status: 'active',
    last_sign_in_at: null,
  },
  {
    id: 'm-sam',
    username: 'sam',
    email: 's@x.io',
    role: 'admin',
    status: 'active',
    last_sign_in_at: null,
  },
  {
    id: 'i-1',
    username: '',
    email: 'new@x.io',
    role: 'reviewer',
    status: 'invited',
    last_sign_in_at: null,
  },
];

function setup(url = '/audit', page: Partial<Page> = {}) {
  const provider = makeDataProvider({
    listMembers: vi.fn(() => Promise.resolve(MEMBERS)),
    getAuditLog: vi.fn(() =>
      Promise.resolve({ items: ENTRIES, page: 1, totalPages: 3, total: 102, ...page }),
    ),
    auditExportCsv: vi.fn(() =>
      Promise.resolve({ blob: new Blob(['Time\n']), filename: 'audit-2025-03-05.csv' }),
    ),
  });
  const utils = renderAdmin(<AuditPage />, {
    dataProvider: provider,
    url,
    route: '/audit/*',
    session: SESSION,
  });
  const lastQuery = () =>
    vi.mocked(provider.getAuditLog as (query: unknown) => unknown).mock.lastCall?.[0];
  return { provider, lastQuery, ...utils };
}

describe('Audit log', () => {
  it('lists entries newest first, one line each, 50 a page', async () => {
    const { lastQuery } = setup();
    const first = await screen.findByRole('button', { name: /Edited candidate Jane Doe/ });
    expect(first).toHaveTextContent('5 Mar 2025, 3:07:00pm');
    expect(first).toHaveTextContent('olive');
    expect(screen.getByRole('button', { name: /Invited new@example.com/ })).toHaveTextContent(
      'sam',
    );
    expect(lastQuery()).toEqual({ page: 1, limit: 50 });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('102 entries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('sends the filters and the page asked for', async () => {
    const { lastQuery, user } = setup();
    await screen.findByRole('button', { name: /Edited candidate Jane Doe/ });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: 2, limit: 50 }));
    expect(screen.getByTestId('location')).toHaveTextContent('/audit?page=2');

    const memberFilter = screen.getByRole('combobox', { name: 'Member' });
    // active members only
    expect(
      within(memberFilter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Every member', 'olive', 'sam']);
    await user.selectOptions(memberFilter, 'sam');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Action' }),
      'Members and invitations',
    );
    // a new filter starts at page 1; a family is its prefix with the dot
    await waitFor(() =>
      expect(lastQuery()).toEqual({ actor: 'm-sam', action: 'member.', page: 1, limit: 50 }),
    );

    await user.type(screen.getByLabelText('From'), '2025-03-01');
    await user.type(screen.getByLabelText('To'), '2025-03-05');
    // local days: from the start of the first to the end of the last
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({
        from: new Date(2025, 2, 1).toISOString(),
        to: new Date(2025, 2, 6).toISOString(),
      }),
    );
  });

  it("opens an entry onto its field changes and the change's address", async () => {
    const { user } = setup();
    const line = await screen.findByRole('button', { name: /Edited candidate Jane Doe/ });
    expect(line).toHaveAttribute('aria-expanded', 'false');
    await user.click(line);
    expect(line).toHaveAttribute('aria-expanded', 'true');

    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Field', 'Before', 'After'],
      ['name', 'Jane', 'Jane Doe'],
      ['skills', 'react', 'react, go'],
      ['phone', '(empty)', '+1 555 0100'],
    ]);
    expect(screen.getByText('203.0.113.5')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Invited new@example.com/ }));
    expect(
      await screen.findByText('No field changes were recorded for this entry.'),
    ).toBeInTheDocument();
  });

  it("shows a record's history from the address, until cleared", async () => {
    const { lastQuery, user } = setup('/audit?target_type=candidate&target_id=c-42');
    expect(await screen.findByText('History of candidate c-42')).toBeInTheDocument();
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        target_type: 'candidate',
        target_id: 'c-42',
        page: 1,
        limit: 50,
      }),
    );

    await user.click(screen.getByRole('img', { name: 'Show every record' }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: 1, limit: 50 }));
    expect(screen.queryByText('History of candidate c-42')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/audit$/);
  });

  it('says so when nothing matches', async () => {
    setup('/audit?action=job.', { items: [], totalPages: 0, total: 0 });
    expect(await screen.findByText('Nothing to show')).toBeInTheDocument();
    expect(screen.getByText('No entry of the audit log matches these filters.')).toBeVisible();
    expect(screen.queryByText(/Page \d/)).not.toBeInTheDocument();
  });

  it("exports the filter's entries as CSV, under the server's file name", async () => {
    // jsdom has no object URLs: stand-ins, the originals (if any) put back after
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    const createObjectURL = vi.fn(() => 'blob:audit');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      const { provider, user } = setup('/audit?action=candidate.&target_type=candidate');
      await screen.findByRole('button', { name: /Edited candidate Jane Doe/ });
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));

      await waitFor(() => expect(click).toHaveBeenCalled());
      expect(provider.auditExportCsv).toHaveBeenCalledWith({
        action: 'candidate.',
        target_type: 'candidate',
      });
      const anchor = click.mock.contexts[0] as HTMLAnchorElement;
      expect(anchor.download).toBe('audit-2025-03-05.csv');
      expect(anchor.href).toBe('blob:audit');
      await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:audit'));
    } finally {
      click.mockRestore();
      Object.assign(URL, original);
    }
  });
});
