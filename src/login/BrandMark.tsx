import { useId } from 'react';

/** The product's logo: a speech bubble with a spark, on the brand gradient. */
export function BrandMark({ size }: { size: number }) {
  // the page shows the mark twice: each needs its own gradient id
  const gradient = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#06b6d4" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradient})`} />
      <path
        d="M18 17h28a5 5 0 0 1 5 5v16a5 5 0 0 1-5 5H31l-9 8v-8h-4a5 5 0 0 1-5-5V22a5 5 0 0 1 5-5z"
        fill="#fff"
      />
      <path d="M32 21.5l2.6 5.9 5.9 2.6-5.9 2.6L32 38.5l-2.6-5.9-5.9-2.6 5.9-2.6z" fill="#6366f1" />
    </svg>
  );
}
