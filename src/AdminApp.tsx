// The guarded console: react-admin, loaded lazily behind the sign-in page.
import { Admin, CustomRoutes, localStorageStore, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { authProvider } from './authProvider/authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { FullScreenLoader } from './layout/FullScreenLoader';
import { Layout } from './layout/Layout';
import { NotificationBridge } from './layout/NotificationBridge';
import { HelloPage, PAGES } from './layout/pages';
import { lightTheme } from './layout/theme';
import { NotFoundPage } from './pages/NotFoundPage';
import jobs from './resources/jobs';

const store = localStorageStore(undefined, 'interview-ai-admin');

export function AdminApp() {
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
      <Resource name="jobs" {...jobs} />
      <CustomRoutes>
        {PAGES.map(({ path, Page }) => (
          <Route key={path} path={`${path}/*`} element={<Page />} />
        ))}
        <Route path="/hello" element={<HelloPage />} />
      </CustomRoutes>
      <CustomRoutes noLayout>
        {/* react-admin's default login URL: the sign-in page is '/' */}
        <Route path="/login" element={<Navigate to="/" replace />} />
      </CustomRoutes>
    </Admin>
  );
}

export default AdminApp;
