// Decides, before the console chunk downloads, whether a guarded path may open.
import { Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { hasValidSession } from '../authProvider/session';
import { LoadErrorBoundary } from '../common/LoadErrorBoundary';
import { ConsoleLoadError } from './ConsoleLoadError';
import { FullScreenLoader } from './FullScreenLoader';
import { AdminAppScreen } from './loadAdminApp';
import { checkStoredSession } from './sessionStatus';

/** One element for the page's life: a navigation re-renders GuardedArea, never the console. */
const CONSOLE = (
  <Suspense fallback={<FullScreenLoader />}>
    <AdminAppScreen />
  </Suspense>
);

/** Checks the stored session on every navigation: one that ran out in use ends with the toast. */
export function GuardedArea() {
  const { pathname } = useLocation();
  if (!hasValidSession()) return <LeaveToSignIn />;
  // the console's code not downloaded: Retry, or Back/Forward to another path, loads it again
  return (
    <LoadErrorBoundary resetKeys={[pathname]} fallback={(props) => <ConsoleLoadError {...props} />}>
      {CONSOLE}
    </LoadErrorBoundary>
  );
}

/** Without a valid session: back to '/', with the session-expired toast when a token was stored. */
function LeaveToSignIn() {
  const navigate = useNavigate();
  useEffect(() => {
    checkStoredSession();
    navigate('/', { replace: true });
  }, [navigate]);
  return null;
}
