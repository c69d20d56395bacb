import type { ReactNode } from 'react';

/** A toast's text with one action button after it (Undo, Reload). */
export function ActionToastContent({
  children,
  actionLabel,
  onAction,
}: {
  children: ReactNode;
  actionLabel: string;
  onAction: () => void;
}) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12, width: '100%' }}>
      <span style={{ flex: 1 }}>{children}</span>
      <button
        type="button"
        onClick={onAction}
        style={{
          flexShrink: 0,
          padding: '4px 10px',
          font: 'inherit',
          fontWeight: 600,
          color: '#a5b4fc',
          background: 'transparent',
          border: '1px solid rgba(165, 180, 252, 0.5)',
          borderRadius: 6,
          cursor: 'pointer',
        }}
      >
        {actionLabel}
      </button>
    </div>
  );
}
