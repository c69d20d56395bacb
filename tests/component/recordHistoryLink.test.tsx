// "History" (src/audit/RecordHistoryLink): a record's audit log, for members who may read it.
import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, useCanAccess } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RecordHistoryLink } from '../../src/audit/RecordHistoryLink';
import { createAuthProvider } from '../../src/authProvider/authProvider';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { makeDataProvider } from './fakes/generic';
import { testQueryClient } from './renderAdmin';
import { ADMIN, storeSession, tokenExpiringIn } from './sessionFixtures';

/** react-admin's answer for the audit log, to wait for before looking for the link. */
function Answer() {
  const { canAccess, isPending } = useCanAccess({ resource: 'audit', action: 'list' });
  return <p>{isPending ? 'asking' : `may read the log: ${String(canAccess)}`}</p>;
}

function renderLink(user: typeof ADMIN) {
  storeSession(tokenExpiringIn(3600), user);
  render(
    <MemoryRouter>
      <AdminContext
        authProvider={createAuthProvider()}
        dataProvider={makeDataProvider()}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        queryClient={testQueryClient()}
      >
        <RecordHistoryLink targetType="candidate" targetId="c 42" />
        <Answer />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('RecordHistoryLink', () => {
  it("links an owner or admin to the record's history in the audit log", async () => {
    renderLink({ ...ADMIN, role: 'admin', workspace_id: 'w1' });
    expect(await screen.findByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      '/audit?target_type=candidate&target_id=c+42',
    );
  });

  it.each([
    ['a recruiter', { ...ADMIN, role: 'recruiter', workspace_id: 'w1' }],
    ['an admin of the platform (no workspace)', { ...ADMIN, role: 'admin' }],
  ])('is absent for %s', async (_who, user) => {
    renderLink(user);
    expect(await screen.findByText('may read the log: false')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'History' })).not.toBeInTheDocument();
  });
});
