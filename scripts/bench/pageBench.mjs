// The signed-in pages in Chromium: the dashboard (requests, bytes, time until its numbers and
// every chart are drawn, layout shift), the candidates page (bytes, layout shift), and rendering
// 100 candidate rows (the longest main-thread task, the time to turn a page).
import { benchPage, repeat } from './browser.mjs';
import { DASHBOARD_TIMEOUT_MS } from './config.mjs';
import { apiRequests, firstResponse, layoutShift, longestTask, pageBytes } from './figures.mjs';
import { candidateRowsShown, dashboardDrawn } from './inPage.mjs';
import { median } from './stats.mjs';

const RAF = { polling: 'raf' };
const settle = (page, ms = 5000) =>
  page.waitForLoadState('networkidle', { timeout: ms }).catch(() => {});

/**
 * One visit of /dashboard, signed in, cold cache; times from the navigation's start (also one
 * visit of a build in compareBuilds.mjs).
 */
export async function dashboardRun(browser, url, session) {
  const p = await benchPage(browser, url, session);
  try {
    await p.page.goto('/dashboard', { waitUntil: 'commit' });
    let timedOut = false;
    try {
      await p.page.waitForFunction(dashboardDrawn, 'all', {
        ...RAF,
        timeout: DASHBOARD_TIMEOUT_MS,
      });
      await settle(p.page);
      await p.page.waitForTimeout(500); // a late shift still counts
    } catch {
      timedOut = true;
    }
    const record = await p.record();
    return {
      numbersMs: record.marks.numbers ?? null,
      allDrawnMs: record.marks.all ?? null,
      timedOut,
      api: apiRequests(record),
      page: pageBytes(record),
      layoutShift: layoutShift(record.shifts),
      longestTaskMs: longestTask(record.longtasks, 0),
    };
  } finally {
    await p.close();
  }
}

const medianOrNull = (xs) => (xs.some((x) => x === null) || xs.length === 0 ? null : median(xs));

/**
 * The dashboard over up to `runs` visits (a visit that did not draw everything in time ends the
 * series: the next would not either): medians, and how many visits timed out.
 */
export async function dashboardBench(browser, url, session, runs, errors) {
  const visits = [];
  for (let i = 0; i < runs && !visits.some((v) => v.timedOut); i++) {
    visits.push(
      ...(await repeat(
        1,
        `dashboard visit ${i + 1}`,
        () => dashboardRun(browser, url, session),
        errors,
      )),
    );
  }
  if (visits.length === 0) return null;
  return {
    runs: visits.length,
    timeoutMs: DASHBOARD_TIMEOUT_MS,
    timedOut: visits.filter((v) => v.timedOut).length,
    numbersMs: medianOrNull(visits.map((v) => v.numbersMs)),
    allDrawnMs: medianOrNull(visits.map((v) => v.allDrawnMs)),
    apiRequests: median(visits.map((v) => v.api.requests)),
    apiWireBytes: median(visits.map((v) => v.api.wireBytes)),
    pageWireBytes: median(visits.map((v) => v.page.wireBytes)),
    layoutShift: median(visits.map((v) => v.layoutShift)),
    visits,
  };
}

/** One visit of the candidates page, signed in, cold cache: every byte, and the layout shift. */
async function candidatesRun(browser, url, session) {
  const p = await benchPage(browser, url, session);
  try {
    await p.page.goto('/manage-candidate', { waitUntil: 'commit' });
    await p.page.waitForFunction(candidateRowsShown, { first: 1, count: 1 }, RAF);
    await settle(p.page);
    await p.page.waitForTimeout(500);
    const record = await p.record();
    return { ...pageBytes(record), layoutShift: layoutShift(record.shifts) };
  } finally {
    await p.close();
  }
}

export async function candidatesPageBench(browser, url, session, runs, errors) {
  const visits = await repeat(
    runs,
    'candidates page',
    () => candidatesRun(browser, url, session),
    errors,
  );
  if (visits.length === 0) return null;
  return {
    runs: visits.length,
    wireBytes: median(visits.map((v) => v.wireBytes)),
    jsWireBytes: median(visits.map((v) => v.jsWireBytes)),
    requests: median(visits.map((v) => v.requests)),
    layoutShift: median(visits.map((v) => v.layoutShift)),
    jsPaths: visits[0].jsPaths,
  };
}

/**
 * 100 rows: the longest task from the list's answer to the rows shown, then Next → rows 101-200
 * shown (from the click event; the first 20 of them, then all) and the longest task meanwhile.
 */
export async function rowsRun(browser, url, session) {
  const p = await benchPage(browser, url, session);
  try {
    await p.page.goto('/manage-candidate', { waitUntil: 'commit' });
    await p.page.waitForFunction(candidateRowsShown, { first: 1, count: 100 }, RAF);
    await settle(p.page);
    const next = p.page
      .getByRole('navigation', { name: 'Candidate pages' })
      .getByRole('button', { name: 'Next' });
    await next.click();
    // the rows are drawn a screenful at a time (CandidateTableRows): the first screenful, then all
    const screenful = { first: 101, count: 20, name: 'screenful101' };
    await p.page.waitForFunction(candidateRowsShown, screenful, RAF);
    await p.page.waitForFunction(candidateRowsShown, { first: 101, count: 100 }, RAF);
    await p.page.waitForTimeout(300); // a long task still running when the rows showed
    const record = await p.record();
    const list = firstResponse(record, '/api/candidate/segregated');
    const click = record.clicks.at(-1);
    return {
      firstRenderLongestTaskMs: longestTask(
        record.longtasks,
        (list?.end ?? 0) - 1,
        record.marks.rows1,
      ),
      pageTurnMs: Math.round(record.marks.rows101 - click),
      pageTurnScreenfulMs: Math.round(record.marks.screenful101 - click),
      pageTurnLongestTaskMs: longestTask(record.longtasks, click, record.marks.rows101),
    };
  } finally {
    await p.close();
  }
}

export async function rowsBench(browser, url, session, runs, errors) {
  const visits = await repeat(
    runs,
    '100 candidate rows',
    () => rowsRun(browser, url, session),
    errors,
  );
  if (visits.length === 0) return null;
  const pick = (k) => median(visits.map((v) => v[k]));
  return {
    runs: visits.length,
    firstRenderLongestTaskMs: pick('firstRenderLongestTaskMs'),
    pageTurnMs: pick('pageTurnMs'),
    pageTurnScreenfulMs: pick('pageTurnScreenfulMs'),
    pageTurnLongestTaskMs: pick('pageTurnLongestTaskMs'),
    longestTaskMs: Math.max(pick('firstRenderLongestTaskMs'), pick('pageTurnLongestTaskMs')),
    visits,
  };
}
