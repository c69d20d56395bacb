// Figures from a page's record (inPage.mjs pageRecord): bytes, requests, layout shift, long tasks.

const isJs = (r) => /\.m?js$/.test(new URL(r.url).pathname) || r.type === 'script';
const isApi = (r) => new URL(r.url).pathname.startsWith('/api/');
const sum = (xs, key) => xs.reduce((a, x) => a + x[key], 0);

/** JavaScript requested up to `until` (page time): files and bytes on the wire. */
export function scriptsUntil(record, until = Infinity) {
  const js = record.resources.filter((r) => isJs(r) && r.start <= until);
  return {
    files: js.length,
    wireBytes: sum(js, 'transfer'),
    decodedBytes: sum(js, 'decoded'),
    paths: js.map((r) => new URL(r.url).pathname),
  };
}

/** Every byte the page fetched: the document and every resource, on the wire. */
export function pageBytes(record) {
  return {
    requests: record.resources.length + 1,
    wireBytes: record.document.transfer + sum(record.resources, 'transfer'),
    jsWireBytes: sum(record.resources.filter(isJs), 'transfer'),
    jsPaths: record.resources.filter(isJs).map((r) => new URL(r.url).pathname),
  };
}

/** The API requests the page made (those started from `from` on): count and bytes on the wire. */
export function apiRequests(record, from = 0) {
  const api = record.resources.filter((r) => isApi(r) && r.start >= from);
  return {
    requests: api.length,
    wireBytes: sum(api, 'transfer'),
    decodedBytes: sum(api, 'decoded'),
  };
}

/** The first response of a request whose URL contains `part`, or undefined. */
export const firstResponse = (record, part) =>
  record.resources.filter((r) => r.url.includes(part)).sort((a, b) => a.start - b.start)[0];

/**
 * Cumulative layout shift as Chromium and Lighthouse define it: the largest session window
 * (shifts less than 1 s apart, the window at most 5 s long).
 */
export function layoutShift(shifts) {
  let max = 0;
  let current = 0;
  let windowStart = -Infinity;
  let last = -Infinity;
  for (const s of [...shifts].sort((a, b) => a.start - b.start)) {
    if (s.start - last > 1000 || s.start - windowStart > 5000) {
      current = 0;
      windowStart = s.start;
    }
    current += s.value;
    last = s.start;
    max = Math.max(max, current);
  }
  return Math.round(max * 1000) / 1000;
}

/** The longest main-thread task that started within [from, to] (0 when there was none). */
export function longestTask(longtasks, from, to = Infinity) {
  const within = longtasks.filter((t) => t.start >= from && t.start <= to);
  return Math.round(Math.max(0, ...within.map((t) => t.duration)));
}
