import type { ComponentType } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import type { ResourceDefinition } from './screen';

/**
 * A resource's screens at the route it is mounted at, the way react-admin's <Resource> routes
 * them under /<name>: list, create, edit and show.
 */
export function ResourceRoutes({ resource }: { resource: ResourceDefinition }) {
  const { name, list: List, create: Create, edit: Edit, show: Show } = resource;
  return (
    <ResourceContextProvider value={name}>
      <Routes>
        {Create && <Route path="create/*" element={<Create />} />}
        {Show && <Route path=":id/show/*" element={<Show />} />}
        {Edit && <Route path=":id/*" element={<Edit />} />}
        {List && <Route path="*" element={<List />} />}
      </Routes>
    </ResourceContextProvider>
  );
}

/** A custom page that shows a resource: rendered in that resource's context. */
export function ResourcePage({ name, page: Page }: { name: string; page: ComponentType }) {
  return (
    <ResourceContextProvider value={name}>
      <Page />
    </ResourceContextProvider>
  );
}

/** react-admin's /<name>/… of a resource mounted elsewhere: the same screen at its route. */
export function RedirectToMount({ from, to }: { from: string; to: string }) {
  const { pathname, search } = useLocation();
  // mounted at /<name> itself (interviews, training): the mount's own route answers first
  if (from === to) return null;
  const rest = pathname.startsWith(from) ? pathname.slice(from.length) : '';
  return <Navigate to={`${to}${rest}${search}`} replace />;
}
