// Small number helpers for the bench's figures and its report.
export const kB = (n) => `${(n / 1000).toFixed(1)} kB`;
export const ms = (n) => `${Math.round(n)} ms`;
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
export const sleep = (t) => new Promise((r) => setTimeout(r, t));
