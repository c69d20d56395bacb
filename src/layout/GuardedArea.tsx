// Decides, before the console chunk downloads, whether a guarded path may open.
import { Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { hasValidSession } from '../authProvider/session';
import { FullScreenLoader } from './FullScreenLoader';
import { AdminAppScreen } from './loadAdminApp';
import { checkStoredSession } from './sessionStatus';

export function GuardedArea() {
  if (!hasValidSession()) return <LeaveToSignIn />;
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <AdminAppScreen />
    </Suspense>
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
