// The console: react-admin's <Admin>, with a <Resource> for every resource and <CustomRoutes> for
// every page of the screen list (src/screens.ts). Resources and routes written here by hand, as
// react-admin's documentation shows them, work beside the generated ones (docs/extending.md).
import { Suspense, useState, type ReactElement } from 'react';
import {
  AccessDenied,
  Admin,
  CanAccess,
  CustomRoutes,
  localStorageStore,
  Resource,
  Title,
} from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchPath, Route, RouterProvider } from 'react-router-dom';
import { ConsoleLoadError } from './app/ConsoleLoadError';
import { FullScreenLoader } from './app/FullScreenLoader';
import { createAuthProvider } from './authProvider/authProvider';
import { hasValidSession } from './authProvider/session';
import dashboard from './dashboard';
import { LoadErrorBoundary } from './common/LoadErrorBoundary';
import { preloadable, type Preloadable } from './common/preloadable';
import { prefetchDashboardSummary } from './dashboard/useDashboardData';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { Layout } from './layout/Layout';
import { ScreenLoadBoundary } from './layout/ScreenLoadError';
import { RedirectToMount, ResourcePage, ResourceRoutes } from './layout/ResourceRoutes';
import { isResource, pagesOf, type ResourceDefinition } from './layout/screen';
import { lightTheme } from './layout/theme';
import { ReplacingNavigation } from './login/replacingNavigation';
import { AFTER_SIGN_IN } from './login/afterSignIn';
import { SignInPage } from './login/SignInPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { SCREENS } from './screens';
import { ToastNotifications } from './toasts/ToastNotifications';

const MeetingPage = preloadable(() => import('./meeting/MeetingPage'));
const AcceptInvitePage = preloadable(() => import('./login/AcceptInvitePage'));

const RESOURCES = SCREENS.filter(isResource);
const PAGES = pagesOf(SCREENS);
/** Resources shown at a route of the spec's rather than at react-admin's /<name> */
const MOUNTED = RESOURCES.filter((r) => r.path && r.path !== `/${r.name}`);

const store = localStorageStore(undefined, 'interview-ai-admin');
const queryClient = new QueryClient();
/**
 * The sign-in page at '/' is one of react-admin's routes, so its answer to "signed in?" (the
 * ['auth', 'checkAuth'] query, "no" on that page) is still there when useLogin goes on to
 * /dashboard: forgotten once signed in, the guarded routes ask again instead of signing out.
 */
const authProvider = createAuthProvider({
  onSignedIn: () => {
    void queryClient.resetQueries({ queryKey: ['auth'] });
    startScreenAt(AFTER_SIGN_IN);
  },
});

/**
 * Starts what the screen at `pathname` needs before react-admin gets to render it: its code, and
 * for the dashboard (with a session) its figures, which the page then finds in the query cache or
 * on their way. main.tsx calls it while the sign-in page is idle for the screen signing in leads
 * to (its code); signing in calls it again for that screen's figures.
 */
export function startScreenAt(pathname: string): void {
  const screen = PAGES.find(({ path }) => matchPath({ path, end: false }, pathname))?.component;
  if (screen && 'preload' in screen) {
    void (screen as Preloadable<never>).preload().catch(() => undefined);
  }
  if (pathname === dashboard.path && hasValidSession()) {
    void prefetchDashboardSummary(queryClient, dataProvider);
  }
}

/**
 * A screen under its top bar title (spec section 2), for screens that do not set their own; the
 * title stays when the screen's code could not be downloaded.
 */
const titled = (title: string | undefined, screen: ReactElement): ReactElement =>
  title ? (
    <>
      <Title title={title} />
      <ScreenLoadBoundary>{screen}</ScreenLoadBoundary>
    </>
  ) : (
    screen
  );

/** The <Resource> of a definition; one mounted at a spec route sends /<name> there. */
function resourceElement(resource: ResourceDefinition) {
  const {
    name,
    list: List,
    create,
    edit,
    show,
    icon,
    options,
    recordRepresentation,
    path,
  } = resource;
  const mounted = path && path !== `/${name}`;
  return (
    <Resource
      key={name}
      name={name}
      icon={icon}
      options={options}
      recordRepresentation={recordRepresentation}
      list={
        List &&
        (mounted ? (
          <RedirectToMount from={`/${name}`} to={path} />
        ) : (
          titled(resource.title, <List />)
        ))
      }
      create={mounted ? undefined : create}
      edit={mounted ? undefined : edit}
      show={mounted ? undefined : show}
      hasCreate={!!create}
      hasEdit={!!edit}
      hasShow={!!show}
    />
  );
}

/** A page outside the layout, its code loaded when first shown (Retry when it could not be). */
function PublicPage({ page }: { page: ReactElement }) {
  return (
    <LoadErrorBoundary
      fallback={(props) => <ConsoleLoadError title="app.load_error.page" {...props} />}
    >
      <Suspense fallback={<FullScreenLoader />}>{page}</Suspense>
    </LoadErrorBoundary>
  );
}

function Console() {
  return (
    <Admin
      disableTelemetry
      requireAuth
      authProvider={authProvider}
      queryClient={queryClient}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={lightTheme}
      layout={Layout}
      loginPage={false}
      notification={ToastNotifications}
      catchAll={NotFoundPage}
    >
      {RESOURCES.map(resourceElement)}
      <CustomRoutes>
        {MOUNTED.map((r) => (
          <Route
            key={r.name}
            path={`${r.path}/*`}
            element={titled(r.title, <ResourceRoutes resource={r} />)}
          />
        ))}
        {PAGES.map(({ path, title, component: Page, resource, access }) => (
          <Route
            key={path}
            path={`${path}/*`}
            element={titled(
              title,
              resource ? (
                <ResourcePage name={resource} page={Page} />
              ) : access ? (
                <CanAccess resource={access} action="list" accessDenied={<AccessDenied />}>
                  <Page />
                </CanAccess>
              ) : (
                <Page />
              ),
            )}
          />
        ))}
      </CustomRoutes>
      <CustomRoutes noLayout>
        <Route
          path="/"
          element={
            <ReplacingNavigation>
              <SignInPage />
            </ReplacingNavigation>
          }
        />
        {/* public, as the sign-in page: react-admin renders noLayout routes signed out too */}
        <Route path="/accept-invite" element={<PublicPage page={<AcceptInvitePage />} />} />
        <Route path="/meeting" element={<PublicPage page={<MeetingPage />} />} />
      </CustomRoutes>
    </Admin>
  );
}

export default function App() {
  // made as the app mounts, at the address it mounts at, from an empty query cache (one mount per
  // page load; several in the component tests)
  const [router] = useState(() => {
    queryClient.clear();
    return createBrowserRouter([{ path: '*', element: <Console /> }]);
  });
  return <RouterProvider router={router} />;
}
