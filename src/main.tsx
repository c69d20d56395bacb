// The entry. The first visit's sign-in page (at '/', without a session) is drawn without
// react-admin, so it ships little JavaScript; react-admin's app (App.tsx) loads once that page is
// usable, and takes over when Sign In is pressed (its own sign-in page submits what was typed).
// Every other address is the react-admin app from the start.
import { StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ToastContainer } from 'react-toastify';
import { ConsoleLoadError } from './app/ConsoleLoadError';
import { FullScreenLoader } from './app/FullScreenLoader';
import { checkStoredSession } from './authProvider/authProvider';
import { LoadErrorBoundary } from './common/LoadErrorBoundary';
import { preloadable } from './common/preloadable';
import { AFTER_SIGN_IN } from './login/afterSignIn';
import { LoginForm, type Credentials } from './login/LoginForm';
import { handedOverSignIn as HandedOverSignIn } from './login/handedOver';
import { TOAST_CONTAINER_PROPS } from './toasts/toast';

const App = preloadable(() => import('./App'));
/** Runs `task` when the main thread is idle (soon after, where the browser cannot tell). */
const whenIdle = (task: () => void) =>
  'requestIdleCallback' in window
    ? requestIdleCallback(task, { timeout: 2000 })
    : setTimeout(task, 1);

function Entry() {
  // spec section 4: at load, an undecodable or (nearly) expired token is dropped with the toast
  const [firstPage] = useState(() => checkStoredSession() !== 'valid' && location.pathname === '/');
  const [handedOver, setHandedOver] = useState<Credentials | null>(null);
  const signInFirst = firstPage && !handedOver;

  useEffect(() => {
    if (!signInFirst) return undefined;
    // fetched once the page has loaded and painted, so nothing competes with the form
    const start = () =>
      whenIdle(
        () =>
          void App.preload().then(
            (app) => app.startScreenAt(AFTER_SIGN_IN),
            () => undefined,
          ),
      );
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, [signInFirst]);

  if (signInFirst) return <LoginForm onSubmit={setHandedOver} pending={false} />;
  return (
    <HandedOverSignIn value={handedOver}>
      {/* the app's code not downloaded: Retry loads it again */}
      <LoadErrorBoundary fallback={(props) => <ConsoleLoadError {...props} />}>
        <Suspense
          fallback={
            handedOver ? (
              <LoginForm onSubmit={() => undefined} pending initial={handedOver} />
            ) : (
              <FullScreenLoader />
            )
          }
        >
          <App />
        </Suspense>
      </LoadErrorBoundary>
    </HandedOverSignIn>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <ToastContainer {...TOAST_CONTAINER_PROPS} />
    <Entry />
  </StrictMode>,
);
