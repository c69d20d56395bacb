// Popups load with their first opening, not with the screen that offers them: a list page ships
// its rows, and the add/edit/schedule forms follow when wanted. The buttons that open a popup
// call its `preload` on hover or focus, so the chunk is usually there by the click.
import { createElement, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { preloadable } from './preloadable';

/** A popup component: shown while `open`, and playing its closing transition after. */
interface PopupProps {
  open: boolean;
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
): LazyPopup<P> {
  const Loaded = preloadable(() => load().then((component) => ({ default: component })));

  function Popup(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return <Suspense fallback={null}>{createElement(Loaded, props)}</Suspense>;
  }
  Popup.preload = () => {
    Loaded.preload().catch(() => undefined);
  };
  return Popup;
}
