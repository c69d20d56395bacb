// react-admin's permissions query holds the stored role before the console's first render
// (seedPermissions), so no answer of it re-renders the console after that render.
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, usePermissions } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../src/authProvider/authProvider';
import { PERMISSIONS_QUERY_KEY, seedPermissions } from '../../src/authProvider/permissions';
import { clearSession } from '../../src/authProvider/session';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { makeDataProvider } from './fakes/generic';
import { ADMIN, storeSession, tokenExpiringIn } from './sessionFixtures';

/** What usePermissions() gave at each render: [isPending, permissions]. */
function renderPermissions(queryClient: QueryClient) {
  const seen: Array<[boolean, unknown]> = [];
  function Probe() {
    const { isPending, permissions } = usePermissions();
    seen.push([isPending, permissions]);
    return <p>{String(permissions)}</p>;
  }
  render(
    <AdminContext
      authProvider={authProvider}
      dataProvider={makeDataProvider()}
      i18nProvider={i18nProvider}
      store={memoryStore()}
      queryClient={queryClient}
    >
      <Probe />
    </AdminContext>,
  );
  return seen;
}

afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

describe('seedPermissions', () => {
  it("gives react-admin the stored role at the console's first render, without asking", async () => {
    storeSession(tokenExpiringIn(3600), { ...ADMIN, role: 'superadmin' });
    const getPermissions = vi.spyOn(authProvider, 'getPermissions');
    const queryClient = new QueryClient();
    seedPermissions(queryClient);

    const seen = renderPermissions(queryClient);
    expect(await screen.findByText('superadmin')).toBeInTheDocument();
    expect(seen[0]).toEqual([false, 'superadmin']);
    expect(seen.every(([pending]) => !pending)).toBe(true);
    expect(getPermissions).not.toHaveBeenCalled();
  });

  it('answers as getPermissions does: the role, else null as react-admin stores none', async () => {
    storeSession(tokenExpiringIn(3600), { ...ADMIN, role: 'superadmin' });
    await expect(authProvider.getPermissions!({})).resolves.toBe('superadmin');

    clearSession();
    const queryClient = new QueryClient();
    seedPermissions(queryClient);
    expect(queryClient.getQueryData(PERMISSIONS_QUERY_KEY)).toBeNull();
  });

  it('keeps an answer the cache holds already', () => {
    storeSession(tokenExpiringIn(3600), { ...ADMIN, role: 'superadmin' });
    const queryClient = new QueryClient();
    queryClient.setQueryData(PERMISSIONS_QUERY_KEY, 'admin');
    seedPermissions(queryClient);
    expect(queryClient.getQueryData(PERMISSIONS_QUERY_KEY)).toBe('admin');
  });
});
