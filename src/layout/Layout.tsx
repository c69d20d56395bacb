import { memo, Suspense, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Loading, useTranslate } from 'react-admin';
import { LoadErrorBoundary, useLoadRetryCount } from '../common/LoadErrorBoundary';
import { MountedResourcesContext } from '../common/resourcePaths';
import { SCREENS } from '../screens';
import { AppBar } from './AppBar';
import { FirstPaintEnd } from './firstPaint';
import { Frame } from './Frame';
import { Menu } from './Menu';
import { usePathname } from './routing';
import { mountedResourcePaths, routeAt } from './screen';
import { ScreenLoadError } from './ScreenLoadError';
import { PhoneAwareSidebar, useSidebarClosedOnPhone } from './useSidebarClosedOnPhone';
import { StartupDataLoader } from './useStartupData';

const MOUNTED_RESOURCES = mountedResourcePaths(SCREENS);
// The layout draws again with each change of the path (the screen's title, its boundary). The top
// bar and the menu take none of those: memo keeps them as they are, unless what they read
// themselves (location, sidebar state, translations) changes.
const TopBar = memo(AppBar);
const SideMenu = memo(Menu);

/** The guarded area's frame: sidebar (collapses on small screens), top bar, content. */
export function Layout({ children }: { children: ReactNode }) {
  useSidebarClosedOnPhone();
  const pathname = usePathname();
  const screen = routeAt(SCREENS, pathname);
  const retries = useLoadRetryCount();
  return (
    <MountedResourcesContext value={MOUNTED_RESOURCES}>
      <StartupDataLoader />
      <ScreenTitle title={screen?.title} />
      <Frame appBar={TopBar} menu={SideMenu} sidebar={PhoneAwareSidebar} appBarAlwaysOn>
        {/* A boundary of its own for each screen. React Router navigates in a transition, and a
            transition that suspends on a screen's code keeps the previous screen, its title and
            its sidebar highlight until that code arrives; a new boundary shows the new title, the
            highlight and the loader at once instead. A screen whose code could not be loaded
            shows what happened with Retry; another path or the top bar's refresh retries too. */}
        <LoadErrorBoundary
          resetKeys={[pathname, retries]}
          fallback={(props) => (
            <>
              <ScreenLoadError {...props} />
              <FirstPaintEnd />
            </>
          )}
        >
          <Suspense key={screen?.path ?? ''} fallback={<Loading />}>
            {children}
            <FirstPaintEnd />
          </Suspense>
        </LoadErrorBoundary>
      </Frame>
    </MountedResourcesContext>
  );
}

/**
 * The current screen's title from its declaration. It sits outside the content's Suspense so it
 * shows while a screen loads; a screen's own <Title> comes later in the portal and wins. The
 * markup of react-admin's <Title> with preferenceKey false (its PageTitle), without importing
 * <Title>, which brings its title editor (an MUI TextField and Select) to every page.
 */
export function ScreenTitle({ title }: { title: string | undefined }) {
  const translate = useTranslate();
  const container = useTitleContainer();
  if (!title || !container) return null;
  return createPortal(
    <span>
      <span>{translate(title, { _: title })}</span>
    </span>,
    container,
  );
}

/** The top bar's title portal (AppBar's TitlePortal), once it is in the document. */
function useTitleContainer() {
  const [container, setContainer] = useState(() => document.getElementById('react-admin-title'));
  useEffect(() => {
    setContainer((known) =>
      known && document.body.contains(known) ? known : document.getElementById('react-admin-title'),
    );
  }, []);
  return container;
}
