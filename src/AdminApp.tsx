// The guarded console: react-admin, loaded lazily behind the sign-in page. Its resources and pages
// come from the screen list (src/screens.ts).
import { CacheProvider } from '@emotion/react';
import { CssBaseline } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import {
  AccessDenied,
  AdminContext,
  AuthCallback,
  AuthenticationError,
  Error as ErrorPage,
  localStorageStore,
  Resource,
  ResourceDefinitionContext,
  type ResourceDefinitionContextValue,
  type ResourceProps,
} from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { authProvider } from './authProvider/authProvider';
import { QueryClient } from '@tanstack/react-query';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { withDefaultLocale } from './layout/consoleStore';
import { ConsoleUI } from './layout/ConsoleUI';
import { firstStylesCache } from './layout/firstStyles';
import { Layout } from './layout/Layout';
import { NotificationBridge } from './layout/NotificationBridge';
import { RedirectToMount, ResourcePage, ResourceRoutes } from './layout/ResourceRoutes';
import {
  isResource,
  pagesOf,
  prefetchScreenAt,
  preloadScreenAt,
  type ResourceDefinition,
} from './layout/screen';
import { lightTheme } from './layout/theme';
import { NotFoundPage } from './pages/NotFoundPage';
import { SCREENS } from './screens';

const store = withDefaultLocale(
  localStorageStore(undefined, 'interview-ai-admin'),
  i18nProvider.getLocale(),
);
const RESOURCES = SCREENS.filter(isResource);
const PAGES = pagesOf(SCREENS);

/**
 * The <Resource> props of a definition. One mounted at a route of its own (`path`) is routed by
 * ResourceRoutes; react-admin's /<name> routes then lead there.
 */
function resourceProps(resource: ResourceDefinition): ResourceProps {
  const { name, list, create, edit, show, icon, options, recordRepresentation, path } = resource;
  const screens = path
    ? {
        list: list && <RedirectToMount from={`/${name}`} to={path} />,
        hasCreate: !!create,
        hasEdit: !!edit,
        hasShow: !!show,
      }
    : { list, create, edit, show };
  return { name, icon, options, recordRepresentation, ...screens };
}

/**
 * The resources as react-admin's registry holds them, known before the first render. The screen
 * list is fixed, so the registry is too. react-admin fills its own from the routes of
 * <CoreAdminUI>, which the console does not use (ConsoleUI): this one is the only registry the
 * menu and the screens read. (Filled by those routes, in effects after the first commit, it took
 * 12 updates on a cold visit of the candidates page, each drawing the layout and the page again.)
 */
export const RESOURCE_REGISTRY: ResourceDefinitionContextValue = {
  definitions: Object.fromEntries(
    RESOURCES.map((resource) => [
      resource.name,
      Resource.registerResource(resourceProps(resource)),
    ]),
  ),
  register: () => {},
  unregister: () => {},
};

/**
 * One query cache for the page's life. react-admin makes its own in a useMemo of AdminContext's
 * render: when React throws that render away (an interrupted transition, as on a loaded machine)
 * and renders again, a second cache is made, and everything the first render's prefetches
 * asked for (the dashboard's summary) was asked for twice.
 */
const queryClient = new QueryClient();

/** MUI's style cache, with index.html's styles taken as written (layout/firstStyles.ts). */
const emotionCache = firstStylesCache();

/**
 * Fetches the screen at `pathname` ahead (the dashboard, while the sign-in page is idle); settles
 * once its module is here or failed.
 */
export function preloadScreen(pathname: string): Promise<void> {
  return preloadScreenAt(SCREENS, pathname);
}

/**
 * With a session: asks for the first data of the screen at `pathname` (the view `search` names)
 * into the console's cache.
 */
export function prefetchScreenData(pathname: string, search = ''): void {
  prefetchScreenAt(SCREENS, pathname, {
    queryClient,
    dataProvider,
    search: new URLSearchParams(search),
    store,
  });
}

/**
 * The screens' routes inside the layout, where react-admin's <CoreAdminRoutes> puts them: the
 * pages and the resources mounted at a route of their own first, then each resource at /<name>,
 * react-admin's authentication-error and access-denied pages, and `CatchAll` for any other path.
 */
export function consoleRoutes(
  Layout: ComponentType<{ children: ReactNode }>,
  CatchAll: ComponentType,
) {
  return (
    <Layout>
      <Routes>
        {RESOURCES.filter((r) => r.path).map((r) => (
          <Route key={r.name} path={`${r.path}/*`} element={<ResourceRoutes resource={r} />} />
        ))}
        {PAGES.map(({ path, component: Page, resource }) => (
          <Route
            key={path}
            path={`${path}/*`}
            element={resource ? <ResourcePage name={resource} page={Page} /> : <Page />}
          />
        ))}
        {RESOURCES.map((resource) => (
          <Route
            key={resource.name}
            path={`${resource.name}/*`}
            element={<Resource {...resourceProps(resource)} />}
          />
        ))}
        <Route path="/authentication-error" element={<AuthenticationError />} />
        <Route path="/access-denied" element={<AccessDenied />} />
        <Route path="*" element={<CatchAll />} />
      </Routes>
    </Layout>
  );
}

/** Made once: a navigation or a state change of the console never makes them anew. */
const CONSOLE_ROUTES = consoleRoutes(Layout, NotFoundPage);

/**
 * react-admin's <Admin> is <AdminContext> around <AdminUI>, and AdminUI imports react-admin's own
 * login form (text inputs, MUI TextField, a form) as the default of `loginPage` even when it is
 * false. <AdminContext> with the console's own routes (ConsoleUI) leaves it out of the console
 * chunk: every signed-in page downloads about 35 kB less.
 *
 * No authentication check of react-admin's (its `requireAuth`): GuardedArea renders the console
 * only with a valid session (the same check as authProvider.checkAuth, made before this chunk
 * loads and on every navigation). With it, react-admin showed its loading page until an
 * asynchronous checkAuth query answered, then drew the whole layout in one synchronous render (a
 * 300 ms task on the loaded 2-core machine) instead of in the first, interruptible one.
 */
export default function AdminApp() {
  return (
    <CacheProvider value={emotionCache}>
      <AdminContext
        queryClient={queryClient}
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        theme={lightTheme}
      >
        <ResourceDefinitionContext.Provider value={RESOURCE_REGISTRY}>
          <CssBaseline enableColorScheme>
            <ConsoleUI error={ErrorPage} authCallbackPage={AuthCallback}>
              {CONSOLE_ROUTES}
            </ConsoleUI>
            <NotificationBridge />
          </CssBaseline>
        </ResourceDefinitionContext.Provider>
      </AdminContext>
    </CacheProvider>
  );
}
