// The guarded console: react-admin, loaded lazily behind the sign-in page. Its resources and pages
// come from the screen list (src/screens.ts).
import { CssBaseline } from '@mui/material';
import {
  AccessDenied,
  AdminContext,
  AuthCallback,
  AuthenticationError,
  CoreAdminUI,
  CustomRoutes,
  Error as ErrorPage,
  localStorageStore,
  Resource,
  ResourceDefinitionContext,
  type ResourceDefinitionContextValue,
  type ResourceProps,
} from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { authProvider } from './authProvider/authProvider';
import { seedPermissions } from './authProvider/permissions';
import { QueryClient } from '@tanstack/react-query';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { withDefaultLocale } from './layout/consoleStore';
import { FullScreenLoader } from './layout/FullScreenLoader';
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
 * list is fixed, so the registry is too. react-admin's own fills itself in an effect of its
 * routes (after the first commit) and refills itself when those routes set their state again,
 * which they do once more after mounting: 12 updates on a cold visit of the candidates page, each
 * rendering the registry's users again, among them the routes themselves and, below them, the
 * layout, the frame and the page, in synchronous renders after the rows' first paint.
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

/** CoreAdminUI's children: made once, so its routes' effect runs at mount only. */
export const ADMIN_ROUTES = adminRoutes();

/**
 * One query cache for the page's life. react-admin makes its own in a useMemo of AdminContext's
 * render: when React throws that render away (an interrupted transition, as on a loaded machine)
 * and renders again, a second cache is made, and everything the first render's prefetches
 * asked for (the dashboard's summary) was asked for twice.
 */
const queryClient = new QueryClient();

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
 * react-admin's <Admin> is <AdminContext> around <AdminUI>, and AdminUI imports react-admin's own
 * login form (text inputs, MUI TextField, a form) as the default of `loginPage` even when it is
 * false. The same two pieces written out here, with every page given, leave it out of the console
 * chunk: every signed-in page downloads about 35 kB less.
 *
 * No `requireAuth`: GuardedArea renders the console only with a valid session (the same check as
 * authProvider.checkAuth, made before this chunk loads and on every navigation). With it,
 * react-admin showed its loading page until an asynchronous checkAuth query answered, then drew
 * the whole layout in one synchronous render (a 300 ms task on the loaded 2-core machine) instead
 * of in the first, interruptible one.
 */
export default function AdminApp() {
  // GuardedArea renders the console only with a valid session: its role is known now
  seedPermissions(queryClient);
  return (
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
          <CoreAdminUI
            disableTelemetry
            layout={Layout}
            loading={FullScreenLoader}
            catchAll={NotFoundPage}
            loginPage={false}
            accessDenied={AccessDenied}
            authCallbackPage={AuthCallback}
            authenticationError={AuthenticationError}
            error={ErrorPage}
            title="React Admin"
          >
            {ADMIN_ROUTES}
          </CoreAdminUI>
          <NotificationBridge />
        </CssBaseline>
      </ResourceDefinitionContext.Provider>
    </AdminContext>
  );
}

/** The resources and pages of the screen list: elements CoreAdminUI reads its routes from. */
function adminRoutes() {
  return (
    <>
      {RESOURCES.map((resource) => (
        <Resource key={resource.name} {...resourceProps(resource)} />
      ))}
      <CustomRoutes>
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
      </CustomRoutes>
      <CustomRoutes noLayout>
        {/* react-admin's default login URL: the sign-in page is '/' */}
        <Route path="/login" element={<Navigate to="/" replace />} />
      </CustomRoutes>
    </>
  );
}
