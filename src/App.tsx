// The public shell: toasts and the sign-in page, without react-router or react-admin. Any other
// address (and '/' with a session) goes to RoutedApp, loaded lazily: the router, the meeting page
// and the console behind it. While the sign-in page idles, those chunks are fetched ahead.
import { startTransition, Suspense, useEffect, useState } from 'react';
import { ToastContainer } from 'react-toastify';
import { hasValidSession } from './authProvider/session';
import { FullScreenLoader } from './layout/FullScreenLoader';
import { preloadAdminApp, RoutedAppScreen } from './layout/loadAdminApp';
import { TOAST_CONTAINER_PROPS } from './layout/toast';
import { whenIdleAfterLoad } from './layout/whenIdle';
import { SignInScreen } from './login/SignInScreen';

/** Only the sign-in page at '/' without a session can show before the router is loaded. */
const needsRouter = () => window.location.pathname !== '/' || hasValidSession();

function Shell() {
  const [routed, setRouted] = useState(needsRouter);

  useEffect(() => {
    if (routed) return undefined;
    // Back or Forward to an entry of this document: the router takes over from here on
    const onPopState = () => {
      if (needsRouter()) setRouted(true);
    };
    window.addEventListener('popstate', onPopState);
    const cancelPreload = whenIdleAfterLoad(preloadAdminApp);
    return () => {
      window.removeEventListener('popstate', onPopState);
      cancelPreload();
    };
  }, [routed]);

  if (!routed) {
    return (
      <SignInScreen
        onSignedIn={() => {
          window.history.replaceState(null, '', '/dashboard');
          // keeps the sign-in page (its spinner) up until the router's chunk is there
          startTransition(() => setRouted(true));
        }}
      />
    );
  }
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <RoutedAppScreen />
    </Suspense>
  );
}

export function App() {
  return (
    <>
      <ToastContainer {...TOAST_CONTAINER_PROPS} />
      <Shell />
    </>
  );
}
