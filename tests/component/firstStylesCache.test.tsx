// The console's Emotion cache (src/layout/firstStyles.ts): the classes of index.html's first styles
// are taken as written (their rules are not compiled or inserted again), and the element holding
// them stays where it is; any other class is written as usual.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_STYLES_ID, firstStylesCache } from '../../src/layout/firstStyles';

const Listed = styled.p({ color: 'rgb(1, 2, 3)' });
const Unlisted = styled.p({ color: 'rgb(4, 5, 6)' });

/** The rules a plain cache writes for the listed component, and its class. */
function rulesOfListed() {
  const cache = createCache({ key: 'css' });
  const { container, unmount } = render(
    <CacheProvider value={cache}>
      <Listed>listed</Listed>
    </CacheProvider>,
  );
  const className = container.querySelector('p')!.className;
  const rules = cache.sheet.tags.map((tag) => tag.textContent).join('\n');
  unmount();
  cache.sheet.flush();
  return { className, rules };
}

afterEach(() => {
  document.getElementById(FIRST_STYLES_ID)?.remove();
  document.head.querySelectorAll('style[data-emotion]').forEach((tag) => tag.remove());
});

describe('firstStylesCache', () => {
  it("takes index.html's classes as written, and writes the others", async () => {
    const listed = rulesOfListed();
    expect(listed.className).toMatch(/^css-\w+$/);
    expect(listed.rules).toContain('rgb(1, 2, 3)');
    const element = document.createElement('style');
    element.id = FIRST_STYLES_ID;
    element.textContent = `.css-other{margin:0;}\n${listed.rules}\n`;
    document.head.prepend(element);
    const removed: Node[] = [];
    const watch = new MutationObserver((records) =>
      records.forEach((record) => removed.push(...record.removedNodes)),
    );
    watch.observe(document.head, { childList: true });

    const cache = firstStylesCache();
    const { container } = render(
      <CacheProvider value={cache}>
        <Listed>listed</Listed>
        <Unlisted>unlisted</Unlisted>
      </CacheProvider>,
    );
    const [listedP, unlistedP] = container.querySelectorAll('p');
    // the same class as the plain cache gave it, its rules not written again
    expect(listedP!.className).toBe(listed.className);
    const written = cache.sheet.tags.map((tag) => tag.textContent).join('\n');
    expect(written).not.toContain('rgb(1, 2, 3)');
    expect(written).toContain('rgb(4, 5, 6)');
    expect(written).toContain(unlistedP!.className);
    // the element is where index.html put it, never moved (which parses its rules again)
    await Promise.resolve(); // the observer's records
    watch.disconnect();
    expect(removed).not.toContain(element);
    expect(document.head.firstChild).toBe(element);
    expect(element.hasAttribute('data-emotion')).toBe(false);
  });

  it('is a plain cache without the element (in development)', () => {
    const cache = firstStylesCache();
    expect(cache.key).toBe('css');
    expect(Object.keys(cache.inserted)).toEqual([]);
    const { container } = render(
      <CacheProvider value={cache}>
        <Listed>listed</Listed>
      </CacheProvider>,
    );
    expect(container.querySelector('p')!.className).toMatch(/^css-\w+$/);
    expect(cache.sheet.tags.map((tag) => tag.textContent).join('\n')).toContain('rgb(1, 2, 3)');
  });
});
