// Code the bench runs inside the page (each function is serialised by playwright-core, so it must
// not use anything from this module's scope). Times are the page's performance.now(), in ms.
/* global window, document, requestAnimationFrame */

/**
 * The init script of every bench page: long tasks, layout shifts and clicks recorded from the
 * document's start, and the session (`{key: value}` for localStorage) put in place when given.
 */
export function observePage(session) {
  const bench = { longtasks: [], shifts: [], clicks: [], marks: {} };
  window.__bench = bench;
  performance.setResourceTimingBufferSize(2000);
  const observe = (type, take) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({
        type,
        buffered: true,
      });
    } catch {
      // an entry type this browser lacks: that figure stays empty
    }
  };
  observe('longtask', (e) => bench.longtasks.push({ start: e.startTime, duration: e.duration }));
  observe('layout-shift', (e) => {
    if (!e.hadRecentInput) bench.shifts.push({ start: e.startTime, value: e.value });
  });
  document.addEventListener('click', (e) => bench.clicks.push(e.timeStamp), true);
  for (const [key, value] of Object.entries(session ?? {})) {
    if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
  }
}

/**
 * Everything the bench reads back: the document and every resource (start, end, bytes on the
 * wire with headers, encoded and decoded body), long tasks, layout shifts, clicks and marks.
 */
export function pageRecord() {
  const nav = performance.getEntriesByType('navigation')[0];
  const resources = performance.getEntriesByType('resource').map((e) => ({
    url: e.name,
    type: e.initiatorType,
    start: e.startTime,
    end: e.responseEnd,
    transfer: e.transferSize,
    encoded: e.encodedBodySize,
    decoded: e.decodedBodySize,
  }));
  return {
    document: { transfer: nav?.transferSize ?? 0, loadEventEnd: nav?.loadEventEnd ?? 0 },
    resources,
    now: performance.now(),
    ...window.__bench,
  };
}

/**
 * Whether `part` of the dashboard is drawn (`numbers`, `charts`, `lists` or `all`); each part is
 * recorded in marks the first time it is seen drawn:
 * `numbers` (the six counts), `charts` (every chart card no longer busy and either showing its
 * empty message or an svg of chart size with marks in it), `lists` (the two interview cards no
 * longer busy); `all` once all three are. Markers are the dashboard's test ids and aria-busy.
 */
export function dashboardDrawn(part = 'all') {
  const all = (selector) => [...document.querySelectorAll(selector)];
  const numbers =
    all('[data-testid="stat-value"]').filter((e) => /\d/.test(e.textContent ?? '')).length >= 6;
  const cards = all('section[data-testid^="chart-"]');
  const drawn = (card) => {
    if (card.getAttribute('aria-busy') === 'true') return false;
    const plots = [...card.querySelectorAll('svg')].filter(
      (svg) => svg.getBoundingClientRect().height >= 100 && svg.querySelector('path, rect'),
    );
    const isEmpty = !card.querySelector('table');
    return plots.length > 0 || isEmpty;
  };
  const charts =
    !document.querySelector('[data-testid="charts-skeleton"]') &&
    cards.length >= 3 &&
    cards.every(drawn);
  const listCards = all('[data-testid="upcoming-interviews"], [data-testid="latest-completed"]');
  const lists =
    listCards.length === 2 && listCards.every((c) => c.getAttribute('aria-busy') !== 'true');
  const state = { numbers, charts, lists, all: numbers && charts && lists };
  const marks = window.__bench.marks;
  for (const [key, done] of Object.entries(state)) {
    if (done && marks[key] === undefined) marks[key] = performance.now();
  }
  return state[part];
}

/**
 * Whether the candidates table shows `count` rows starting at S no `first` (its first cell), and
 * when that was first seen (marks[name], by default marks[`rows${first}`]). Skeleton rows have an empty first cell.
 */
export function candidateRowsShown({ first, count, name }) {
  const rows = [...document.querySelectorAll('table[aria-label="Candidates"] tbody tr')];
  // a row's number: its first cell of digits alone (the selection checkbox's cell comes first)
  const numberOf = (r) =>
    [...r.querySelectorAll('td, th')]
      .map((c) => c.textContent?.trim() ?? '')
      .find((t) => /^\d+$/.test(t));
  const numbered = rows.filter((r) => numberOf(r) !== undefined);
  const head = numbered[0] && numberOf(numbered[0]);
  const shown = numbered.length >= count && head === String(first);
  const key = name ?? `rows${first}`;
  if (shown && window.__bench.marks[key] === undefined)
    window.__bench.marks[key] = performance.now();
  return shown;
}

/** Whether a `stat-value` element shows a digit (the minimal app's number); marked `numbers`. */
export function numberShown() {
  const shown = [...document.querySelectorAll('[data-testid="stat-value"]')].some((e) =>
    /\d/.test(e.textContent ?? ''),
  );
  if (shown && window.__bench.marks.numbers === undefined) {
    window.__bench.marks.numbers = performance.now();
  }
  return shown;
}

/** Whether marks[name] has been recorded (by an init script such as markFirstVisible). */
export function marked(name) {
  return window.__bench.marks[name] !== undefined;
}

/**
 * An init script: marks[name] at the first animation frame in which `selector` is visible,
 * watched from the document's start. A check run from the bench only after the load event marks
 * the time it first looked, which on a busy machine can be after the page's prefetching while
 * idle has begun.
 */
export function markFirstVisible({ selector, name }) {
  const check = () => {
    const el = document.querySelector(selector);
    if (!el || el.getBoundingClientRect().height === 0) {
      requestAnimationFrame(check);
      return;
    }
    const marks = window.__bench.marks;
    if (marks[name] === undefined) marks[name] = performance.now();
  };
  requestAnimationFrame(check);
}
