// react-admin's DataTable (5.15) names each row's checkbox with an aria-label on MUI's wrapping
// <span> (where ARIA does not allow one) and leaves the <input> itself unnamed, so a screen reader
// announces "checkbox" alone. The row checkbox cannot be replaced without copying the whole row,
// so this moves the label onto the input once react-admin has rendered it.
import { useCallback, useRef, type ReactNode } from 'react';

/** react-admin's row checkbox: MUI's span with its label, around the input. */
const MISLABELLED = 'span.select-item[aria-label]';

/** Moves the label of every mislabelled row checkbox under `root` onto its input. */
export function labelRowCheckboxes(root: ParentNode): void {
  for (const span of root.querySelectorAll<HTMLElement>(MISLABELLED)) {
    const input = span.querySelector('input');
    const label = span.getAttribute('aria-label');
    if (!input || !label) continue;
    input.setAttribute('aria-label', label);
    span.removeAttribute('aria-label');
  }
}

/** Wraps a react-admin list; the checkboxes of its rows are named on their inputs. */
export function RowCheckboxLabels({ children }: { children: ReactNode }) {
  const observer = useRef<MutationObserver | null>(null);
  const ref = useCallback((element: HTMLDivElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    labelRowCheckboxes(element);
    // React sets the attribute again only when its value changes: watch rows and labels
    const watcher = new MutationObserver(() => labelRowCheckboxes(element));
    watcher.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-label'],
    });
    observer.current = watcher;
  }, []);
  // display: contents: the wrapper takes no part in the layout
  return (
    <div ref={ref} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
