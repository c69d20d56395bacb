// Popups load with their first opening, not with the screen that offers them: a list page ships
// its rows, and the add/edit/schedule forms follow when wanted. The buttons that open a popup
// call its `preload` on hover or focus, so the chunk is usually there by the click. A popup whose
// chunk could not be downloaded (after retries) opens a small dialog that says so, with Retry.
import CloseIcon from '@mui/icons-material/Close';
import RefreshIcon from '@mui/icons-material/Refresh';
import { createElement, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Confirm } from 'react-admin';
import { LoadErrorBoundary, type LoadErrorFallbackProps } from './LoadErrorBoundary';
import type { LoadOptions } from './loadWithRetry';
import { preloadable } from './preloadable';

/** A popup component: shown while `open`, and playing its closing transition after. */
interface PopupProps {
  open: boolean;
  onClose?(): void;
}

export interface LazyPopup<P extends PopupProps> {
  (props: P): ReactNode;
  /** starts downloading the popup's module (once); a failure is reported when it opens */
  preload(): void;
}

/**
 * The popup `load` resolves to, rendered from its first opening on (nothing before, so nothing
 * is fetched), and kept after it closes so it can fade out.
 */
export function lazyPopup<P extends PopupProps>(
  load: () => Promise<ComponentType<P>>,
  options?: LoadOptions,
): LazyPopup<P> {
  const Loaded = preloadable(() => load().then((component) => ({ default: component })), options);

  function Popup(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    // opening it again after a failure loads it again
    return (
      <LoadErrorBoundary
        resetKeys={[props.open]}
        fallback={({ error, retry }) => (
          <PopupLoadError error={error} retry={retry} open={props.open} onClose={props.onClose} />
        )}
      >
        <Suspense fallback={null}>{createElement(Loaded, props)}</Suspense>
      </LoadErrorBoundary>
    );
  }
  Popup.preload = () => {
    Loaded.preload().catch(() => undefined);
  };
  return Popup;
}

/** In place of a popup whose code could not be downloaded: what happened, Close and Retry. */
function PopupLoadError({
  error,
  retry,
  open,
  onClose = () => undefined,
}: LoadErrorFallbackProps & PopupProps) {
  return (
    <Confirm
      isOpen={open}
      title="app.load_error.popup"
      content={error.needsReload ? 'app.load_error.reload' : 'app.load_error.unreachable'}
      confirm="app.load_error.retry"
      cancel="app.load_error.close"
      ConfirmIcon={RefreshIcon}
      CancelIcon={CloseIcon}
      onConfirm={retry}
      onClose={onClose}
    />
  );
}
