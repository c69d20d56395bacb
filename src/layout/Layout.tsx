import type { ReactNode } from 'react';
import { Layout as RaLayout, Title } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { MountedResourcesContext } from '../common/resourcePaths';
import { SCREENS } from '../screens';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { mountedResourcePaths, titleFor } from './screen';
import { useStartupDataLoader } from './useStartupData';

const MOUNTED_RESOURCES = mountedResourcePaths(SCREENS);

/** The guarded area's frame: sidebar (collapses on small screens), top bar, content. */
export function Layout({ children }: { children: ReactNode }) {
  useStartupDataLoader();
  return (
    <MountedResourcesContext value={MOUNTED_RESOURCES}>
      <ScreenTitle />
      <RaLayout appBar={AppBar} menu={Menu} appBarAlwaysOn>
        {children}
      </RaLayout>
    </MountedResourcesContext>
  );
}

/**
 * The current screen's title from its declaration. It sits outside the content's Suspense so it
 * shows while a screen loads; a screen's own <Title> comes later in the portal and wins.
 */
function ScreenTitle() {
  const { pathname } = useLocation();
  const title = titleFor(SCREENS, pathname);
  return title ? <Title title={title} preferenceKey={false} /> : null;
}
