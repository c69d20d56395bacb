// Renders a console screen inside react-admin's AdminContext and the console's Layout (top bar,
// sidebar), with a test data provider, the console's i18n and toasts, and no query retries.
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import type { ReactElement } from 'react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { vi } from 'vitest';
import { authProvider } from '../../src/authProvider/authProvider';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { Layout } from '../../src/layout/Layout';
import { NotificationBridge } from '../../src/layout/NotificationBridge';
import { TOAST_CONTAINER_PROPS } from '../../src/layout/toast';
import { ADMIN, storeSession, tokenExpiringIn } from './sessionFixtures';
import type { SessionUser } from '../../src/authProvider/session';

/** A data provider whose every method rejects unless overridden. */
export function makeDataProvider(overrides: Record<string, unknown> = {}): DataProvider {
  const fail = (name: string) => () => Promise.reject(new Error(`${name} not expected`));
  return {
    getList: vi.fn(fail('getList')),
    getOne: vi.fn(fail('getOne')),
    getMany: vi.fn(fail('getMany')),
    getManyReference: vi.fn(fail('getManyReference')),
    create: vi.fn(fail('create')),
    update: vi.fn(fail('update')),
    updateMany: vi.fn(fail('updateMany')),
    delete: vi.fn(fail('delete')),
    deleteMany: vi.fn(fail('deleteMany')),
    listSkills: vi.fn(() =>
      Promise.resolve([
        { skill: 'React', num_questions: 3 },
        { skill: 'Python', num_questions: 2 },
      ]),
    ),
    listVoices: vi.fn(() => Promise.resolve([{ id: 'ash', name: 'Ash' }])),
    ...overrides,
  } as DataProvider;
}

/** An HttpError as the console's httpClient throws it for an enveloped error answer. */
export function serverError(msg: string, status = 400): HttpError {
  return new HttpError(msg, status, { data: {}, msg, statusCode: status });
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

interface RenderOptions {
  dataProvider: DataProvider;
  /** the route pattern of the screen, e.g. '/jobs-target/*' */
  path: string;
  user?: SessionUser;
}

/** Signs in (a stored session) and renders `screen` at `url` inside the console's layout. */
export function renderScreen(url: string, screen: ReactElement, options: RenderOptions) {
  storeSession(tokenExpiringIn(3600), options.user ?? ADMIN);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[url]}>
      <ToastContainer {...TOAST_CONTAINER_PROPS} />
      <AdminContext
        dataProvider={options.dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        queryClient={queryClient}
      >
        <NotificationBridge />
        <Layout>
          <Routes>
            <Route path={options.path} element={screen} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
          <LocationProbe />
        </Layout>
      </AdminContext>
    </MemoryRouter>,
  );
  return { user, queryClient, ...result };
}
