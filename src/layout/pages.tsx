// Which screen each guarded route renders. A later issue replaces a placeholder with its screen:
// `'/training': lazy(() => import('../training/TrainingPage')),`.
import { lazy, type ComponentType } from 'react';
import { GUARDED_ROUTES } from './routes';

const PlaceholderPage = lazy(() => import('../pages/PlaceholderPage'));
export const HelloPage = lazy(() => import('../pages/HelloPage'));

const SCREENS: Partial<Record<string, ComponentType>> = {};

/** Every guarded route with its page component (lazily loaded: one chunk per screen). */
export const PAGES: ReadonlyArray<{ path: string; Page: ComponentType }> = GUARDED_ROUTES.map(
  ({ path }) => ({ path, Page: SCREENS[path] ?? PlaceholderPage }),
);
