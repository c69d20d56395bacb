// The shape of a screen's declaration (each folder's index.ts). App.tsx turns the list of them
// (src/screens.ts) into react-admin's <Resource> and <CustomRoutes> elements; the sidebar reads
// its entries from the same list.
import type { ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';
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
  /**
   * The resource react-admin's canAccess is asked about (action `list`) before the page and its
   * sidebar entry are shown: refused, the entry is absent and the route shows react-admin's
   * access-denied page. Pages of a resource use the resource's name.
   */
  access?: string;
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
  /** `label`: the sidebar entry and react-admin's title for the resource */
  options: { label: string };
  /** the route of its screens when the spec fixes one; react-admin's `/<name>` otherwise */
  path?: string;
  /** the top bar title of its list, for a list that does not set one (not react-admin's <List>) */
  title?: string;
  /** its place in the sidebar (label defaults to `options.label`), or false for none */
  menu?: { order?: number; label?: string } | false;
  /** custom pages that show this resource on routes of their own */
  pages?: PageDefinition[];
}

export type ScreenDefinition = PageDefinition | ResourceDefinition;

/** A screen's module, loaded when the screen is first shown: `() => import('./SomePage')`. */
export type ScreenModule = () => Promise<{ default: ComponentType }>;

/** A custom page at `path`, its component loaded from `load` when first shown. */
export function page(
  path: string,
  load: ScreenModule,
  details: Omit<PageDefinition, 'path' | 'component'> = {},
): PageDefinition {
  return { path, ...details, component: preloadable(load) };
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
  return {
    name,
    list: preloadable(list),
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
export function resourcePath(resource: ResourceDefinition): string {
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

export interface SidebarEntry extends MenuEntry {
  to: string;
  /** the resource it lists, for react-admin's access check */
  resource?: string;
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
        resource: r.name,
      };
    });
  const fromPages = pagesOf(screens).flatMap((p) =>
    p.menu ? [{ ...p.menu, to: p.path, resource: p.access ?? p.resource }] : [],
  );
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
