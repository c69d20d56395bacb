import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { useStartupDataLoader } from './useStartupData';

/** The guarded area's frame: sidebar (collapses on small screens), top bar, content. */
export function Layout({ children }: { children: ReactNode }) {
  useStartupDataLoader();
  return (
    <RaLayout appBar={AppBar} menu={Menu} appBarAlwaysOn>
      {children}
    </RaLayout>
  );
}
