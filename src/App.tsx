// The public shell: toasts and the sign-in page, without react-router or react-admin. Any other
// address (and '/' with a session) goes to RoutedApp, loaded lazily: the router, the meeting page
// and the console behind it. While the sign-in page idles, those chunks are fetched ahead.
import { startTransition, Suspense, useEffect, useState } from 'react';
import { ToastContainer } from 'react-toastify';
import { hasValidSession } from './authProvider/session';
import { LoadErrorBoundary } from './common/LoadErrorBoundary';
import { ConsoleLoadError } from './layout/ConsoleLoadError';
import { FirstPaintEnd } from './layout/firstPaint';
import { FullScreenLoader } from './layout/FullScreenLoader';
import {
  openingScreen,
  prefetchScreenData,
  preloadAdminApp,
  RoutedAppScreen,
} from './layout/loadAdminApp';
import { TOAST_CONTAINER_PROPS } from './layout/toast';
import { whenIdleAfterLoad } from './layout/whenIdle';
import { SignInScreen } from './login/SignInScreen';

/** Only the sign-in page at '/' without a session can show before the router is loaded. */
const needsRouter = () => window.location.pathname !== '/' || hasValidSession();

/** The sign-in page; the loader while the router's render starts; the router and all behind it. */
type View = 'sign-in' | 'starting' | 'routed';

function Shell() {
  const [view, setView] = useState<View>(() => (needsRouter() ? 'starting' : 'sign-in'));
  const routed = view !== 'sign-in';

  useEffect(() => {
    if (view !== 'starting') return;
    // with a session, the console is wanted: its chunks and the screen's at once, not in a chain
    if (hasValidSession()) {
      const screen = openingScreen();
      preloadAdminApp(screen);
      prefetchScreenData(screen, window.location.search);
    }
    // The router and the console render in a transition, in slices that leave the main thread
    // free, instead of in the page's first (blocking) render as one long task.
    startTransition(() => setView('routed'));
  }, [view]);

  useEffect(() => {
    if (routed) return undefined;
    // Back or Forward to an entry of this document: the router takes over from here on
    const onPopState = () => {
      if (needsRouter()) setView('routed');
    };
    window.addEventListener('popstate', onPopState);
    const cancelPreload = whenIdleAfterLoad(preloadAdminApp);
    return () => {
      window.removeEventListener('popstate', onPopState);
      cancelPreload();
    };
  }, [routed]);

  if (view === 'sign-in') {
    return (
      <>
        <FirstPaintEnd />
        <SignInScreen
          onSignedIn={() => {
            window.history.replaceState(null, '', '/dashboard');
            // keeps the sign-in page (its spinner) up until the router's chunk is there
            startTransition(() => setView('routed'));
          }}
        />
      </>
    );
  }
  if (view === 'starting') return <FullScreenLoader />;
  return (
    <LoadErrorBoundary
      fallback={(props) => (
        <>
          <FirstPaintEnd />
          <ConsoleLoadError {...props} />
        </>
      )}
    >
      <Suspense fallback={<FullScreenLoader />}>
        <RoutedAppScreen />
      </Suspense>
    </LoadErrorBoundary>
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
