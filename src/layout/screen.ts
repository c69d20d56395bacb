// The shape of a screen's declaration (each folder's index.ts), and what the router, the sidebar
// and the top bar derive from the list of them in src/screens.ts.
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { ResourceProps, Store } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/types';
import { preloadable } from '../common/preloadable';

/** A sidebar entry. `label` is a translation key; entries are sorted by `order`. */
export interface MenuEntry {
  label: string;
  icon: ComponentType;
  order: number;
  /** styled differently until the screen is opened (Interviews History, spec section 2) */
  markUntilVisited?: boolean;
}

/** A custom page, mounted at `path` and below. `title` is the top bar title's translation key. */
export interface PageDefinition {
  path: string;
  title?: string;
  menu?: MenuEntry;
  component: ComponentType;
  /** fetches the lazily loaded component's module ahead of its first showing */
  preload?: ScreenModule;
  /** asks for the data the page shows first, ahead of its first render (see ScreenPrefetch) */
  prefetch?: ScreenPrefetch;
}

/**
 * Asks for a screen's first data into the console's query cache, under the keys its hooks read,
 * when the screen is known to be next (signed in, or a page load with a session): the request
 * then runs beside the console's code and first render instead of after them.
 */
export type ScreenPrefetch = (context: ScreenPrefetchContext) => void;

export interface ScreenPrefetchContext {
  queryClient: QueryClient;
  dataProvider: AppDataProvider;
  /** the address's query: the view a list screen opens on (its filter, page, sort) */
  search: URLSearchParams;
  /** react-admin's store: a list screen's last view, when the address names none */
  store: Store;
}

/** A react-admin resource: what `<Resource>` takes, plus where the console shows it. */
export interface ResourceDefinition extends Omit<
  ResourceProps,
  'list' | 'create' | 'edit' | 'show' | 'icon' | 'options'
> {
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  icon: ComponentType;
  /** `label`: the sidebar entry and the top bar title (a translation key or a literal) */
  options: { label: string };
  /** the route of its screens when the spec fixes one; react-admin's `/<name>` otherwise */
  path?: string;
  /** the top bar title, when it is not `options.label` */
  title?: string;
  /** its place in the sidebar (label defaults to `options.label`), or false for none */
  menu?: { order?: number; label?: string } | false;
  /** custom pages that show this resource on routes of their own */
  pages?: PageDefinition[];
  /** fetches the lazily loaded list's module ahead of its first showing */
  preload?: ScreenModule;
  /** asks for the data the list shows first, ahead of its first render (see ScreenPrefetch) */
  prefetch?: ScreenPrefetch;
}

export type ScreenDefinition = PageDefinition | ResourceDefinition;

/**
 * A screen's module, loaded when the screen is first shown (or ahead, by `preload`):
 * `() => import('./SomePage')`.
 */
export type ScreenModule = () => Promise<{ default: ComponentType }>;

/** A custom page at `path`, its component loaded from `load` when first shown. */
export function page(
  path: string,
  load: ScreenModule,
  details: Omit<PageDefinition, 'path' | 'component'> = {},
): PageDefinition {
  const component = preloadable(load);
  return { path, ...details, component, preload: component.preload };
}

/**
 * A resource whose list (loaded from `list` when first shown) has a sidebar entry: the entry's
 * label and icon are also the resource's label and icon.
 */
export function sidebarResource(
  name: string,
  list: ScreenModule,
  {
    menu,
    ...details
  }: Omit<ResourceDefinition, 'name' | 'list' | 'icon' | 'options' | 'menu'> & {
    menu: Omit<MenuEntry, 'markUntilVisited'>;
  },
): ResourceDefinition {
  const component = preloadable(list);
  return {
    name,
    list: component,
    preload: component.preload,
    icon: menu.icon,
    options: { label: menu.label },
    menu: { order: menu.order },
    ...details,
  };
}

export function isResource(screen: ScreenDefinition): screen is ResourceDefinition {
  return 'name' in screen;
}

/** Where a resource's list is: its spec route, or react-admin's `/<name>`. */
function resourcePath(resource: ResourceDefinition): string {
  return resource.path ?? `/${resource.name}`;
}

/** Every custom page, with the resource it belongs to, if any. */
export function pagesOf(
  screens: readonly ScreenDefinition[],
): Array<PageDefinition & { resource?: string }> {
  return screens.flatMap((screen) =>
    isResource(screen)
      ? (screen.pages ?? []).map((page) => ({ ...page, resource: screen.name }))
      : [screen],
  );
}

export interface ScreenRoute {
  path: string;
  title?: string;
  preload?: ScreenModule;
  prefetch?: ScreenPrefetch;
}

const routesOf = new WeakMap<readonly ScreenDefinition[], ScreenRoute[]>();

/** Every screen's route, built once per screen list (it is looked up on every navigation). */
function screenRoutes(screens: readonly ScreenDefinition[]): ScreenRoute[] {
  let routes = routesOf.get(screens);
  if (!routes) {
    routes = [
      ...screens.filter(isResource).map((r) => ({
        path: resourcePath(r),
        title: r.title ?? r.options.label,
        preload: r.preload,
        prefetch: r.prefetch,
      })),
      ...pagesOf(screens),
    ];
    routesOf.set(screens, routes);
  }
  return routes;
}

/** The screen shown at a path: the longest route that is the path or a prefix of it. */
export function routeAt(
  screens: readonly ScreenDefinition[],
  pathname: string,
): ScreenRoute | undefined {
  let best: ScreenRoute | undefined;
  for (const route of screenRoutes(screens)) {
    if (pathname === route.path || pathname.startsWith(route.path + '/')) {
      if (!best || route.path.length > best.path.length) best = route;
    }
  }
  return best;
}

/** The top bar title of a path: that of the screen shown there. */
export function titleFor(
  screens: readonly ScreenDefinition[],
  pathname: string,
): string | undefined {
  return routeAt(screens, pathname)?.title;
}

/**
 * Starts fetching the module of the screen shown at a path (nothing if it has none to load); the
 * promise settles once it is here, or failed (the screen reports that when it renders), never
 * rejecting.
 */
export function preloadScreenAt(
  screens: readonly ScreenDefinition[],
  pathname: string,
): Promise<void> {
  const load = routeAt(screens, pathname)?.preload?.();
  return load
    ? load.then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

/** Asks for the first data of the screen shown at a path, if it declares any (ScreenPrefetch). */
export function prefetchScreenAt(
  screens: readonly ScreenDefinition[],
  pathname: string,
  context: ScreenPrefetchContext,
): void {
  routeAt(screens, pathname)?.prefetch?.(context);
}

interface SidebarEntry extends MenuEntry {
  to: string;
}

/** The sidebar entries in order; a resource without an `order` comes after those with one. */
export function sidebarEntries(screens: readonly ScreenDefinition[]): SidebarEntry[] {
  const fromResources = screens
    .filter(isResource)
    .filter((r) => r.menu !== false)
    .map((r) => {
      const menu = r.menu || {};
      return {
        to: resourcePath(r),
        label: menu.label ?? r.options.label,
        icon: r.icon,
        order: menu.order ?? Number.MAX_SAFE_INTEGER,
      };
    });
  const fromPages = pagesOf(screens).flatMap((p) => (p.menu ? [{ ...p.menu, to: p.path }] : []));
  return [...fromResources, ...fromPages].sort((a, b) => a.order - b.order);
}

/** Resource name → route, for the resources mounted at a route of the spec. */
export function mountedResourcePaths(
  screens: readonly ScreenDefinition[],
): Readonly<Record<string, string>> {
  return Object.fromEntries(
    screens.filter(isResource).flatMap((r) => (r.path ? [[r.name, r.path]] : [])),
  );
}
