// Everything behind the router: the sign-in page once the router is loaded, the public meeting
// page, and the guarded console. Loaded lazily by the shell (App), so the first sign-in page
// ships without react-router.
import { Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { hasValidSession } from '../authProvider/session';
import { LoadErrorBoundary } from '../common/LoadErrorBoundary';
import { preloadable } from '../common/preloadable';
import { LoginPage } from '../login/LoginPage';
import { ConsoleLoadError } from './ConsoleLoadError';
import { FullScreenLoader } from './FullScreenLoader';
import { GuardedArea } from './GuardedArea';
import { StableRouting } from './routing';
import { ScrollToTop } from './ScrollToTop';

const MeetingPage = preloadable(() => import('../meeting/MeetingPage'));

/** '/' is the sign-in page, unless a valid session is stored: then the dashboard. */
function Landing() {
  if (hasValidSession()) return <Navigate to="/dashboard" replace />;
  return <LoginPage />;
}

export default function RoutedApp() {
  return (
    <BrowserRouter>
      <StableRouting>
        <ScrollToTop />
        <Routes>
          <Route path="/" element={<Landing />} />
          <Route
            path="/meeting"
            element={
              <LoadErrorBoundary
                fallback={(props) => <ConsoleLoadError title="app.load_error.page" {...props} />}
              >
                <Suspense fallback={<FullScreenLoader />}>
                  <MeetingPage />
                </Suspense>
              </LoadErrorBoundary>
            }
          />
          <Route path="/*" element={<GuardedArea />} />
        </Routes>
      </StableRouting>
    </BrowserRouter>
  );
}
