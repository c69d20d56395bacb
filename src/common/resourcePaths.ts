// Links to a resource's screens, for resources mounted at a route of the spec rather than at
// react-admin's /<name> (ResourceDefinition.path): /jobs/j1 becomes /jobs-target/j1.
import { createContext, useCallback, useContext } from 'react';
import { useCreatePath, type CreatePathParams } from 'react-admin';

/** Resource name → the route its screens are mounted at; provided by the layout. */
export const MountedResourcesContext = createContext<Readonly<Record<string, string>>>({});

/** react-admin's `useCreatePath`, aware of the routes resources are mounted at. */
export function useCreateResourcePath(): (params: CreatePathParams) => string {
  const createPath = useCreatePath();
  const mounted = useContext(MountedResourcesContext);
  return useCallback(
    (params: CreatePathParams) => {
      const path = createPath(params);
      const mount = params.resource ? mounted[params.resource] : undefined;
      if (!mount) return path;
      const base = createPath({ resource: params.resource, type: 'list' });
      return path === base || path.startsWith(base + '/') ? mount + path.slice(base.length) : path;
    },
    [createPath, mounted],
  );
}
