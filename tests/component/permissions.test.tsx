// react-admin's permissions: the role of the stored session (authProvider.getPermissions).
import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, usePermissions } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createAuthProvider } from '../../src/authProvider/authProvider';

const authProvider = createAuthProvider();
import { clearSession } from '../../src/authProvider/session';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { makeDataProvider } from './fakes/generic';
import { ADMIN, fakeJwt, storeSession, tokenExpiringIn } from './sessionFixtures';

function Probe() {
  const { isPending, permissions } = usePermissions();
  return <p>{isPending ? 'pending' : `role: ${String(permissions)}`}</p>;
}

function renderProbe() {
  render(
    <AdminContext
      authProvider={authProvider}
      dataProvider={makeDataProvider()}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      <Probe />
    </AdminContext>,
  );
}

afterEach(() => clearSession());

describe('permissions', () => {
  it("are the stored session's role, as usePermissions reads them", async () => {
    storeSession(tokenExpiringIn(3600), { ...ADMIN, role: 'superadmin' });
    renderProbe();
    expect(await screen.findByText('role: superadmin')).toBeInTheDocument();
  });

  it('are the role of the token when the stored user lacks one', async () => {
    const { role: _role, ...withoutRole } = ADMIN;
    const now = Math.floor(Date.now() / 1000);
    storeSession(fakeJwt({ sub: 'admin-1', role: 'superadmin', exp: now + 3600 }), withoutRole);
    await expect(authProvider.getPermissions!({})).resolves.toBe('superadmin');
  });

  it('are none without a session (react-admin stores null)', async () => {
    await expect(authProvider.getPermissions!({})).resolves.toBeUndefined();
    renderProbe();
    expect(await screen.findByText('role: null')).toBeInTheDocument();
  });
});
