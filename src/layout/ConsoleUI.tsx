// The guarded console's outer frame: what react-admin's <CoreAdminUI> draws around its routes (the
// error page, the authentication callback), for a screen list that is fixed. Its default title is
// react-admin's own ('React Admin', DefaultTitleContext's default), so nothing provides one.
import { useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Navigate, Route, Routes } from 'react-router-dom';
import { FirstPaintEnd } from './firstPaint';

/** The props react-admin gives its error page (react-admin's <Error>). */
interface ConsoleErrorProps {
  error: Error;
  errorInfo?: ErrorInfo;
  resetErrorBoundary(...args: unknown[]): void;
}

interface Props {
  /** the layout with the screens' routes inside: one element made once, never drawn again */
  children: ReactNode;
  /** shown in place of everything when a screen throws while it renders */
  error: ComponentType<ConsoleErrorProps>;
  authCallbackPage: ComponentType;
}

/**
 * react-admin's <CoreAdminUI> reads its routes and resources from its children into state, and
 * sets that state again in an effect after mounting (its `useConfigureAdminRouterFromChildren`),
 * even when nothing changed. That drew the routes, the layout and the screen a second time in one
 * blocking render just after the dashboard's numbers (150 ms on the 2-core machine), before its
 * charts. Here the routes are plain elements: the first render is the only one.
 */
export function ConsoleUI({ children, error: ErrorPage, authCallbackPage: AuthCallback }: Props) {
  const [errorInfo, setErrorInfo] = useState<ErrorInfo>();
  return (
    <ErrorBoundary
      onError={(_error, info) => setErrorInfo(info)}
      fallbackRender={({ error, resetErrorBoundary }) => (
        <div style={{ minHeight: '100vh' }}>
          <FirstPaintEnd />
          <ErrorPage
            error={error as Error}
            errorInfo={errorInfo}
            resetErrorBoundary={resetErrorBoundary}
          />
        </div>
      )}
    >
      <Routes>
        <Route path="/auth-callback" element={<AuthCallback />} />
        {/* react-admin's default login URL: the sign-in page is '/' */}
        <Route path="/login" element={<Navigate to="/" replace />} />
        <Route path="/*" element={children} />
      </Routes>
    </ErrorBoundary>
  );
}
