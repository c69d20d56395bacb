// Issue 13 in Chromium: on a phone (375 and 320 px) the top bar keeps the whole page title and
// the admin's role, and the dashboard's cards (at the demo's counts and at 100,000 candidates)
// and the skills table show their words whole; on a tablet (768 px) every column of the lists
// can be reached. Screenshots at 320, 375, 412, 768 and 1440 px.
import { describe, expect, it } from 'vitest';
import { editJsonAnswers, screenshot } from './browser.ts';
import { openSignedIn, serverAndBrowser } from './suite.ts';

const SCREENS = [
  ['/manage-candidate', 'Manage Candidates'],
  ['/scheduled-interviews', 'Scheduled interviews'],
  ['/interviews-history', 'Interviews History'],
  ['/interviews', 'Interviews'],
  ['/trash', 'Deleted Candidates'],
] as const;

/** The screens with a table in the demo data (its trash is empty). */
const LISTS = SCREENS.map(([path]) => path).filter((path) => path !== '/trash');

/**
 * What of an element's text the reader cannot see whole: the elements in it whose text is cut
 * off (wider than their box), and the words broken across two lines. Runs in the page.
 */
function wordsShown(root: Element) {
  const cut = [root, ...root.querySelectorAll('*')]
    // (a visually hidden text, for assistive technology, is 1 px wide on purpose)
    .filter((el) => el.clientWidth > 1 && el.scrollWidth > el.clientWidth && el.textContent)
    .map((el) => el.textContent);
  const broken = [];
  const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let text = texts.nextNode(); text; text = texts.nextNode()) {
    for (const word of text.textContent!.matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(text, word.index);
      range.setEnd(text, word.index + word[0].length);
      // a word broken across two lines has two boxes
      if (range.getClientRects().length > 1) broken.push(word[0]);
    }
  }
  return { cut, broken };
}

describe('phone and tablet widths in Chromium', () => {
  const suite = serverAndBrowser({ seed: true });
  /** `path`, signed in, in a window `width` × `height`. */
  const openAt = async (path: string, width: number, height: number) => {
    const checked = await openSignedIn(suite, path);
    await checked.page.setViewportSize({ width, height });
    return checked;
  };

  it.each([375, 320])('at %i px the title is whole and the role is shown', async (width) => {
    const { page, assertClean } = await openAt('/dashboard', width, 812);
    for (const [path, title] of SCREENS) {
      await page.goto(path);
      const heading = page.getByTestId('page-title');
      await expect.poll(() => heading.textContent()).toBe(title);
      // nothing of the title is cut off: it wraps instead, between words, inside the top bar
      expect(await heading.evaluate(wordsShown), path).toEqual({ cut: [], broken: [] });
      const inBar = await heading.evaluate((el) => {
        const bar = el.closest('header')!.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        return box.top >= bar.top && box.bottom <= bar.bottom;
      });
      expect(inBar, `${path}: the title leaves the top bar`).toBe(true);
      expect(await page.getByTestId('user-role').isVisible()).toBe(true);
      await screenshot(page, `phone-${width}${path.replace(/\//g, '-')}`);
    }
    assertClean();
  });

  it.each([320, 412])(
    'at %i px the dashboard cards show their labels and hints whole',
    async (width) => {
      const { page, assertClean } = await openAt('/dashboard', width, 812);
      const cards = page.locator('li[data-testid^="stat-"]');
      await expect.poll(() => page.getByTestId('stat-value').count()).toBe(6);
      for (const card of await cards.all()) {
        expect(await card.evaluate(wordsShown)).toEqual({ cut: [], broken: [] });
      }
      await screenshot(page, `phone-${width}-dashboard`);
      assertClean();
    },
  );

  it.each([320, 375])(
    'at %i px the dashboard of 100,000 candidates shows every count whole',
    async (width) => {
      const { page, assertClean } = await openAt('/setting', width, 812);
      // the demo's figures times SCALE: 60 candidates read as 104,220
      await editJsonAnswers<{ data: Record<string, unknown> }>(
        page,
        '**/api/admin/dashboard_summary*',
        ({ data }) => {
          for (const key of ['stats', 'by_status', 'per_week', 'by_difficulty']) {
            data[key] = scaled(data[key]);
          }
        },
      );
      await page.goto('/dashboard');
      const values = page.getByTestId('stat-value');
      await expect.poll(() => values.first().textContent()).toBe('104,220');
      for (const card of await page.locator('li[data-testid^="stat-"]').all()) {
        expect(await card.evaluate(wordsShown)).toEqual({ cut: [], broken: [] });
      }
      const pie = page.getByTestId('chart-by-state');
      await pie.getByText(/^\d{1,3}(,\d{3})+ interviews$/).waitFor();
      // the slices and the count axis in a short form, none of it cut off
      const arcLabels = pie.locator('.MuiPieArcLabel-root');
      await expect.poll(() => arcLabels.count()).toBeGreaterThan(1);
      for (const label of await arcLabels.allTextContents()) expect(label).toMatch(/^\d+(\.\d)?K$/);
      const ticks = page
        .getByTestId('chart-per-week')
        .locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel');
      await expect.poll(() => ticks.count()).toBeGreaterThan(1);
      for (const tick of await ticks.allTextContents()) expect(tick).toMatch(/^\d+(\.\d)?K?$/);
      await screenshot(page, `phone-${width}-dashboard-100k`);
      assertClean();
    },
  );

  it.each([320, 375])(
    'at %i px the skills table shows whole skill names and four-digit counts',
    async (width) => {
      const { page, assertClean } = await openAt('/setting', width, 812);
      const table = page.getByRole('table', { name: 'Skills' });
      await table.getByText('Communication').waitFor();
      expect(await table.evaluate(wordsShown)).toEqual({ cut: [], broken: [] });
      // the largest count a skill takes, whole in its field (typed, not saved)
      const count = table.getByRole('textbox').first();
      await count.fill('1000');
      expect(await count.evaluate((input) => input.scrollWidth <= input.clientWidth)).toBe(true);
      await screenshot(page, `phone-${width}-settings`);
      assertClean();
    },
  );

  it('at 375 px a resume chosen under the list comes into view, and back; side by side nothing moves', async () => {
    const { page, assertClean } = await openAt('/resume', 375, 740);
    const list = page.getByRole('region', { name: 'Candidates with resumes' });
    const item = list.getByRole('button').nth(1);
    const name = (await item.locator('.MuiListItemText-primary').textContent())!.trim();
    await item.click();
    const preview = page.getByRole('region', { name: `Resume of ${name}` });
    await preview.waitFor();
    // the preview's top just under the top bar, once the scroll has settled
    const previewTop = () => preview.evaluate((el) => Math.round(el.getBoundingClientRect().top));
    const barBottom = await page
      .locator('header')
      .first()
      .evaluate((el) => el.getBoundingClientRect().bottom);
    await expect.poll(previewTop, { timeout: 5000 }).toBeGreaterThan(barBottom);
    await expect.poll(previewTop, { timeout: 5000 }).toBeLessThan(barBottom + 40);
    await screenshot(page, 'phone-375-resume-chosen');

    // and back: the chosen candidate in view in the list, focused, to choose the next
    await preview.getByRole('button', { name: 'Back to the list' }).click();
    const chosen = list.getByRole('button', { name }).first();
    await expect.poll(() => chosen.evaluate((el) => el === document.activeElement)).toBe(true);
    const inSight = () =>
      chosen.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
    await expect.poll(inSight, { timeout: 5000 }).toBe(true);
    expect(await chosen.getAttribute('aria-current')).toBe('true');
    await screenshot(page, 'phone-375-resume-back');

    // side by side (md and up) the list and the preview are both in sight: no scroll
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await list.getByRole('button').nth(2).click();
    await page.waitForTimeout(600);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // both in sight, there is no way back to offer
    expect(await page.getByRole('button', { name: 'Back to the list' }).count()).toBe(0);
    assertClean();
  });

  it.each([360, 375])(
    "at %i px the candidates table's 'S no' heading is one line",
    async (width) => {
      const { page, assertClean } = await openAt('/manage-candidate', width, 812);
      const heading = page.getByRole('columnheader', { name: 'S no' });
      await page.getByRole('row').nth(1).waitFor();
      const lines = await heading.evaluate((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size;
      });
      expect(lines).toBe(1);
      assertClean();
    },
  );

  it('at 375 px the lists scroll sideways with the name column kept in view', async () => {
    const { page, assertClean } = await openAt('/dashboard', 375, 812);
    for (const path of LISTS) {
      await page.goto(path);
      await page.getByRole('row').nth(1).waitFor();
      // the first row's name cell, after the table is scrolled to its far end
      const where = await page
        .locator('tbody .sticky-column')
        .first()
        .evaluate((cell) => {
          let box: HTMLElement | null = cell.parentElement;
          while (box && getComputedStyle(box).overflowX !== 'auto') box = box.parentElement;
          if (!box) return 'no box scrolls the table';
          if (box.scrollWidth <= box.clientWidth + 1) return 'the table does not scroll';
          box.scrollLeft = box.scrollWidth;
          const moved = cell.getBoundingClientRect().left - box.getBoundingClientRect().left;
          return Math.abs(moved) <= 1 ? 'in view at the left edge' : `moved by ${moved} px`;
        });
      expect(where, path).toBe('in view at the left edge');
      // and its heading with it, above the other headings scrolled under it
      const heading = await page
        .locator('thead .sticky-column')
        .first()
        .evaluate((cell) => {
          const box = cell.getBoundingClientRect();
          const top = document.elementFromPoint(box.left + 8, box.top + box.height / 2);
          return { left: box.left, onTop: top?.closest('.sticky-column') === cell };
        });
      const name = await page
        .locator('tbody .sticky-column')
        .first()
        .evaluate((cell) => cell.getBoundingClientRect().left);
      expect(Math.abs(heading.left - name), path).toBeLessThanOrEqual(1);
      expect(heading.onTop, `${path}: the name heading is covered`).toBe(true);
      await screenshot(page, `phone-375-scrolled${path.replace(/\//g, '-')}`);
    }
    assertClean();
  });

  it('narrowed to a phone, the sidebar closes; its menu button opens it, an entry closes it', async () => {
    const { page, assertClean } = await openAt('/dashboard', 1440, 900);
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await navigation.getByRole('menuitem', { name: 'Candidates' }).waitFor();
    await page.setViewportSize({ width: 375, height: 812 });
    // no drawer over the page: its entries are gone and the page can be used
    await expect
      .poll(() => navigation.getByRole('menuitem', { name: 'Candidates' }).isVisible())
      .toBe(false);
    expect(await page.locator('.MuiBackdrop-root:visible').count()).toBe(0);
    await screenshot(page, 'phone-375-narrowed-dashboard');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const candidates = navigation.getByRole('menuitem', { name: 'Candidates' });
    await candidates.waitFor({ state: 'visible' });
    await screenshot(page, 'phone-375-drawer-open');
    await candidates.click();
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Manage Candidates');
    await expect.poll(() => candidates.isVisible()).toBe(false);
    assertClean();
  });

  it('at 768 px every column of the lists can be reached', async () => {
    const { page, assertClean } = await openAt('/dashboard', 768, 1024);
    for (const path of LISTS) {
      await page.goto(path);
      await page.getByRole('row').nth(1).waitFor();
      // the last heading is brought into view by scrolling the table inside its card
      const inView = await page
        .getByRole('columnheader')
        .last()
        .evaluate((el) => {
          el.scrollIntoView({ inline: 'end', block: 'nearest' });
          let box: HTMLElement | null = el.parentElement;
          while (box && getComputedStyle(box).overflowX !== 'auto') box = box.parentElement;
          const cell = el.getBoundingClientRect();
          const shown = (box ?? document.documentElement).getBoundingClientRect();
          return (
            cell.width > 0 &&
            cell.left >= shown.left - 1 &&
            cell.right <= Math.min(shown.right, window.innerWidth) + 1
          );
        });
      expect(inView, path).toBe(true);
      await screenshot(page, `tablet-768${path.replace(/\//g, '-')}`);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/manage-candidate');
    await page.getByRole('columnheader', { name: 'Mobile Number' }).waitFor();
    await screenshot(page, 'desktop-1440-manage-candidate');
    assertClean();
  });
});

const SCALE = 1_737;

/** The numbers of a dashboard figure (a count, a row of counts, a list of rows) times SCALE. */
function scaled(value: unknown): unknown {
  if (typeof value === 'number') return value * SCALE;
  if (Array.isArray(value)) return value.map(scaled);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scaled(v)]));
  }
  return value;
}
