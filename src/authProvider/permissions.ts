// The permissions react-admin reads (authProvider.getPermissions) are the role in the stored
// session, known before the console renders.
import type { QueryClient } from '@tanstack/react-query';
import { getToken, getUser, tokenClaims } from './session';

/** react-admin's key of usePermissions() without parameters (ra-core's usePermissions). */
export const PERMISSIONS_QUERY_KEY = ['auth', 'getPermissions', {}] as const;

/** The signed-in admin's role from the stored session: what getPermissions answers. */
export function storedRole(): string | undefined {
  return getUser()?.role ?? tokenClaims(getToken()).role;
}

/**
 * Puts the stored session's role in react-admin's permissions query before the console's first
 * render. Without it, the query answered after that render, and its answer, then the resources
 * registered again under the new permissions, each re-rendered the whole console (every route's
 * element, the layout, the screen) before the dashboard drew its numbers. Stored as react-admin
 * stores an answer (`?? null`); a cache that holds one already keeps it.
 */
export function seedPermissions(queryClient: QueryClient): void {
  if (queryClient.getQueryData(PERMISSIONS_QUERY_KEY) !== undefined) return;
  queryClient.setQueryData(PERMISSIONS_QUERY_KEY, storedRole() ?? null);
}
