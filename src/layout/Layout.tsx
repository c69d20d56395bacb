// The signed-in frame: react-admin's <Layout> with the console's top bar and sidebar menu. Each
// screen's code loads in a boundary of its own: a screen that could not be downloaded shows what
// happened with Retry, and another path or the top bar's refresh retries too.
import { Suspense, useEffect, type ReactNode } from 'react';
import { Layout as RaLayout, Loading, useCheckAuth, useLocation } from 'react-admin';
import { MountedResourcesContext } from '../common/resourcePaths';
import { SCREENS } from '../screens';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { mountedResourcePaths } from './screen';
import { ScreenLoadBoundary } from './ScreenLoadError';
import { StartupDataLoader } from './useStartupData';
import { PhoneAwareSidebar, useSidebarClosedOnPhone } from './useSidebarClosedOnPhone';

const MOUNTED_RESOURCES = mountedResourcePaths(SCREENS);

export function Layout({ children }: { children: ReactNode }) {
  useSidebarClosedOnPhone();
  const { pathname } = useLocation();
  // spec section 2: the page scrolls to the top on every path change (in braces: Chromium's
  // scrollTo returns a promise, which React would take for a clean-up function)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  // a session that ran out while the console was open ends at the next navigation (spec
  // section 4): react-admin checks the session once as it starts, and on its own resource pages
  const checkAuth = useCheckAuth();
  useEffect(() => {
    checkAuth({ route: pathname }).catch(() => undefined);
  }, [checkAuth, pathname]);
  return (
    <MountedResourcesContext value={MOUNTED_RESOURCES}>
      <StartupDataLoader />
      <RaLayout appBar={AppBar} menu={Menu} sidebar={PhoneAwareSidebar} appBarAlwaysOn>
        <ScreenLoadBoundary>
          {/* a boundary of its own per screen: going to a screen whose code is on its way shows
          its frame and loader at once (a navigation is a transition, and React keeps showing
          what an existing boundary showed until the new screen can render) */}
          <Suspense key={pathname.split('/')[1]} fallback={<Loading />}>
            {children}
          </Suspense>
        </ScreenLoadBoundary>
      </RaLayout>
    </MountedResourcesContext>
  );
}
