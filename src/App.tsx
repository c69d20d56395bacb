// The public shell: router, toasts, the sign-in page. react-admin loads only behind GuardedArea.
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { hasValidSession } from './authProvider/session';
import { LoginPage } from './login/LoginPage';
import { FullScreenLoader } from './layout/FullScreenLoader';
import { GuardedArea } from './layout/GuardedArea';
import { ScrollToTop } from './layout/ScrollToTop';
import { TOAST_CONTAINER_PROPS } from './layout/toast';

const MeetingPage = lazy(() => import('./meeting/MeetingPage'));

/** '/' is the sign-in page, unless a valid session is stored: then the dashboard. */
function Landing() {
  if (hasValidSession()) return <Navigate to="/dashboard" replace />;
  return <LoginPage />;
}

function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <Routes>
        <Route path="/" element={<Landing />} />
        <Route
          path="/meeting"
          element={
            <Suspense fallback={<FullScreenLoader />}>
              <MeetingPage />
            </Suspense>
          }
        />
        <Route path="/*" element={<GuardedArea />} />
      </Routes>
    </>
  );
}

export function App() {
  return (
    <>
      <ToastContainer {...TOAST_CONTAINER_PROPS} />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </>
  );
}
