// The one render helper of the component tests: a screen inside react-admin's AdminContext as the
// console mounts it (its i18n, its toasts, a signed-in stored session, a query client that does
// not retry), at a URL of a memory router, optionally in the console's Layout and in the context
// of a resource of the screen registry.
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import {
  AdminContext,
  memoryStore,
  ResourceContextProvider,
  type DataProvider,
  type Store,
} from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { createAuthProvider } from '../../src/authProvider/authProvider';
import type { SessionUser } from '../../src/authProvider/session';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { Layout } from '../../src/layout/Layout';
import { isResource, type ScreenDefinition } from '../../src/layout/screen';
import { TOAST_CONTAINER_PROPS } from '../../src/toasts/toast';
import { ToastNotifications } from '../../src/toasts/ToastNotifications';
import { SCREENS } from '../../src/screens';
import { ADMIN, storeSession, tokenExpiringIn } from './sessionFixtures';

export interface RenderAdminOptions<P extends object> {
  /** a fake data provider (fakes/); returned as given, to read its spies */
  dataProvider: P;
  /** the URL the router starts at; default: the resource's route, else '/' */
  url?: string;
  /** the route pattern the screen is mounted at, e.g. '/jobs-target/*'; default: `${route}/*` of
   * the resource, else '/*' */
  route?: string;
  /** inside the console's Layout (top bar, sidebar), with the console's authProvider */
  layout?: boolean;
  /** with the console's authProvider (implied by `layout`): canAccess answers for the session's
   * role, as in the console; without it react-admin allows everything */
  auth?: boolean;
  /** a resource name, or a definition of the registry (src/screens.ts): a resource's screen is
   * rendered in its ResourceContext, and the URL and route default to where it is mounted */
  resource?: string | ScreenDefinition;
  /** the signed-in user of the stored session */
  session?: SessionUser;
  /** the user-event instance (e.g. set up with other options) */
  user?: UserEvent;
  /** a stand-in for the sign-in screen, at '/' outside the admin: where logging out leads */
  signIn?: ReactElement;
  /** the console's query cache, e.g. with data asked for ahead; default: a new one */
  queryClient?: QueryClient;
  /** react-admin's store, e.g. with the sidebar collapsed; default: a new, empty one */
  store?: Store;
}

/** A query cache as the tests want it: no retries, so a failure shows at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function definitionOf(resource: string | ScreenDefinition): ScreenDefinition {
  if (typeof resource !== 'string') return resource;
  const found = SCREENS.find((screen) => isResource(screen) && screen.name === resource);
  if (!found) throw new Error(`no resource '${resource}' in src/screens.ts`);
  return found;
}

/** Where a screen is mounted: a resource's spec route or /<name>, a page's path. */
function mountOf(screen: ScreenDefinition): string {
  return isResource(screen) ? (screen.path ?? `/${screen.name}`) : screen.path;
}

/** Signs in (a stored session) and renders `ui` at `url`, mounted at `route`. */
export function renderAdmin<P extends object>(ui: ReactElement, options: RenderAdminOptions<P>) {
  const definition = options.resource === undefined ? undefined : definitionOf(options.resource);
  const mount = definition && mountOf(definition);
  const url = options.url ?? mount ?? '/';
  const route = options.route ?? (mount ? `${mount}/*` : '/*');
  const screen =
    definition && isResource(definition) ? (
      <ResourceContextProvider value={definition.name}>{ui}</ResourceContextProvider>
    ) : (
      ui
    );

  storeSession(tokenExpiringIn(3600), options.session ?? ADMIN);
  const queryClient = options.queryClient ?? testQueryClient();
  const user = options.user ?? userEvent.setup();
  const routes: ReactNode = (
    <>
      <Routes>
        <Route path={route} element={screen} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <LocationProbe />
    </>
  );
  const admin = (
    <AdminContext
      dataProvider={options.dataProvider as unknown as DataProvider}
      authProvider={options.layout || options.auth ? createAuthProvider() : undefined}
      i18nProvider={i18nProvider}
      store={options.store ?? memoryStore()}
      queryClient={queryClient}
    >
      <ToastNotifications />
      {options.layout ? <Layout>{routes}</Layout> : routes}
    </AdminContext>
  );
  const result = render(
    <MemoryRouter initialEntries={[url]}>
      <ToastContainer {...TOAST_CONTAINER_PROPS} />
      {options.signIn ? (
        <Routes>
          <Route path="/" element={options.signIn} />
          <Route path="/*" element={admin} />
        </Routes>
      ) : (
        admin
      )}
    </MemoryRouter>,
  );
  return { user, queryClient, dataProvider: options.dataProvider, ...result };
}
