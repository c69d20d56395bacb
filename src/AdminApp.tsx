// The guarded console: react-admin, loaded lazily behind the sign-in page. Its resources and pages
// come from the screen list (src/screens.ts).
import { Admin, CustomRoutes, localStorageStore, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { authProvider } from './authProvider/authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { FullScreenLoader } from './layout/FullScreenLoader';
import { Layout } from './layout/Layout';
import { NotificationBridge } from './layout/NotificationBridge';
import { RedirectToMount, ResourcePage, ResourceRoutes } from './layout/ResourceRoutes';
import { isResource, pagesOf, preloadScreenAt, type ResourceDefinition } from './layout/screen';
import { lightTheme } from './layout/theme';
import { NotFoundPage } from './pages/NotFoundPage';
import { SCREENS } from './screens';

const store = localStorageStore(undefined, 'interview-ai-admin');
const RESOURCES = SCREENS.filter(isResource);
const PAGES = pagesOf(SCREENS);

/**
 * The <Resource> of a definition. One mounted at a route of its own (`path`) is routed by
 * ResourceRoutes; react-admin's /<name> routes then lead there.
 */
function resourceElement(resource: ResourceDefinition) {
  const { name, list, create, edit, show, icon, options, recordRepresentation, path } = resource;
  const screens = path
    ? {
        list: list && <RedirectToMount from={`/${name}`} to={path} />,
        hasCreate: !!create,
        hasEdit: !!edit,
        hasShow: !!show,
      }
    : { list, create, edit, show };
  return <Resource key={name} {...{ name, icon, options, recordRepresentation }} {...screens} />;
}

/** Fetches the screen at `pathname` ahead (the dashboard, while the sign-in page is idle). */
export function preloadScreen(pathname: string): void {
  preloadScreenAt(SCREENS, pathname);
}

export default function AdminApp() {
  return (
    <Admin
      disableTelemetry
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={lightTheme}
      layout={Layout}
      notification={NotificationBridge}
      loading={FullScreenLoader}
      catchAll={NotFoundPage}
      loginPage={false}
      requireAuth
    >
      {RESOURCES.map(resourceElement)}
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
    </Admin>
  );
}
