// Every navigation away from the sign-in page replaces its history entry (spec sections 2 and 3:
// after Sign In, and for a visitor already signed in, /dashboard "replacing history"). react-admin's
// useLogin pushes its redirect, so the sign-in route gets a router provider of its own: react-admin's
// react-router adapter, whose navigate replaces unless told otherwise.
import { useCallback, type ReactNode } from 'react';
import {
  reactRouterProvider,
  RouterProviderContext,
  type RouterNavigateFunction,
  type RouterProvider,
} from 'react-admin';

function useReplacingNavigate(): RouterNavigateFunction {
  const navigate = reactRouterProvider.useNavigate();
  return useCallback<RouterNavigateFunction>(
    (to, options) =>
      typeof to === 'number' ? navigate(to) : navigate(to, { replace: true, ...options }),
    [navigate],
  );
}

const replacingRouterProvider: RouterProvider = {
  ...reactRouterProvider,
  useNavigate: useReplacingNavigate,
};

export function ReplacingNavigation({ children }: { children: ReactNode }) {
  return <RouterProviderContext value={replacingRouterProvider}>{children}</RouterProviderContext>;
}
