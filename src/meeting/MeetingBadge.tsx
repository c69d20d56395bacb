import type { ReactNode } from 'react';

/** A 28 px line drawing in the text's colour. */
function LineIcon({ strokeWidth, children }: { strokeWidth: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
    >
      {children}
    </svg>
  );
}

/**
 * The meeting page's badge above its heading: a video camera, or a check mark once the interview
 * is done. Decorative: hidden from assistive technology.
 */
export function MeetingBadge({ done = false }: { done?: boolean }) {
  return (
    <div
      className={done ? 'meeting__badge meeting__badge--done' : 'meeting__badge'}
      aria-hidden="true"
    >
      {done ? (
        <LineIcon strokeWidth="2">
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </LineIcon>
      ) : (
        <LineIcon strokeWidth="1.8">
          <rect x="3" y="6" width="12" height="12" rx="2.5" />
          <path d="M15 10.5l5-3v9l-5-3z" strokeLinejoin="round" />
        </LineIcon>
      )}
    </div>
  );
}
