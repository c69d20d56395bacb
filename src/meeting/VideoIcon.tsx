/** The meeting page's badge: a video camera. */
export function VideoIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <rect x="3" y="6" width="12" height="12" rx="2.5" />
      <path d="M15 10.5l5-3v9l-5-3z" strokeLinejoin="round" />
    </svg>
  );
}
